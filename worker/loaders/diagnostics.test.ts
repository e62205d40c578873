import { describe, expect, it } from 'vitest'
import { clientBuildId } from './diagnostics'

describe('the build id the diagnostic page reports', () => {
  it('is the content hash of the entry’s file name, whatever characters of base64url it holds', () => {
    expect(clientBuildId('entry-CI-TMK68.js')).toBe('CI-TMK68')
    expect(clientBuildId('/assets/entry-a1B2_c3.js')).toBe('a1B2_c3')
    expect(clientBuildId('main.js')).toBe('main.js')
  })
})
