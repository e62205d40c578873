/**
 * Issue 26 point 4: the first card of a list above the fold is the page's likely largest picture
 * (LCP on listings, search and the home page's first rail), so it is fetched at once with high
 * priority; its neighbours above the fold at once; the rest lazily. Each picture says the width it
 * is shown at (`sizes`) and offers candidates by width for it.
 */
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEFAULT_STORE } from '../../../shared/constants/stores'
import { translator } from '../../../shared/messages/translate'
import type { ProductCardView } from '../../../shared/views/listing-view'
import { ProductGrid } from './product-grid'

function card(n: number): ProductCardView {
  return {
    sku: `SKU-${n}`,
    name: `Cartridge ${n}`,
    path: `/cartridge-${n}.html`,
    image: { url: `https://shop.test/img/product/cartridge-${n}.svg`, alt: '' },
    yieldText: null,
    perPageMinor: null,
    price: { incl: 1200, excl: 1000 },
    wasIncl: null,
    inStock: true,
    onlyLeft: null,
    rating: null,
    addToCart: 'direct',
  }
}

const products = Array.from({ length: 6 }, (_, i) => card(i + 1))
const pictures = (container: HTMLElement) => [...container.querySelectorAll('img')]

describe('a product grid above the fold', () => {
  it('fetches the first picture with high priority, the next three at once and the rest lazily', () => {
    const { container } = render(<ProductGrid store={DEFAULT_STORE} t={translator('en_GB')} products={products} listName="Ink" />)
    const images = pictures(container)
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null, null])
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy'])
  })

  it('says the width a card picture is shown at, with candidates by width for it', () => {
    const [first] = pictures(render(<ProductGrid store={DEFAULT_STORE} t={translator('en_GB')} products={products} listName="Ink" />).container)
    expect(first!.getAttribute('sizes')).toBe('(max-width: 767px) 151px, 216px')
    expect(first!.getAttribute('srcset')).toBe(
      ['151w', '216w', '302w', '432w'].map((w, i) => `https://shop.test/img/product/cartridge-1.svg?width=${[151, 216, 302, 432][i]}&height=${[188, 268, 376, 536][i]} ${w}`).join(', '),
    )
  })
})

describe('a product grid below the fold', () => {
  it('loads every picture lazily and asks for no priority', () => {
    const { container } = render(<ProductGrid store={DEFAULT_STORE} t={translator('en_GB')} products={products} listName="Ink" eagerCards={0} />)
    expect(pictures(container).every((image) => image.getAttribute('loading') === 'lazy' && !image.hasAttribute('fetchpriority'))).toBe(true)
  })
})
