import { describe, expect, it } from 'vitest'
import { sameBytes, sameText } from './constant-time'

describe('constant-time comparison', () => {
  it('tells equal from different secrets', () => {
    expect(sameBytes(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true)
    expect(sameBytes(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false)
    expect(sameText('a3f0', 'a3f0')).toBe(true)
    expect(sameText('a3f0', 'a3f1')).toBe(false)
  })

  it('answers false for different lengths instead of throwing', () => {
    expect(sameBytes(new Uint8Array([1, 2]), new Uint8Array([1, 2, 3]))).toBe(false)
    expect(sameText('', 'a3f0')).toBe(false)
  })
})
