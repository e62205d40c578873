/**
 * The sign-in, registration and password pages without JavaScript (issue 17 points 1 to 3): each form
 * posts, a good post answers 303 onwards with a notice, a refused one shows the page again with what
 * was typed (never a password) and the message of SPEC §5 or §8.
 */
import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PASSWORD, mailedKey, signedInCustomer } from '../../test/customers'
import { graphqlAs } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'
const SIGN_IN_FAILED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.'

function setCookies(response: Response): Record<string, string> {
  return Object.fromEntries(
    response.headers.getSetCookie().map((cookie) => {
      const pair = cookie.split(';')[0]!
      const at = pair.indexOf('=')
      return [pair.slice(0, at), pair.slice(at + 1)]
    }),
  )
}

const get = (path: string, cookie = '') => SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual', headers: { Cookie: cookie } })

function post(path: string, fields: Record<string, string>, cookie = '', origin = ORIGIN) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, Cookie: cookie },
    body: new URLSearchParams(fields).toString(),
  })
}

/** The message shown next to a field (the id TextField gives it). */
const fieldMessage = (html: string, name: string) => new RegExp(`id="field-${name}-error"[^>]*>([^<]+)<`).exec(html)?.[1] ?? null

beforeAll(() => seedCatalogue())

describe('signing in', () => {
  it('shows the form to guests and sends a signed-in customer to the account', async () => {
    const html = await (await get('/customer/account/login?return=%2Fcheckout%2Fuser-account')).text()
    expect(html).toContain('action="/customer/account/login"')
    expect(html).toContain('name="return" value="/checkout/user-account"')
    expect(html).toMatch(/autocomplete="current-password"/i)
    const token = await signedInCustomer('entry.already@example.co.uk')
    expect((await get('/customer/account/login', `customer=${token}`)).headers.get('location')).toBe('/customer')
  })

  it('asks for both fields, and refuses a wrong password with SPEC §8’s words, keeping the e-mail', async () => {
    const empty = await post('/customer/account/login', {})
    expect(empty.status).toBe(400)
    const emptyHtml = await empty.text()
    expect(fieldMessage(emptyHtml, 'email')).toBe('This field is required')
    expect(fieldMessage(emptyHtml, 'password')).toBe('This field is required')
    expect(setCookies(empty).analytics_event).toBeUndefined()
    expect(fieldMessage(await (await post('/customer/account/login', { email: 'not-an-address', password: 'x' })).text(), 'email')).toBe('The email field must be a valid email')

    await signedInCustomer('entry.wrong@example.co.uk')
    const wrong = await post('/customer/account/login', { email: 'entry.wrong@example.co.uk', password: 'not-the-password' })
    expect(wrong.status).toBe(400)
    const html = await wrong.text()
    expect(html).toContain(SIGN_IN_FAILED)
    expect(html).toContain('value="entry.wrong@example.co.uk"')
    expect(html).not.toContain('not-the-password')
    expect(setCookies(wrong).customer).toBeUndefined()
    expect(setCookies(wrong).analytics_event).toBeUndefined()
  })

  it('signs in: the token in an httpOnly cookie, the guest basket brought along, on to where the shopper was going', async () => {
    await signedInCustomer('entry.ok@example.co.uk')
    const sku = (await env.DB.prepare("SELECT sku FROM products WHERE type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 10 ORDER BY id LIMIT 1").first<{ sku: string }>())!.sku
    const guestCart = setCookies(await post('/checkout/cart/add', { sku, quantity: '2' })).cart!
    const response = await post('/customer/account/login', { email: 'entry.ok@example.co.uk', password: DEFAULT_PASSWORD, return: '/checkout/user-account' }, `cart=${guestCart}`)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/checkout/user-account')
    expect(response.headers.getSetCookie().find((c) => c.startsWith('customer='))).toMatch(/HttpOnly/)
    const jar = setCookies(response)
    expect(jar.message).toBe('signed-in')
    // GA4 login, for the script of the page the shopper lands on; page scripts must read it.
    expect(jar.analytics_event).toBe('login')
    expect(response.headers.getSetCookie().find((c) => c.startsWith('analytics_event='))).not.toMatch(/HttpOnly/)
    const cart = await graphqlAs<{ customerCart: { id: string; total_quantity: number } }>(jar.customer!, '{ customerCart { id total_quantity } }')
    expect(cart.data?.customerCart).toEqual({ id: jar.cart, total_quantity: 2 })
  })

  it('brings along the guest basket of each store view, each into the customer cart of its own', async () => {
    await signedInCustomer('entry.two-stores@example.co.uk')
    const sku = (await env.DB.prepare("SELECT sku FROM products WHERE type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 10 ORDER BY id LIMIT 1").first<{ sku: string }>())!.sku
    const english = setCookies(await post('/checkout/cart/add', { sku, quantity: '2' })).cart!
    const german = setCookies(await post('/de/checkout/cart/add', { sku, quantity: '3' })).cart_de!
    const response = await post('/de/customer/account/login', { email: 'entry.two-stores@example.co.uk', password: DEFAULT_PASSWORD }, `cart=${english}; cart_de=${german}`)
    const jar = setCookies(response)
    const customerCart = async (store: string) =>
      (await graphqlAs<{ customerCart: { id: string; total_quantity: number } }>(jar.customer!, '{ customerCart { id total_quantity } }', undefined, store)).data?.customerCart
    expect(await customerCart('de')).toEqual({ id: jar.cart_de, total_quantity: 3 })
    expect(await customerCart('default')).toEqual({ id: jar.cart, total_quantity: 2 })
  })

  it('never follows a return address to another site', async () => {
    await signedInCustomer('entry.return@example.co.uk')
    for (const target of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      const response = await post('/customer/account/login', { email: 'entry.return@example.co.uk', password: DEFAULT_PASSWORD, return: target })
      expect(response.headers.get('location')).toBe('/customer')
    }
  })

  it('refuses forms posted from another site', async () => {
    for (const path of ['/customer/account/login', '/customer/account/create', '/customer/account/forgotpassword', '/customer/account/createpassword']) {
      expect((await post(path, { email: 'a@example.co.uk' }, '', 'https://evil.example')).status).toBe(403)
    }
  })
})

