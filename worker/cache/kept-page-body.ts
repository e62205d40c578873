/**
 * @module
 * A kept page's body, held ready to answer with a fresh nonce and already compressed (issue 26
 * point 1). Compressing a page on every answer costs more than everything else a cached answer
 * does, so the page is compressed once, when it is kept, and each answer only splices its nonce in.
 *
 * How: every nonce of a page sits in its head, before the speculation rules' text
 * (`worker/render/document.tsx` puts them first). The bytes up to the last nonce are kept plain, cut
 * where the nonce goes; the rest is deflated once. A gzip answer is then: the gzip header, the plain
 * part with this answer's nonce as a stored (uncompressed) deflate block, the kept compressed rest
 * (which holds the stream's final block), and the trailer, whose checksum is joined from the plain
 * part's and the rest's (`crc32Join`), so the rest is never read again. A stored block ends on a
 * byte boundary, so the compressed rest can follow it as it was made.
 *
 * The nonce's places are found by its value, which the page was made with: 16 random bytes that
 * nothing else on the page can hold. A client that takes no gzip gets the page inflated.
 */
import { crc32, crc32Join, crc32Shift } from './crc32'

/** Bytes over a plain (not shared) buffer, as response bodies take them. */
type Bytes = Uint8Array<ArrayBuffer>

export type KeptBody = {
  /** The page up to the end of its last nonce, cut where the nonces go (one more piece than nonces). */
  pieces: Bytes[]
  /** The rest of the page, deflated: raw deflate data ending in the final block. */
  rest: Bytes
  /** The rest's CRC-32 and length uncompressed, for the gzip trailer. */
  restCrc: number
  restLength: number
  /** `crc32Shift(restLength)`: worked out once per copy, so each answer's checksum is one join. */
  restShift: number
}

const encoder = new TextEncoder()

/** The bytes kept plain, up to the last nonce. */
export const plainBytes = (body: KeptBody) => body.pieces.reduce((sum, piece) => sum + piece.byteLength, 0)

/** The bytes a copy takes in memory. */
export const keptBodyBytes = (body: KeptBody) => plainBytes(body) + body.rest.byteLength

/** Deflates `bytes` once, as gzip, and reads back the raw deflate data and the trailer's checksum. */
async function deflated(bytes: Bytes): Promise<{ data: Bytes; crc: number; length: number }> {
  const gzip = new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer())
  const view = new DataView(gzip.buffer, gzip.byteOffset, gzip.byteLength)
  return { data: gzip.subarray(gzipHeaderLength(gzip), gzip.byteLength - 8), crc: view.getUint32(gzip.byteLength - 8, true), length: bytes.byteLength }
}

/** The length of a gzip member's header, with whichever optional fields (RFC 1952 §2.3) it has. */
function gzipHeaderLength(gzip: Uint8Array): number {
  if (gzip[0] !== 0x1f || gzip[1] !== 0x8b || gzip[2] !== 8) throw new Error('not a gzip member')
  const flags = gzip[3]!
  let at = 10
  if (flags & 4) at += 2 + (gzip[at]! | (gzip[at + 1]! << 8)) // FEXTRA
  if (flags & 8) while (gzip[at++] !== 0); // FNAME
  if (flags & 16) while (gzip[at++] !== 0); // FCOMMENT
  if (flags & 2) at += 2 // FHCRC
  return at
}

/** Where `needle` starts in `bytes`, each time, in order. */
function placesOf(bytes: Bytes, needle: Bytes): number[] {
  const places: number[] = []
  const first = needle[0]
  if (first === undefined) return places
  for (let at = bytes.indexOf(first); at !== -1 && at + needle.byteLength <= bytes.byteLength; at = bytes.indexOf(first, at + 1)) {
    let same = true
    for (let i = 1; i < needle.byteLength && same; i++) same = bytes[at + i] === needle[i]
    if (same) {
      places.push(at)
      at += needle.byteLength - 1
    }
  }
  return places
}

/**
 * Prepares a made page for keeping: cut at the places of `nonce` (the one it was made with), the
 * rest deflated. The page's bytes are searched as they are, never decoded.
 */
export async function keptBodyOf(page: ArrayBuffer, nonce: string | undefined): Promise<KeptBody> {
  const bytes = new Uint8Array(page)
  const needle = encoder.encode(nonce ?? '')
  const places = nonce ? placesOf(bytes, needle) : []
  const pieces: Bytes[] = []
  let from = 0
  for (const at of places) {
    pieces.push(bytes.slice(from, at))
    from = at + needle.byteLength
  }
  // The piece after the last nonce: the plain part ends with it, so it is empty.
  pieces.push(new Uint8Array())
  const rest = await deflated(bytes.subarray(from))
  return { pieces, rest: rest.data, restCrc: rest.crc, restLength: rest.length, restShift: crc32Shift(rest.length) }
}

