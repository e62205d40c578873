import { expect, test } from './fixtures'

/** An in-stock genuine cartridge, dispatched by the store's rules (no lead time of its own). */
const GENUINE = '/hp-963-yellow-ink-cartridge-3ja25ae.html'

/** A date as the page writes it: weekday, day and month, and the year only when it is not this one. */
const EN_DATE = String.raw`[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+(?: \d{4})?`
const DE_DATE = String.raw`[A-Z][a-z]+tag, \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+(?: \d{4})?`

// SPEC §4 "Delivery message": the server words it for London's time now, so the test accepts each
// of the spec's sentences (the situations themselves are fixed-clock tests in
// worker/routes/product-delivery.test.ts) and checks the page shows exactly one of them.
test.describe('the product page’s delivery message', () => {
  test('is one of SPEC §4’s sentences, in English', async ({ page, consoleErrors }) => {
    await page.goto(GENUINE)
    const sentence = new RegExp(String.raw`Order now for dispatch (?:tomorrow|on ${EN_DATE}(?: when you order before \d{2}:\d{2})?)$`)
    await expect(page.getByText(sentence)).toHaveCount(1)
    await expect(page.getByText(/for dispatch today/)).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })

  test('is one of SPEC §4’s sentences, in German under /de/', async ({ page, consoleErrors }) => {
    await page.goto(`/de${GENUINE}`)
    const sentence = new RegExp(String.raw`Jetzt bestellen, Versand (?:morgen|am ${DE_DATE}(?: bei Bestellung vor \d{2}:\d{2} Uhr)?)$`)
    await expect(page.getByText(sentence)).toHaveCount(1)
    expect(consoleErrors).toEqual([])
  })
})