describe('registering', () => {
  const person = { firstname: 'Ada', lastname: 'Lovelace', email: 'entry.new@example.co.uk', password: 'Engine-1843', confirmPassword: 'Engine-1843' }

  it('says what to fix field by field, keeping what was typed but never the password', async () => {
    const response = await post('/customer/account/create', { ...person, firstname: '', email: 'ada', password: 'short', confirmPassword: 'short' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(fieldMessage(html, 'firstname')).toBe('This field is required')
    expect(fieldMessage(html, 'email')).toBe('The email field must be a valid email')
    expect(fieldMessage(html, 'password')).toBe('Use at least 8 characters, with a letter and a number or a special character.')
    expect(html).toContain('value="Lovelace"')
    expect(html).not.toContain('short"')
    const differ = await (await post('/customer/account/create', { ...person, confirmPassword: 'Engine-1844' })).text()
    expect(fieldMessage(differ, 'confirmPassword')).toBe('The passwords do not match.')
  })

  it('creates the account and asks for the confirmation the e-mail carries; the link then lets the customer in', async () => {
    const response = await post('/customer/account/create', { ...person, newsletter: 'on' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/customer/account/login')
    expect(setCookies(response).message).toBe('confirm-account')
    expect(setCookies(response).analytics_event).toBe('sign_up')
    const notice = await (await get('/customer/account/login', 'message=confirm-account')).text()
    expect(notice).toContain('You must confirm your account. Please check your email for the confirmation link.')

    const key = await mailedKey(person.email, 'account_confirmation', 'key')
    expect((await get(`/customer/account/confirm?email=${encodeURIComponent(person.email)}&key=${encodeURIComponent(key)}`)).status).toBe(302)
    const signIn = await post('/customer/account/login', { email: person.email, password: person.password })
    expect(signIn.headers.get('location')).toBe('/customer')
    const me = await graphqlAs<{ customer: { firstname: string; is_subscribed: boolean } }>(setCookies(signIn).customer!, '{ customer { firstname is_subscribed } }')
    expect(me.data?.customer).toEqual({ firstname: 'Ada', is_subscribed: true })
  })

  it('keeps the page registration started from, through a refused form, to the sign-in page, and never to another site', async () => {
    const page = await (await get('/customer/account/create?return=%2Fcart')).text()
    expect(page).toContain('name="return" value="/cart"')
    expect(page).toContain('href="/customer/account/login?return=%2Fcart"')
    const refused = await (await post('/customer/account/create', { ...person, firstname: '', return: '/cart' })).text()
    expect(refused).toContain('name="return" value="/cart"')
    const created = await post('/customer/account/create', { ...person, email: 'entry.back@example.co.uk', return: '/cart' })
    expect(created.headers.get('location')).toBe('/customer/account/login?return=%2Fcart')
    const signInPage = await (await get('/customer/account/login?return=%2Fcart')).text()
    expect(signInPage).toContain('href="/customer/account/create?return=%2Fcart"')
    const elsewhere = await (await get('/customer/account/create?return=%2F%2Fevil.example')).text()
    expect(elsewhere).not.toContain('name="return"')
    expect(elsewhere).toContain('href="/customer/account/login"')
  })

  it('says so when the address already has an account', async () => {
    await signedInCustomer('entry.taken@example.co.uk')
    const response = await post('/customer/account/create', { ...person, email: 'entry.taken@example.co.uk' })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('A customer with the same email address already exists in an associated website.')
  })
})

describe('a forgotten password', () => {
  it('sends the link to an account’s address, and answers an unknown address the same way, sending nothing', async () => {
    await signedInCustomer('entry.forgot@example.co.uk')
    const sent = await post('/customer/account/forgotpassword', { email: 'entry.forgot@example.co.uk' })
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toBe('/customer/account/login')
    expect(setCookies(sent).message).toBe('reset-requested')
    expect(await mailedKey('entry.forgot@example.co.uk', 'password_reset', 'token')).toMatch(/^[A-Za-z0-9_-]+$/)

    // Nothing on the page says whether an address has an account.
    const unknown = await post('/customer/account/forgotpassword', { email: 'nobody.here@example.co.uk' })
    expect(unknown.status).toBe(303)
    expect(unknown.headers.get('location')).toBe('/customer/account/login')
    expect(setCookies(unknown).message).toBe('reset-requested')
    await expect(mailedKey('nobody.here@example.co.uk', 'password_reset', 'token')).rejects.toThrow('no password_reset e-mail')
    // The back end's own rule per address (Magento: one request in ten minutes) is said in SPEC §8's words.
    const again = await post('/customer/account/forgotpassword', { email: 'entry.forgot@example.co.uk' })
    expect(again.status).toBe(400)
    expect(await again.text()).toContain('It was not possible to request a new password, please check the entered email address.')
    expect(fieldMessage(await (await post('/customer/account/forgotpassword', { email: '' })).text(), 'email')).toBe('This field is required')
  })

  it('sets a new password from the e-mail’s link, once; the old password no longer signs in', async () => {
    const email = 'entry.reset@example.co.uk'
    await signedInCustomer(email)
    await post('/customer/account/forgotpassword', { email })
    const token = await mailedKey(email, 'password_reset', 'token')
    const page = await get(`/customer/account/createpassword/?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(`name="token" value="${token}"`)

    const weak = await post('/customer/account/createpassword', { email, token, password: 'abcdefgh', confirmPassword: 'abcdefgh' })
    expect(weak.status).toBe(400)
    expect(fieldMessage(await weak.text(), 'password')).toBe('Use at least 8 characters, with a letter and a number or a special character.')
    const done = await post('/customer/account/createpassword', { email, token, password: 'Fresh-Toner-9', confirmPassword: 'Fresh-Toner-9' })
    expect(done.headers.get('location')).toBe('/customer/account/login')
    expect(setCookies(done).message).toBe('password-reset')

    expect((await post('/customer/account/login', { email, password: 'Fresh-Toner-9' })).status).toBe(303)
    expect((await post('/customer/account/login', { email, password: DEFAULT_PASSWORD })).status).toBe(400)
    const again = await post('/customer/account/createpassword', { email, token, password: 'Other-Toner-9', confirmPassword: 'Other-Toner-9' })
    expect(again.status).toBe(400)
    expect(await again.text()).toContain('the link may have expired or been used already')
  })

  it('explains a link that is not whole, and refuses to post without one', async () => {
    expect(await (await get('/customer/account/createpassword?email=a%40example.co.uk')).text()).toContain('This link to set a new password is not complete.')
    expect((await post('/customer/account/createpassword', { password: 'Fresh-Toner-9', confirmPassword: 'Fresh-Toner-9' })).status).toBe(400)
  })
})

describe('the German store', () => {
  it('speaks German on the sign-in page and its refusals', async () => {
    const html = await (await post('/de/customer/account/login', {})).text()
    expect(html).toContain('lang="de-DE"')
    expect(html).toContain('Dieses Feld ist ein Pflichtfeld')
  })
})
