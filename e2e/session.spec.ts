import { expect, test } from './fixtures'
import { scriptsReady } from './shell-controls'
import { mailedParameter } from './outbox'
import { BOTH_WIDTHS } from './viewports'

const PASSWORD = 'Printer-Ink-42'

test('the customer token never reaches page scripts or page HTML, and calls stay on our origin', { tag: BOTH_WIDTHS }, async ({ page, request, baseURL, consoleErrors }) => {
  const email = `session-${test.info().project.name}-${Date.now()}@example.co.uk`
  const created = await request.post('/graphql', {
    data: {
      query: 'mutation C($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
      variables: { input: { firstname: 'Grace', lastname: 'Hopper', email, password: PASSWORD } },
    },
  })
  expect((await created.json()).errors).toBeUndefined()
  const key = await mailedParameter(email, 'account_confirmation', 'key')
  await page.goto(`/customer/account/confirm/?email=${encodeURIComponent(email)}&key=${encodeURIComponent(key)}`)
  await expect(page).toHaveURL(/\/customer\/account\/login$/)
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for confirming' })).toHaveText('Thank you for confirming your account. You can sign in now.')

  const requested: string[] = []
  page.on('request', (r) => requested.push(r.url()))

  // Sign in as the shop's pages do: the operation name and variables to the named-operation API.
  const signIn = await page.evaluate(async (credentials) => {
    const response = await fetch('/api/magento/generateCustomerToken', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ variables: credentials }),
    })
    return { status: response.status, body: await response.text() }
  }, { email, password: PASSWORD })
  expect(signIn.status).toBe(200)

  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'customer')
  expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
  expect(token!.value.length).toBeGreaterThan(20)
  expect(signIn.body).not.toContain(token!.value)
  expect(await page.evaluate(() => document.cookie)).not.toContain(token!.value)

  await page.goto('/customer')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account')
  await expect(page.getByRole('main').getByText('Hi Grace')).toBeVisible()
  if (test.info().project.name === 'mobile') {
    // Below 1024 px the header's account menu gives way to the mobile nav's Account tab.
    // The mobile nav hydrates on this first tap and then opens the tab (early-clicks.ts).
    await scriptsReady(page)
    await page.locator('button[aria-controls="mobile-nav-account"]').click()
    await expect(page.locator('#mobile-nav-account').getByRole('button', { name: 'Sign out' })).toBeVisible()
  } else {
    await expect(page.getByRole('button', { name: 'Hi Grace' })).toBeVisible()
  }
  expect(await page.content()).not.toContain(token!.value)

  // The browser's own GraphQL read carries no token; the worker adds it from the cookie.
  const me = await page.evaluate(async () => {
    const response = await fetch(`/graphql?query=${encodeURIComponent('{ customer { email } }')}`)
    return (await response.json()) as { data: { customer: { email: string } } }
  })
  expect(me.data.customer.email).toBe(email)

  const origin = new URL(baseURL!).origin
  expect(requested.length).toBeGreaterThan(0)
  for (const url of requested) expect(new URL(url).origin, url).toBe(origin)
  const dataCalls = requested.map((url) => new URL(url).pathname).filter((path) => /graphql|magento/i.test(path))
  for (const path of dataCalls) expect(path, path).toMatch(/^\/(graphql|api\/magento\/[A-Za-z]+)$/)
  expect(consoleErrors).toEqual([])

  // The shop's sign-out address, opened as a link, only asks; its button ends the session and says so.
  await page.goto('/customer/account/logout/')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign out' })).toBeVisible()
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'customer')).toBeDefined()
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(`${origin}/`)
  await expect(page.getByRole('status').filter({ hasText: 'signed out' })).toHaveText('You have been signed out.')
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'customer')).toBeUndefined()
  await page.goto('/customer')
  await expect(page).toHaveURL(`${origin}/`)
})
