import { describe, expect, it } from 'vitest'
import { acceptsGzip, gzipParts, keptBodyOf, parseKeptBody, plainBytes, plainWithNonce, serialiseKeptBody, type KeptBody } from './kept-page-body'

const OLD = 'b2xkLW5vbmNlLTEyMzQ1Ng=='
const NEW = 'bmV3LW5vbmNlLTk4NzY1NA=='

/** A page as the renderer makes it: the nonce on the head's scripts, then a long body. */
function page(nonce: string, bodyText = 'Épson cartridges £12.50 · '.repeat(4_000)): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"/><script nonce="${nonce}">a()</script><script type="speculationrules" nonce="${nonce}">{"prefetch":[]}</script><title>T</title></head><body>${bodyText}</body></html>`
}

const bytesOf = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer
/** The answer's parts in one buffer, as the client receives them. */
const gzipWithNonce = (body: KeptBody, nonce: string) => joined(gzipParts(body, nonce))
function joined(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.byteLength
  }
  return out
}
const gunzip = async (bytes: Uint8Array<ArrayBuffer>) => new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).text()

describe('a kept page body', () => {
  it('answers as gzip that inflates to the page with the new nonce in each place, far smaller than the page', async () => {
    const body = await keptBodyOf(bytesOf(page(OLD)), OLD)
    expect(body.pieces).toHaveLength(3)
    // Only the head up to the last nonce is plain.
    expect(plainBytes(body)).toBeLessThan(200)
    const gzip = gzipWithNonce(body, NEW)
    expect(await gunzip(gzip)).toBe(page(NEW))
    expect(gzip.byteLength).toBeLessThan(new TextEncoder().encode(page(NEW)).byteLength / 10)
  })

  it('answers a page whose nonce comes late, past one stored block’s 64 KiB, and a page with no nonce', async () => {
    const late = `<html><head></head><body>${'x'.repeat(70_000)}<script nonce="${OLD}">b()</script>${'y'.repeat(5_000)}</body></html>`
    const body = await keptBodyOf(bytesOf(late), OLD)
    expect(plainBytes(body)).toBeGreaterThan(65_535)
    expect(await gunzip(gzipWithNonce(body, NEW))).toBe(late.replace(OLD, NEW))
    const none = await keptBodyOf(bytesOf(page('')), undefined)
    expect(plainBytes(none)).toBe(0)
    expect(await gunzip(gzipWithNonce(none, NEW))).toBe(page(''))
  })

  it('finds the nonce after a partial likeness of it, and beside characters of more than one byte', async () => {
    const tricky = `<html><head><meta content="${OLD.slice(0, 6)}é€"><script nonce="${OLD.slice(0, 3)}${OLD}">c()</script><script nonce="${OLD}"></script></head><body>£</body></html>`
    const body = await keptBodyOf(bytesOf(tricky), OLD)
    expect(body.pieces).toHaveLength(3)
    expect(await gunzip(gzipWithNonce(body, NEW))).toBe(tricky.replaceAll(OLD, NEW))
  })

  it('answers plain for a client that takes no gzip', async () => {
    const body = await keptBodyOf(bytesOf(page(OLD)), OLD)
    expect(await new Response(plainWithNonce(body, NEW)).text()).toBe(page(NEW))
  })

  it('reads back from the data centre cache’s bytes exactly as it was kept, and refuses a layout that does not fit', async () => {
    const body = await keptBodyOf(bytesOf(page(OLD)), OLD)
    const { bytes, layout } = serialiseKeptBody(body)
    const back = parseKeptBody(bytes, layout)
    expect(back).not.toBeNull()
    expect(await gunzip(gzipWithNonce(back!, NEW))).toBe(page(NEW))
    expect(parseKeptBody(bytes, '')).toBeNull()
    expect(parseKeptBody(bytes, `${bytes.byteLength + 1};0;0`)).toBeNull()
    expect(parseKeptBody(bytes, '1,x;0;0')).toBeNull()
  })
})

describe('Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['gzip;q=0', false],
    ['br', false],
    ['identity', false],
    ['*', true],
    ['*, gzip;q=0', false],
    ['', false],
    [undefined, false],
  ])('%s takes gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected)
  })
})
