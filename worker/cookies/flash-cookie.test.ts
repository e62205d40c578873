import { describe, expect, it } from 'vitest'
import { FLASH_MESSAGE } from '../../shared/constants/cookies'
import { flashCookieValue, MAX_FLASH_PARAM_LENGTH, readFlashCookie } from './flash-cookie'

describe('the message cookie', () => {
  it('is the bare notice when it names nothing', () => {
    expect(flashCookieValue({ message: FLASH_MESSAGE.signedOut })).toBe('signed-out')
    expect(readFlashCookie('signed-out')).toEqual({ message: 'signed-out', params: {} })
  })

  it('carries the removed product\'s name and reads it back', () => {
    const value = flashCookieValue({ message: FLASH_MESSAGE.cartRemoved, params: { name: 'HP 302 Black & Colour' } })
    expect(readFlashCookie(value)).toEqual({ message: 'cart-removed', params: { name: 'HP 302 Black & Colour' } })
  })

  it('is no notice at all for a value that is not one of ours', () => {
    for (const raw of ['', 'hello', 'cart-removed!', '?name=x', undefined, null]) expect(readFlashCookie(raw)).toBeNull()
  })

  it('keeps only the parameters a notice declares', () => {
    expect(readFlashCookie('signed-out?name=Free%20money')).toEqual({ message: 'signed-out', params: {} })
    expect(readFlashCookie('cart-removed?name=Ink&link=https%3A%2F%2Fevil.test')).toEqual({ message: 'cart-removed', params: { name: 'Ink' } })
  })

  it('drops a parameter that is blank, too long or spans lines', () => {
    expect(readFlashCookie('cart-removed?name=%20%20')?.params).toEqual({})
    expect(readFlashCookie(`cart-removed?name=${'a'.repeat(MAX_FLASH_PARAM_LENGTH + 1)}`)?.params).toEqual({})
    expect(readFlashCookie('cart-removed?name=Ink%0AClick%20here')?.params).toEqual({})
    expect(flashCookieValue({ message: FLASH_MESSAGE.cartRemoved, params: { name: 'a'.repeat(MAX_FLASH_PARAM_LENGTH + 1) } })).toBe('cart-removed')
  })
})
