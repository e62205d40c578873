import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CUSTOMER_SERVICE_PHONE, HELP_CENTRE_URL } from '../../shared/constants/customer-service'
import { DEFAULT_STORE, GERMAN_STORE, type StoreView } from '../../shared/constants/stores'
import { translator } from '../../shared/messages/translate'
import { TopBar } from './top-bar'

/** Each link as [accessible text, href]; the icons are hidden from assistive technology. */
function links(store: StoreView): [string, string][] {
  const host = document.createElement('div')
  host.innerHTML = renderToString(<TopBar store={store} t={translator(store.locale)} />)
  expect([...host.querySelectorAll('svg')].every((svg) => svg.getAttribute('aria-hidden') === 'true')).toBe(true)
  return [...host.querySelectorAll('nav a')].map((a) => [[...a.querySelectorAll('span')].map((s) => s.textContent).join(' '), a.getAttribute('href') ?? ''])
}

describe('TopBar', () => {
  it('links the phone number to the contact page, then quick reorder, help and contact', () => {
    expect(links(DEFAULT_STORE)).toEqual([
      [`Call us ${CUSTOMER_SERVICE_PHONE}`, '/contact.html'],
      ['Quick reorder', '/customer/quick-reorder'],
      ['Help', HELP_CENTRE_URL],
      ['Contact', '/contact.html'],
    ])
  })

  it('keeps the German store’s links inside /de/', () => {
    expect(links(GERMAN_STORE).map(([, href]) => href)).toEqual(['/de/contact.html', '/de/customer/quick-reorder', HELP_CENTRE_URL, '/de/contact.html'])
  })
})
