import { describe, expect, it, vi } from 'vitest'
import { keptDrawing } from './drawn-pictures'

describe('drawn pictures', () => {
  it('are drawn once per key and kept', async () => {
    const draw = vi.fn(async () => new Uint8Array([1, 2, 3]))
    const first = await keptDrawing('["test","a"]', draw)
    expect(await keptDrawing('["test","a"]', draw)).toBe(first)
    await keptDrawing('["test","b"]', draw)
    expect(draw).toHaveBeenCalledTimes(2)
  })
})
