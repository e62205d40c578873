import { describe, expect, it } from 'vitest'
import { withReturn } from './with-return'

describe('withReturn', () => {
  it('adds the page to come back to, encoded so its own query survives', () => {
    expect(withReturn('/customer/account/create', '/search?q=hp 305&p=2')).toBe('/customer/account/create?return=%2Fsearch%3Fq%3Dhp%20305%26p%3D2')
  })

  it('leaves the address alone when there is nowhere to come back to', () => {
    expect(withReturn('/customer/account/create', null)).toBe('/customer/account/create')
    expect(withReturn('/customer/account/create', '')).toBe('/customer/account/create')
  })
})
