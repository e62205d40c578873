import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it } from 'vitest'
import { HELP_CENTRE_URL } from '../../shared/constants/customer-service'
import { BUSINESS_ACCOUNT_URL, RESOURCES_URL } from '../../shared/constants/external-links'
import { DEFAULT_STORE, GERMAN_STORE, type StoreView } from '../../shared/constants/stores'
import { translator } from '../../shared/messages/translate'
import { Footer } from './footer'
import type { ShellContent } from './page-props'

function render(store: StoreView, shell?: ShellContent): void {
  document.body.innerHTML = renderToString(<Footer store={store} t={translator(store.locale)} year={2026} shell={shell} />)
}

/** Each column's heading and its links as [text, href]. */
function columns(): Record<string, [string, string][]> {
  return Object.fromEntries(
    [...document.querySelectorAll('details[data-footer-column]')].map((column) => [
      column.querySelector('summary h2')!.textContent,
      [...column.querySelectorAll('a')].map((a) => [a.textContent ?? '', a.getAttribute('href') ?? '']),
    ]),
  )
}

beforeEach(() => {
  document.body.innerHTML = ''
})

describe('Footer', () => {
  it('has the four columns of SPEC §2 with their links', () => {
    render(DEFAULT_STORE)
    expect(columns()).toEqual({
      'Customer services': [
        ['Account', '/customer/account/login'],
        ['Help', HELP_CENTRE_URL],
        ['Delivery', '/free-delivery.html'],
        ['Returns', '/customer/returns'],
        ['Contact us', '/contact.html'],
      ],
      'Company info': [
        ['About us', '/aboutus.html'],
        ['Recycling', '/recycling.html'],
        ['Resources', RESOURCES_URL],
      ],
      'Our guarantees': [
        ['100% satisfaction', '/moneyback.html'],
        ['Lowest online price', '/lowprice.html'],
      ],
      Payment: [
        ['Open a business account', BUSINESS_ACCOUNT_URL],
        ['Schools and local authorities', '/schools-and-local-authorities.html'],
      ],
    })
  })

  it('prefixes the German store’s own pages, not the external ones', () => {
    render(GERMAN_STORE)
    const links = Object.values(columns()).flat()
    expect(links).toContainEqual(['Lieferung', '/de/free-delivery.html'])
    expect(links).toContainEqual(['Rücksendungen', '/de/customer/returns'])
    expect(links).toContainEqual(['Hilfe', HELP_CENTRE_URL])
  })

  it('offers the newsletter as a modal, falling back to the newsletter page', () => {
    render(GERMAN_STORE)
    const signUp = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Newsletter abonnieren')!
    // Issue 25: a page guests can use, not the account's (which sends them home).
    expect(signUp.getAttribute('href')).toBe('/de/newsletter')
    expect(signUp.dataset.modalOpen).toBe('newsletter')
  })

  it('shows the payments block as markup under its heading, and nothing when there is none', () => {
    render(DEFAULT_STORE, { paymentsHtml: '<p>We accept:</p><ul><li>Visa</li><li>PayPal</li></ul>' })
    const area = document.querySelector('section[aria-labelledby="footer-payments"]')!
    expect(area.querySelector('h2')?.textContent).toBe('Ways to pay')
    expect([...area.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Visa', 'PayPal'])
    render(DEFAULT_STORE, { paymentsHtml: null })
    expect(document.querySelector('section[aria-labelledby="footer-payments"]')).toBeNull()
  })

  it('names the UKCA and CE marks and writes out the WEEE registration', () => {
    render(DEFAULT_STORE)
    const marks = document.querySelector('ul[aria-label="Product marks and registrations"]')!
    expect([...marks.querySelectorAll('svg[role="img"]')].map((svg) => svg.getAttribute('aria-label'))).toEqual(['UKCA marked', 'CE marked'])
    expect(marks.textContent).toMatch(/^WEEE registered producer: WEE\/[A-Z]{2}\d{4}[A-Z]{2}$/)
  })

  it('keeps the copyright and VAT lines', () => {
    render(DEFAULT_STORE)
    expect(document.body.textContent).toContain('© 2026 Cartridge Corner. All prices in GBP.')
    expect(document.body.textContent).toContain('Prices are shown with VAT at 20% unless marked ex. VAT.')
  })
})
