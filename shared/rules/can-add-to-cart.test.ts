import { describe, expect, it } from 'vitest'
import { canAddToCart, cartSupport, maxOrderQuantity, SUPPORTED_CART_TYPES, type CartCandidate } from './can-add-to-cart'

const simple = (overrides: Partial<CartCandidate> = {}): CartCandidate => ({ typename: 'SimpleProduct', inStock: true, quantity: 1, onlyXLeft: null, maxSaleQty: null, ...overrides })

describe('SPEC §4 add to cart supports simple, alternative, virtual, downloadable, configurable, bundle and grouped', () => {
  it('supports each of them', () => {
    for (const typename of SUPPORTED_CART_TYPES) expect(cartSupport(typename)).toEqual({ supported: true })
  })

  it('names any other type for SPEC §8 "Product Type {type} not supported in add to cart yet"', () => {
    expect(cartSupport('GiftCardProduct')).toEqual({ supported: false, type: 'GiftCardProduct' })
    expect(cartSupport('')).toEqual({ supported: false, type: '' })
  })
})

describe('the most that may be ordered: the smaller known limit', () => {
  it('takes the smaller of only_x_left_in_stock and max_sale_qty', () => {
    expect(maxOrderQuantity({ onlyXLeft: 3, maxSaleQty: 10000 })).toBe(3)
    expect(maxOrderQuantity({ onlyXLeft: 40, maxSaleQty: 25 })).toBe(25)
  })

  it('takes the one that is set, or none', () => {
    expect(maxOrderQuantity({ onlyXLeft: null, maxSaleQty: 25 })).toBe(25)
    expect(maxOrderQuantity({ onlyXLeft: 2, maxSaleQty: null })).toBe(2)
    expect(maxOrderQuantity({ onlyXLeft: null, maxSaleQty: null })).toBeNull()
  })

  it('reads a float max_sale_qty as whole items and ignores a value that is not a number', () => {
    expect(maxOrderQuantity({ onlyXLeft: null, maxSaleQty: 12.5 })).toBe(12)
    expect(maxOrderQuantity({ onlyXLeft: Number.NaN, maxSaleQty: Number.POSITIVE_INFINITY })).toBeNull()
  })
})

describe('SPEC §4 "Can add to cart"', () => {
  it('lets an in-stock simple product in with a positive quantity', () => {
    expect(canAddToCart(simple())).toEqual({ ok: true })
    expect(canAddToCart(simple({ typename: 'AlternativeProduct', quantity: 5 }))).toEqual({ ok: true })
  })

  it('refuses a type add to cart does not support', () => {
    expect(canAddToCart(simple({ typename: 'GiftCardProduct' }))).toEqual({ ok: false, reason: 'unsupported' })
  })

  it('needs a chosen variant for a configurable product, before anything else', () => {
    expect(canAddToCart(simple({ typename: 'ConfigurableProduct', inStock: false }))).toEqual({ ok: false, reason: 'chooseVariant' })
    expect(canAddToCart(simple({ typename: 'ConfigurableProduct', chosenVariant: false }))).toEqual({ ok: false, reason: 'chooseVariant' })
    expect(canAddToCart(simple({ typename: 'ConfigurableProduct', chosenVariant: true }))).toEqual({ ok: true })
  })

  it('checks the chosen variant’s stock like any product’s', () => {
    expect(canAddToCart(simple({ typename: 'ConfigurableProduct', chosenVariant: true, inStock: false }))).toEqual({ ok: false, reason: 'outOfStock' })
  })

  it('needs in-stock status for the others', () => {
    expect(canAddToCart(simple({ inStock: false }))).toEqual({ ok: false, reason: 'outOfStock' })
    expect(canAddToCart(simple({ typename: 'BundleProduct', inStock: false }))).toEqual({ ok: false, reason: 'outOfStock' })
  })

  it('refuses more than only_x_left_in_stock when it is set, and allows exactly that many', () => {
    expect(canAddToCart(simple({ onlyXLeft: 2, quantity: 3 }))).toEqual({ ok: false, reason: 'tooMany' })
    expect(canAddToCart(simple({ onlyXLeft: 2, quantity: 2 }))).toEqual({ ok: true })
  })

  it('refuses more than max_sale_qty', () => {
    expect(canAddToCart(simple({ maxSaleQty: 10, quantity: 11 }))).toEqual({ ok: false, reason: 'tooMany' })
    expect(canAddToCart(simple({ maxSaleQty: 10, quantity: 10 }))).toEqual({ ok: true })
  })

  it('needs a whole quantity above 0', () => {
    for (const quantity of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(canAddToCart(simple({ quantity })), String(quantity)).toEqual({ ok: false, reason: 'badQuantity' })
    }
  })

  it('says out of stock rather than a bad quantity when both are true', () => {
    expect(canAddToCart(simple({ inStock: false, quantity: 0 }))).toEqual({ ok: false, reason: 'outOfStock' })
  })
})
