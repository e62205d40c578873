import { describe, expect, it } from 'vitest'
import { crc32, crc32Join, crc32Shift } from './crc32'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('CRC-32', () => {
  it('matches the standard check value and the empty input', () => {
    // The catalogue value of CRC-32/ISO-HDLC for "123456789".
    expect(crc32(bytes('123456789'))).toBe(0xcbf43926)
    expect(crc32(new Uint8Array())).toBe(0)
  })

  it('joins two pieces’ checksums into the checksum of both, at any split and length', () => {
    const whole = new Uint8Array(70_000).map((_, i) => (i * 2654435761) >>> 24)
    for (const split of [0, 1, 7, 1_000, 65_535, 69_999, 70_000]) {
      const a = whole.subarray(0, split)
      const b = whole.subarray(split)
      expect(crc32Join(crc32(a), crc32(b), crc32Shift(b.length)), `split at ${split}`).toBe(crc32(whole))
    }
  })
})
