/**
 * The page's analytics data layer as the tag manager reads it (`window.dataLayer`), shared by the
 * browser tests of the events (GA4's e-commerce shape: client/platform/analytics.ts).
 */
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

export type Ga4Item = { item_id: string; item_name: string; price: number; quantity: number; [key: string]: unknown }
export type DataLayerEntry = {
  event?: string
  method?: string
  ecommerce?: { currency?: string; value?: number; items?: Ga4Item[]; transaction_id?: string; shipping_tier?: string; payment_type?: string; item_list_name?: string; [key: string]: unknown } | null
}

/** The entries with an event, in the order they were pushed. */
export const dataLayer = (page: Page): Promise<DataLayerEntry[]> =>
  page.evaluate(() => ((window as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).filter((entry) => 'event' in entry))

export const dataLayerEvents = async (page: Page): Promise<string[]> => (await dataLayer(page)).map((entry) => entry.event ?? '')

/** The one entry of `event`, failing when there is none or more than one. */
export async function onlyEntry(page: Page, event: string): Promise<DataLayerEntry> {
  const entries = (await dataLayer(page)).filter((entry) => entry.event === event)
  expect(entries, `${event} once`).toHaveLength(1)
  return entries[0]!
}

/** GA4's e-commerce shape: the currency, a value, and each item with id, name, price and quantity. */
export function expectEcommerce(entry: DataLayerEntry, currency = 'GBP', { valued = true } = {}): Ga4Item[] {
  const ecommerce = entry.ecommerce!
  expect(ecommerce.currency).toBe(currency)
  if (valued) expect(ecommerce.value).toBeGreaterThan(0)
  expect(ecommerce.items!.length).toBeGreaterThan(0)
  for (const item of ecommerce.items!) {
    expect(item.item_id).toMatch(/\S/)
    expect(item.item_name).toMatch(/\S/)
    expect(item.price).toBeGreaterThan(0)
    expect(Number.isInteger(item.quantity) && item.quantity >= 1).toBe(true)
  }
  return ecommerce.items!
}

/**
 * Keeps the page's data layer when the page is left: a step into the checkout's payment pages is a
 * full page load (PCI DSS 4.0 6.4.3), so what the page before sent is read back afterwards.
 */
export const keepDataLayerWhenLeft = (page: Page): Promise<void> =>
  page.evaluate(() => {
    addEventListener('pagehide', () => sessionStorage.setItem('e2e:left-data-layer', JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer ?? [])))
  })

export const leftDataLayerEvents = (page: Page): Promise<string[]> =>
  page.evaluate(() => (JSON.parse(sessionStorage.getItem('e2e:left-data-layer') ?? '[]') as { event?: string }[]).flatMap((entry) => (entry.event ? [entry.event] : [])))

/** Scripts of the page from another origin than the shop's (the tag manager, the help chat). */
export const foreignScripts = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...document.scripts].map((script) => script.src).filter((src) => src !== '' && new URL(src).origin !== location.origin))
