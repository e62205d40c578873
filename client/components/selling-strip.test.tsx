import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { TRUST_REVIEWS_URL } from '../../shared/constants/external-links'
import { DEFAULT_STORE, GERMAN_STORE, type StoreView } from '../../shared/constants/stores'
import { translator } from '../../shared/messages/translate'
import type { ShellContent } from './page-props'
import { SellingStrip } from './selling-strip'

const CHRISTMAS_ON = { christmasEnabled: true, showChristmasDelivery: true, deliveryDateAfterChristmas: '2026-12-29' }

function strip(store: StoreView, shell: Pick<ShellContent, 'deliveryNotice' | 'christmas' | 'today'> = {}): HTMLUListElement {
  const host = document.createElement('div')
  host.innerHTML = renderToString(<SellingStrip store={store} t={translator(store.locale)} {...shell} />)
  return host.querySelector('ul')!
}

const items = (list: HTMLUListElement) => [...list.querySelectorAll('li')].map((li) => li.textContent)

describe('SellingStrip', () => {
  it('promises free delivery over £30 by default', () => {
    expect(items(strip(DEFAULT_STORE))[0]).toBe('Free next-day delivery on orders over £30')
  })

  it('shows the Christmas message, with the date in the store’s language, when the shipment config asks', () => {
    expect(items(strip(DEFAULT_STORE, { christmas: CHRISTMAS_ON, today: '2026-12-01' }))[0]).toBe('Christmas orders: deliveries resume on Tuesday 29 December')
    expect(items(strip(GERMAN_STORE, { christmas: CHRISTMAS_ON, today: '2026-12-01' }))[0]).toBe('Weihnachtsbestellungen: Wir liefern wieder ab Dienstag, 29. Dezember')
  })

  it('writes the year of a resume date outside the current one', () => {
    const january = { ...CHRISTMAS_ON, deliveryDateAfterChristmas: '2027-01-04' }
    expect(items(strip(DEFAULT_STORE, { christmas: january, today: '2026-12-01' }))[0]).toBe('Christmas orders: deliveries resume on Monday 4 January 2027')
    expect(items(strip(GERMAN_STORE, { christmas: january, today: '2026-12-01' }))[0]).toBe('Weihnachtsbestellungen: Wir liefern wieder ab Montag, 4. Januar 2027')
  })

  it('lets the delivery_replacement_header block win over the Christmas message', () => {
    expect(items(strip(DEFAULT_STORE, { deliveryNotice: 'Closed on Boxing Day', christmas: CHRISTMAS_ON }))[0]).toBe('Closed on Boxing Day')
  })

  it('links the trust rating to the review site and the guarantee to its page in the store', () => {
    const links = [...strip(GERMAN_STORE).querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])
    expect(links).toEqual([
      ['Von unseren Kunden mit 4,9 von 5 bewertet', TRUST_REVIEWS_URL],
      ['Tiefstpreisgarantie online', '/de/lowprice.html'],
    ])
  })
})
