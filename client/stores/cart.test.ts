import { describe, expect, it } from 'vitest'
import { subscribe } from 'valtio/vanilla'
import { cart, resetCart, setCartTotalQuantity } from './cart'

describe('cart store', () => {
  it('starts with an unknown count', () => {
    resetCart()
    expect(cart.totalQuantity).toBeNull()
  })

  it('treats a missing total quantity as 0 and notifies subscribers', async () => {
    resetCart()
    const seen: (number | null)[] = []
    const stop = subscribe(cart, () => seen.push(cart.totalQuantity))
    setCartTotalQuantity(undefined)
    await Promise.resolve()
    expect(cart.totalQuantity).toBe(0)
    expect(seen).toEqual([0])
    stop()
  })

  it('forgets everything on reset', () => {
    setCartTotalQuantity(4)
    cart.id = 'abc'
    resetCart()
    expect({ id: cart.id, totalQuantity: cart.totalQuantity }).toEqual({ id: null, totalQuantity: null })
  })
})
