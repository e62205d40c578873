import { describe, expect, it } from 'vitest'
import { PRODUCT_CARD_IMAGE, PRODUCT_CARD_IMAGE_NARROW } from '../constants/image-sizes'
import { imageSource, responsiveImageSource } from './image-source'

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

describe('responsiveImageSource', () => {
  const url = 'https://shop.example/img/product/hp-963.svg'

  it('offers every size it is shown at, at 1x and 2x, by width, with the sizes it is given', () => {
    expect(responsiveImageSource(url, PRODUCT_CARD_IMAGE, [PRODUCT_CARD_IMAGE_NARROW, PRODUCT_CARD_IMAGE], '(max-width: 767px) 151px, 216px')).toEqual({
      src: `${url}?width=216&height=268`,
      srcSet: [`${url}?width=151&height=188 151w`, `${url}?width=216&height=268 216w`, `${url}?width=302&height=376 302w`, `${url}?width=432&height=536 432w`].join(', '),
      sizes: '(max-width: 767px) 151px, 216px',
      width: 216,
      height: 268,
    })
  })

  it('uses an unparsable URL as it is, without candidates to choose by sizes', () => {
    expect(responsiveImageSource('/img/a.svg', PRODUCT_CARD_IMAGE, [PRODUCT_CARD_IMAGE], '216px')).toEqual({ src: '/img/a.svg', srcSet: undefined, sizes: undefined, width: 216, height: 268 })
  })
})
