import { describe, expect, it } from 'vitest'
import { isBuildStale } from './build-freshness.mjs'

describe('whether the audit must build the client first', () => {
  it('builds when there is no build', () => {
    expect(isBuildStale(null, [1000])).toBe(true)
  })

  it('builds when a source changed after the build', () => {
    expect(isBuildStale(2000, [1000, 2500])).toBe(true)
  })

  it('reuses a build newer than every source', () => {
    expect(isBuildStale(3000, [1000, 2500])).toBe(false)
  })
})
