import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { PHONE } from './viewports'

// The accessibility check every spec relies on must be able to fail: a fault planted in a real page,
// shown only at desktop width, is reported by the phone's check at the other width, by rule and node.
test('the accessibility check reports a fault seen only at the other width, and puts the page back', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => {
    // The shop's own style sheet hides it on a phone and shows it from tablet width (an inline style
    // would be refused by the page's content security policy).
    const button = document.createElement('button')
    button.id = 'planted-fault'
    button.className = 'hidden md:grid'
    document.querySelector('main')?.append(button)
  })
  expect(await axeViolations(page)).toEqual(['1280px button-name: #planted-fault'])
  expect(page.viewportSize()).toEqual(PHONE)
  await expect(page.locator('#planted-fault')).toBeHidden()
})
