import { describe, expect, it } from 'vitest'
import { categoryIdFromUid, categoryUid } from './category-uid'

describe('category uids', () => {
  it('are base64 ids, both ways', () => {
    expect(categoryUid(207040)).toBe('MjA3MDQw')
    expect(categoryIdFromUid('MjA3MDQw')).toBe(207040)
  })

  it('refuse what is not an id', () => {
    for (const bad of ['', 'not base64!', btoa('0'), btoa('-1'), btoa('12a'), btoa('99999999999')]) expect(categoryIdFromUid(bad), bad).toBeNull()
  })
})
