import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { pageReady } from './shell-controls'
import { mailedBodies } from './outbox'

const THANKS = 'Thanks for contacting us with your comments and questions. We’ll respond to you very soon.'
const main = (page: Page) => page.locator('main')
const marker = (name: string) => `${name}-${test.info().project.name}-${Date.now().toString(36)}`

async function fillContactForm(page: Page, comment: string) {
  await main(page).getByLabel('Name').fill('Grace Hopper')
  await main(page).getByLabel('Email address').fill('grace@example.co.uk')
  await main(page).getByLabel('Telephone').fill('0113 496 0000')
  await main(page).getByLabel('What’s on your mind?').fill(comment)
  await main(page).getByRole('button', { name: 'Send message' }).click()
}

test('with JavaScript, the contact form is sent in place and the message reaches customer services', async ({ page, consoleErrors }) => {
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Customer service' }).getByRole('link', { name: 'Contact', exact: true }).click()
  await expect(page).toHaveURL('/contact.html')
  await pageReady(page)
  await expectNoAxeViolations(page)

  await main(page).getByRole('button', { name: 'Send message' }).click()
  await expect(main(page).getByLabel('Name')).toHaveAccessibleDescription('This field is required')
  const comment = marker('scripted')
  await fillContactForm(page, `Do you deliver to Jersey? ${comment}`)
  await expect(main(page)).toContainText(THANKS)
  await expect(main(page).getByLabel('Name')).toHaveValue('')
  expect(await mailedBodies('contact', comment)).toEqual([`From: Grace Hopper <grace@example.co.uk>\nTelephone: 0113 496 0000\n\nDo you deliver to Jersey? ${comment}`])
  // The refused first try answered 400 on purpose, which the browser logs; nothing else may.
  expect(consoleErrors.filter((error) => !error.startsWith('Failed to load resource: the server responded with a status of 400'))).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the contact form posts, says what to fix, and thanks the shopper', async ({ page }) => {
    await page.goto('/ContactUs')
    await main(page).getByLabel('Email address').fill('not-an-address')
    await main(page).getByRole('button', { name: 'Send message' }).click()
    await expect(main(page).getByLabel('Email address')).toHaveAccessibleDescription('The email field must be a valid email')
    await expect(main(page).getByLabel('Email address')).toHaveValue('not-an-address')
    const comment = marker('plain')
    await fillContactForm(page, `Invoice copy please ${comment}`)
    await expect(page).toHaveURL('/contact.html')
    await expect(main(page)).toContainText(THANKS)
    expect(await mailedBodies('contact', comment)).toHaveLength(1)
  })
})
