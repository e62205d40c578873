import { describe, expect, it } from 'vitest'
import { encodeIndexedPng } from './png'

/** The chunks of a PNG file: type and data, in order. */
function chunks(png: Uint8Array): { type: string; data: Uint8Array; crc: number }[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  const out = []
  for (let offset = 8; offset < png.length; ) {
    const length = view.getUint32(offset)
    const type = new TextDecoder().decode(png.subarray(offset + 4, offset + 8))
    out.push({ type, data: png.subarray(offset + 8, offset + 8 + length), crc: view.getUint32(offset + 8 + length) })
    offset += 12 + length
  }
  return out
}

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([new Uint8Array(bytes)]).stream().pipeThrough(new DecompressionStream('deflate'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

describe('an indexed PNG', () => {
  it('holds the picture: signature, header, palette, the rows behind their filter bytes, and the end', async () => {
    const palette = [
      [248, 249, 250],
      [242, 194, 0],
    ] as const
    const pixels = new Uint8Array([0, 1, 1, 1, 0, 0])
    const png = await encodeIndexedPng(3, 2, palette, pixels)
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10])
    const [header, plte, idat, end, ...rest] = chunks(png)
    expect(rest).toEqual([])
    expect(header!.type).toBe('IHDR')
    const fields = new DataView(header!.data.buffer, header!.data.byteOffset, 13)
    expect([fields.getUint32(0), fields.getUint32(4), ...header!.data.subarray(8)]).toEqual([3, 2, 8, 3, 0, 0, 0])
    expect([plte!.type, ...plte!.data]).toEqual(['PLTE', 248, 249, 250, 242, 194, 0])
    expect(idat!.type).toBe('IDAT')
    expect([...(await inflate(idat!.data))]).toEqual([0, 0, 1, 1, 0, 1, 0, 0])
    // Every PNG's end chunk carries the same checksum, which the format's specification gives.
    expect([end!.type, end!.data.length, end!.crc]).toEqual(['IEND', 0, 0xae426082])
  })

  it('refuses a palette or pixels that do not fit', async () => {
    await expect(encodeIndexedPng(1, 1, [], new Uint8Array(1))).rejects.toThrow(RangeError)
    await expect(encodeIndexedPng(2, 2, [[0, 0, 0]], new Uint8Array(3))).rejects.toThrow(RangeError)
  })
})
