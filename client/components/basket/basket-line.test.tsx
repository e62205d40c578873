/**
 * Issue 26 point 4: on a phone the first basket line's picture is in the first screen and often
 * the page's largest element (LCP): it loads at once with high priority; later lines lazily.
 */
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEFAULT_STORE } from '../../../shared/constants/stores'
import { translator } from '../../../shared/messages/translate'
import { BasketLine } from './basket-line'
import type { BasketLineView } from '../../../shared/views/basket-view'

const line: BasketLineView = {
  uid: 'line-1',
  sku: 'HP-963-BK',
  name: 'HP 963 black',
  path: '/hp-963-black.html',
  imageUrl: 'https://shop.test/img/product/hp-963.svg',
  quantity: 1,
  options: [],
  unitPrice: { incl: 2399, excl: 1999 },
  rowTotal: { incl: 2399, excl: 1999 },
  error: null,
}

const picture = (first: boolean) => render(<ul><BasketLine store={DEFAULT_STORE} t={translator('en_GB')} line={line} first={first} /></ul>).container.querySelector('img')!

describe('a basket line picture', () => {
  it('of the first line loads at once with high priority', () => {
    const image = picture(true)
    expect(image.getAttribute('loading')).toBe('eager')
    expect(image.getAttribute('fetchpriority')).toBe('high')
  })

  it('of a later line loads lazily', () => {
    const image = picture(false)
    expect(image.getAttribute('loading')).toBe('lazy')
    expect(image.hasAttribute('fetchpriority')).toBe(false)
  })
})
