import { describe, expect, it } from 'vitest'
import { PRODUCT_CARD_IMAGE } from '../constants/image-sizes'
import { imageSource } from './image-source'

describe('imageSource', () => {
  it('asks for the size and twice the size for high-density screens', () => {
    expect(imageSource('https://shop.example/img/product/hp-963.svg', PRODUCT_CARD_IMAGE)).toEqual({
      src: 'https://shop.example/img/product/hp-963.svg?width=216&height=268',
      srcSet: 'https://shop.example/img/product/hp-963.svg?width=216&height=268 1x, https://shop.example/img/product/hp-963.svg?width=432&height=536 2x',
      width: 216,
      height: 268,
    })
  })

  it('keeps the parameters a URL already has', () => {
    expect(imageSource('https://cdn.example/a.jpg?v=3', PRODUCT_CARD_IMAGE).src).toBe('https://cdn.example/a.jpg?v=3&width=216&height=268')
  })

  it('uses an unparsable URL as it is', () => {
    expect(imageSource('/img/a.svg', PRODUCT_CARD_IMAGE)).toEqual({ src: '/img/a.svg', srcSet: undefined, width: 216, height: 268 })
  })
})
