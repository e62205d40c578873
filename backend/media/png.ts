/**
 * @module
 * A PNG file from an indexed picture (colour type 3, 8 bits a pixel, no filtering), compressed
 * with the runtime's own deflate. Enough for the seeded catalogue's flat pictures, which the
 * browser then decodes off its main thread, as it would a shop's photographs (an SVG picture is a
 * document of its own, laid out and painted on the page's main thread: issue 26).
 */

const SIGNATURE = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])
const COLOUR_TYPE_INDEXED = 3

/** The CRC-32 of PNG chunks (ISO 3309, the reflected polynomial 0xEDB88320). */
const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let byte = 0; byte < 256; byte++) {
    let value = byte
    for (let bit = 0; bit < 8; bit++) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1
    table[byte] = value >>> 0
  }
  return table
})()

function crc(parts: readonly Uint8Array[]): number {
  let value = 0xffffffff
  for (const part of parts) for (let i = 0; i < part.length; i++) value = CRC_TABLE[(value ^ part[i]!) & 0xff]! ^ (value >>> 8)
  return ~value >>> 0
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const name = new TextEncoder().encode(type)
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  out.set(name, 4)
  out.set(data, 8)
  view.setUint32(8 + data.length, crc([name, data]))
  return out
}

async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  // PNG's image data is a zlib stream, which is what the runtime calls "deflate".
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

export type Rgb = readonly [number, number, number]

/**
 * The PNG of a `width` × `height` picture whose `pixels` (one byte each, row by row) index
 * `palette` (at most 256 colours).
 */
export async function encodeIndexedPng(width: number, height: number, palette: readonly Rgb[], pixels: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  if (palette.length === 0 || palette.length > 256) throw new RangeError(`a PNG palette holds 1 to 256 colours, not ${palette.length}`)
  if (pixels.length !== width * height) throw new RangeError(`${width}×${height} pixels, not ${pixels.length}`)
  const header = new Uint8Array(13)
  const view = new DataView(header.buffer)
  view.setUint32(0, width)
  view.setUint32(4, height)
  header.set([8, COLOUR_TYPE_INDEXED, 0, 0, 0], 8)
  // Each row starts with its filter type: 0, none (flat colours compress well as they are).
  const rows = new Uint8Array((width + 1) * height)
  for (let y = 0; y < height; y++) rows.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1)
  const parts = [SIGNATURE, chunk('IHDR', header), chunk('PLTE', new Uint8Array(palette.flat())), chunk('IDAT', await deflate(rows)), chunk('IEND', new Uint8Array(0))]
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