/** The plain part of the page with `nonce` in each of its places. */
function headWith(body: KeptBody, nonce: string): Bytes {
  const nonceBytes = encoder.encode(nonce)
  const length = plainBytes(body) + nonceBytes.byteLength * (body.pieces.length - 1)
  const head = new Uint8Array(length)
  let at = 0
  for (const [index, piece] of body.pieces.entries()) {
    if (index > 0) {
      head.set(nonceBytes, at)
      at += nonceBytes.byteLength
    }
    head.set(piece, at)
    at += piece.byteLength
  }
  return head
}

/** A stored deflate block holds at most this many bytes (its length is 16 bits). */
const STORED_BLOCK_MAX = 0xffff
/** MTIME 0, no flags, extra flags 0, operating system unknown (RFC 1952 §2.3). */
const GZIP_HEADER = new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])

/**
 * The whole page as one gzip member, with `nonce` written into it, in three parts: the header and
 * the plain part as stored blocks (new for each answer), the kept compressed rest (shared by every
 * answer, never copied), and the trailer.
 */
export function gzipParts(body: KeptBody, nonce: string): [Bytes, Bytes, Bytes] {
  const head = headWith(body, nonce)
  const blocks = Math.ceil(head.byteLength / STORED_BLOCK_MAX)
  const start = new Uint8Array(GZIP_HEADER.byteLength + blocks * 5 + head.byteLength)
  start.set(GZIP_HEADER)
  let at = GZIP_HEADER.byteLength
  for (let from = 0; from < head.byteLength; from += STORED_BLOCK_MAX) {
    const length = Math.min(STORED_BLOCK_MAX, head.byteLength - from)
    // BFINAL 0, BTYPE 00 (stored), padded to the byte; then LEN and its complement, little-endian.
    start.set([0, length & 0xff, length >>> 8, ~length & 0xff, (~length >>> 8) & 0xff], at)
    start.set(head.subarray(from, from + length), at + 5)
    at += 5 + length
  }
  const trailer = new Uint8Array(8)
  const view = new DataView(trailer.buffer)
  view.setUint32(0, crc32Join(crc32(head), body.restCrc, body.restShift), true)
  view.setUint32(4, (head.byteLength + body.restLength) >>> 0, true)
  return [start, body.rest, trailer]
}

/** The page uncompressed, with `nonce` written into it: the rest is inflated as it streams. */
export function plainWithNonce(body: KeptBody, nonce: string): ReadableStream<Uint8Array> {
  const head = headWith(body, nonce)
  const rest = new Blob([body.rest]).stream().pipeThrough(new DecompressionStream('deflate-raw'))
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>()
  void (async () => {
    const writer = writable.getWriter()
    await writer.write(head)
    writer.releaseLock()
    await rest.pipeTo(writable)
  })().catch(() => {
    // The shopper went away while the page was sent; nothing to do.
  })
  return readable
}

/** Whether an `Accept-Encoding` header takes gzip (RFC 9110 §12.5.3: a q of 0 refuses it). */
export function acceptsGzip(header: string | undefined | null): boolean {
  if (!header) return false
  let wildcard = false
  for (const part of header.split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((item) => item.trim().toLowerCase())
    const q = parameters.find((parameter) => parameter.startsWith('q='))
    const refused = q !== undefined && Number(q.slice(2)) === 0
    if (coding === 'gzip' || coding === 'x-gzip') return !refused
    if (coding === '*') wildcard = !refused
  }
  return wildcard
}

/**
 * The copy as one buffer and a line that says how to read it back, for the data centre's cache:
 * the pieces' lengths, then the rest's checksum and uncompressed length.
 */
export function serialiseKeptBody(body: KeptBody): { bytes: Bytes; layout: string } {
  const bytes = new Uint8Array(keptBodyBytes(body))
  let at = 0
  for (const part of [...body.pieces, body.rest]) {
    bytes.set(part, at)
    at += part.byteLength
  }
  return { bytes, layout: `${body.pieces.map((piece) => piece.byteLength).join(',')};${body.restCrc};${body.restLength}` }
}

/** Reads back what `serialiseKeptBody` wrote; null when the layout does not fit the bytes. */
export function parseKeptBody(bytes: Bytes, layout: string): KeptBody | null {
  if (!/^\d+(,\d+)*;\d+;\d+$/.test(layout)) return null
  const [lengths = '', crc = '', length = ''] = layout.split(';')
  const pieces: Bytes[] = []
  let at = 0
  for (const pieceLength of lengths.split(',').map(Number)) {
    if (at + pieceLength > bytes.byteLength) return null
    pieces.push(bytes.subarray(at, at + pieceLength))
    at += pieceLength
  }
  return { pieces, rest: bytes.subarray(at), restCrc: Number(crc), restLength: Number(length), restShift: crc32Shift(Number(length)) }
}
