import type { Page } from '@playwright/test'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { scriptsReady } from './shell-controls'
import { signedInCustomer } from './shopper'
import { BOTH_WIDTHS } from './viewports'

/** SPEC §2 Shell "Desktop navigation" and "Mobile navigation", against the seeded category tree. */

const overlay = (page: Page) => page.locator('[data-page-overlay]')

test.describe('desktop navigation', { tag: BOTH_WIDTHS }, () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the category bar shows from 1024 px')
    await page.goto('/')
    // The behaviour is bound once the bar's panels are hidden by script rather than by CSS hover.
    await page.locator('[data-desktop-menu] [data-menu-panel][hidden]').first().waitFor({ state: 'attached' })
  })

  const bar = (page: Page) => page.getByRole('navigation', { name: 'Shop by category' })
  const submenu = (page: Page, name: string) => bar(page).getByRole('list', { name })

  test('links every top-level category to its page', async ({ page }) => {
    await expect(bar(page).getByRole('link', { name: 'Ink Cartridges', exact: true })).toHaveAttribute('href', '/ink-cartridges.html')
    await expect(bar(page).getByRole('link', { name: 'Paper', exact: true })).toHaveAttribute('href', '/paper.html')
    await expect(bar(page).getByRole('link', { name: 'Printers', exact: true })).toHaveAttribute('href', '/printers.html')
  })

  test('hovering a category with children opens its submenu and the overlay; leaving the bar closes both', async ({ page, consoleErrors }) => {
    await bar(page).getByRole('link', { name: 'Ink Cartridges', exact: true }).hover()
    await expect(submenu(page, 'Ink Cartridges')).toBeVisible()
    await expect(submenu(page, 'Ink Cartridges').getByRole('link', { name: 'HP', exact: true })).toBeVisible()
    await expect(overlay(page)).toBeVisible()
    await expect(bar(page).getByRole('button', { name: 'More in Ink Cartridges' })).toHaveAttribute('aria-expanded', 'true')

    expect(await axeViolations(page)).toEqual([])

    await page.mouse.move(640, 700)
    await expect(submenu(page, 'Ink Cartridges')).toBeHidden()
    await expect(overlay(page)).toBeHidden()
    expect(consoleErrors).toEqual([])
  })

  test('Paper, Label Tape and Printers open no submenu and no overlay, and close an open one', async ({ page }) => {
    await bar(page).getByRole('link', { name: 'Toner Cartridges', exact: true }).hover()
    await expect(submenu(page, 'Toner Cartridges')).toBeVisible()
    for (const name of ['Paper', 'Label Tape', 'Printers']) {
      await bar(page).getByRole('link', { name, exact: true }).hover()
      await expect(submenu(page, 'Toner Cartridges')).toBeHidden()
      await expect(bar(page).getByRole('list', { name })).toHaveCount(0)
      await expect(bar(page).getByRole('button', { name: `More in ${name}` })).toHaveCount(0)
      await expect(overlay(page)).toBeHidden()
    }
  })

  test('clicking a submenu link goes to its category with the menu closed', async ({ page, consoleErrors }) => {
    await bar(page).getByRole('link', { name: 'Ink Cartridges', exact: true }).hover()
    await submenu(page, 'Ink Cartridges').getByRole('link', { name: 'HP', exact: true }).click()
    await expect(page).toHaveURL(/\/ink-cartridges\/hp\.html$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('HP')
    await expect(submenu(page, 'Ink Cartridges')).toBeHidden()
    await expect(overlay(page)).toBeHidden()
    expect(consoleErrors).toEqual([])
  })

  test('keyboard: the disclosure button opens the submenu, Escape closes it and returns focus', async ({ page }) => {
    const toggle = bar(page).getByRole('button', { name: 'More in Ink Cartridges' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(submenu(page, 'Ink Cartridges')).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(submenu(page, 'Ink Cartridges').getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(submenu(page, 'Ink Cartridges')).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
  })

  test('without JavaScript every submenu link is in the page and opens on hover', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.goto('/')
    await expect(submenu(page, 'Ink Cartridges')).toBeHidden()
    // In the HTML (for crawlers) though not shown until hovered.
    await expect(page.locator('[data-desktop-menu] a[href="/ink-cartridges/hp.html"]')).toHaveText('HP')
    await bar(page).getByRole('link', { name: 'Ink Cartridges', exact: true }).hover()
    await expect(submenu(page, 'Ink Cartridges').getByRole('link', { name: 'HP', exact: true })).toBeVisible()
    await context.close()
  })
})

test.describe('mobile navigation', () => {
  test.beforeEach(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the tabs show below 1024 px')
  })

  const mobileNav = (page: Page) => page.getByRole('navigation', { name: 'Shop menu' })
  const tab = (page: Page, name: string) => mobileNav(page).getByRole('button', { name, exact: true })

  async function open(page: Page, path = '/'): Promise<void> {
    await page.goto(path)
    // The mobile nav hydrates on the first tap of a tab, which it then opens (early-clicks.ts).
    await scriptsReady(page)
  }

  test('the Menu tab loads the categories once, with the overlay, and the active tab closes it', async ({ page, consoleErrors }) => {
    const menuRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/magento/categoryMenu') menuRequests.push(request.url())
    })
    await open(page)
    await expect(mobileNav(page).getByRole('link', { name: 'Basket' })).toHaveAttribute('href', '/cart')
    expect(menuRequests).toEqual([])

    await tab(page, 'Menu').click()
    await expect(tab(page, 'Menu')).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator('#mobile-nav-menu')
    await expect(panel.getByRole('link', { name: 'Ink Cartridges', exact: true })).toBeVisible()
    await expect(overlay(page)).toBeVisible()
    await expect(panel.getByRole('button', { name: 'More in Paper' })).toHaveCount(0)

    await panel.getByRole('button', { name: 'More in Ink Cartridges' }).click()
    await expect(panel.getByRole('list', { name: 'Ink Cartridges' }).getByRole('link', { name: 'HP', exact: true })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    await tab(page, 'Menu').click()
    await expect(tab(page, 'Menu')).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
    await expect(overlay(page)).toBeHidden()

    await tab(page, 'Menu').click()
    await expect(panel.getByRole('link', { name: 'Paper', exact: true })).toBeVisible()
    expect(menuRequests).toHaveLength(1)
    expect(consoleErrors).toEqual([])
  })

  test('a click on the overlay closes the Menu tab, and following a menu link closes it', async ({ page }) => {
    await open(page)
    await tab(page, 'Menu').click()
    await expect(overlay(page)).toBeVisible()
    await overlay(page).click({ position: { x: 20, y: 820 } })
    await expect(tab(page, 'Menu')).toHaveAttribute('aria-expanded', 'false')

    await tab(page, 'Menu').click()
    await page.locator('#mobile-nav-menu').getByRole('link', { name: 'Paper', exact: true }).click()
    await expect(page).toHaveURL(/\/paper\.html$/)
    await page.locator('[data-island="mobile-nav"][data-hydrated]').waitFor()
    await expect(tab(page, 'Menu')).toHaveAttribute('aria-expanded', 'false')
    await expect(overlay(page)).toBeHidden()
  })

  test('the search box is in sight from the first paint, no tab to open, and searches', async ({ page }) => {
    await open(page)
    await expect(page.getByRole('navigation', { name: 'Shop menu' }).getByRole('button', { name: 'Search' })).toHaveCount(0)
    // By label: the box becomes a combobox once its suggestions load on focus.
    const search = page.getByRole('banner').getByLabel('Search the shop', { exact: true })
    await expect(search).toBeInViewport()
    await search.fill('brother')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=brother$/)
  })

  test('the Account tab offers signing in to a guest', async ({ page }) => {
    await open(page)
    await tab(page, 'Account').click()
    await expect(tab(page, 'Account')).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('#mobile-nav-account').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/customer/account/login')
    await expect(page.locator('#mobile-nav-account').getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/customer/account/create')
    await expect(overlay(page)).toBeVisible()
    await tab(page, 'Menu').click()
    await expect(page.locator('#mobile-nav-account')).toBeHidden()
    await expect(tab(page, 'Account')).toHaveAttribute('aria-expanded', 'false')
  })

  test('the Account tab lists the account pages when signed in', async ({ page, request }) => {
    await signedInCustomer(page, request, 'Nia')
    await open(page)
    await tab(page, 'Account').click()
    const account = page.locator('#mobile-nav-account')
    await expect(account.getByRole('link', { name: 'Order history' })).toHaveAttribute('href', '/customer/order-history')
    await expect(account.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/customer')
    await expect(account.getByRole('button', { name: 'Sign out' })).toBeVisible()
  })

  test('links are store-prefixed in the German store', async ({ page }) => {
    await open(page, '/de/')
    await page.getByRole('navigation', { name: 'Shop-Menü' }).getByRole('button', { name: 'Menü', exact: true }).click()
    await expect(page.locator('#mobile-nav-menu').getByRole('link', { name: 'Papier', exact: true })).toHaveAttribute('href', '/de/paper.html')
  })
})
