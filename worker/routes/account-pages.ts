/**
 * @module
 * The account's own pages (SPEC §2 /customer; issue 17 point 5): the dashboard, the profile (name,
 * e-mail with the password, password), the address book (list, create, edit, delete after a
 * confirmation page), the newsletter, and what the shop offers for saved cards and returns. Behind
 * `is-authenticated` (a guest goes home); every form posts and answers 303 with a notice, or shows
 * the page again (400) with what was typed and a message per field. Personal: never stored.
 */
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { AccountAddressView, AccountCustomerView } from '../../client/components/account/account-views'
import { EMPTY_ADDRESS } from '../../client/components/forms/address-fields'
import type { AccountScreen } from '../../client/pages/account-page'
import { FLASH_MESSAGE, type FlashMessage } from '../../shared/constants/cookies'
import { ACCOUNT_PAGE_PATHS, ADDRESS_CREATE_PATH, addressEditPath, PROFILE_EMAIL_PATH, PROFILE_PASSWORD_PATH } from '../../shared/constants/shop-paths'
import { storePath } from '../../shared/rules/store-from-path'
import { changePassword, createAddress, deleteAddress, setNewsletter, updateAddress, updateEmail, updateName } from '../actions/account-changes'
import { readAccountName, readEmailChange, readPasswordChange } from '../actions/account-forms'
import { readAddressForm } from '../actions/checkout-forms'
import { personal } from '../cache/strategies'
import { setFlashMessage } from '../cookies/session-cookies'
import type { AppEnv } from '../env'
import { NotFound } from '../errors/http-error'
import { guard } from '../guards/registry'
import { loadAccountCustomer } from '../loaders/account-customer'
import { formLimit } from '../middleware/form-limit'
import { renderAccountPage, type AccountRenderOptions } from '../render/render-account-page'
import { validOrNotFound } from '../middleware/valid-or-not-found'

type AccountContext = Context<AppEnv>

const sizeLimit = formLimit(8 * 1024)
const addressParam = z.object({ addressId: z.string().regex(/^[1-9]\d{0,9}$/) })

/** PRG: back to an account page with a notice. */
function onwards(c: AccountContext, path: string, message: FlashMessage): Response {
  personal(c)
  setFlashMessage(c, message)
  return c.redirect(storePath(c.var.store, path), 303)
}

const customerOf = (c: AccountContext) => loadAccountCustomer(c.var.loaderContext)

/** One of this customer's own addresses, or a 404 (another customer's id is simply not here). */
async function ownAddress(c: AccountContext, id: string): Promise<{ customer: AccountCustomerView; address: AccountAddressView }> {
  const customer = await customerOf(c)
  const address = customer.addresses.find((entry) => entry.id === Number(id))
  if (!address) throw new NotFound('not an address of this customer')
  return { customer, address }
}

type ProfileState = { newEmail?: string; errors?: Extract<AccountScreen, { kind: 'profile' }>['errors']; name?: { firstname: string; lastname: string } }

function profilePage(c: AccountContext, customer: AccountCustomerView, state: ProfileState = {}, options: AccountRenderOptions = {}) {
  const name = state.name ?? { firstname: customer.firstname, lastname: customer.lastname }
  return renderAccountPage(c, { kind: 'profile', name, email: customer.email, newEmail: state.newEmail ?? '', errors: state.errors ?? {} }, options)
}

/** The address form as posted, with its default flags (SPEC §3 Address "default flags"). */
function readAddress(body: Record<string, unknown>) {
  const form = readAddressForm(body)
  return { form, defaultShipping: body.default_shipping !== undefined, defaultBilling: body.default_billing !== undefined }
}

const newsletterPage = (customer: AccountCustomerView): AccountScreen => ({ kind: 'newsletter', email: customer.email, subscribed: customer.subscribed })

// Per route, not `use('/customer/*')`: the sign-in pages under /customer/account are for guests.
const authenticated = guard('is-authenticated')

export const accountPageRoutes = new Hono<AppEnv>()

accountPageRoutes.get(ACCOUNT_PAGE_PATHS.dashboard, authenticated, async (c) => renderAccountPage(c, { kind: 'dashboard', customer: await customerOf(c) }))

accountPageRoutes.get(ACCOUNT_PAGE_PATHS.profile, authenticated, async (c) => profilePage(c, await customerOf(c)))

accountPageRoutes.post(ACCOUNT_PAGE_PATHS.profile, authenticated, sizeLimit, async (c) => {
  const form = readAccountName(await c.req.parseBody())
  if (!form.ok) return profilePage(c, await customerOf(c), { name: form.values, errors: form.errors }, { status: 400 })
  const saved = await updateName(c.var.graphql, form.values)
  return saved.ok ? onwards(c, ACCOUNT_PAGE_PATHS.profile, FLASH_MESSAGE.profileSaved) : profilePage(c, await customerOf(c), { name: form.values }, { status: 400, formError: saved.error })
})

accountPageRoutes.post(PROFILE_EMAIL_PATH, authenticated, sizeLimit, async (c) => {
  const form = readEmailChange(await c.req.parseBody())
  if (!form.ok) return profilePage(c, await customerOf(c), { newEmail: form.values.email, errors: form.errors }, { status: 400 })
  const saved = await updateEmail(c.var.graphql, form.values.email, form.values.password)
  if (saved.ok) return onwards(c, ACCOUNT_PAGE_PATHS.profile, FLASH_MESSAGE.emailChanged)
  const errors = saved.error === 'account.profile.wrongPassword' ? { emailPassword: saved.error } : {}
  return profilePage(c, await customerOf(c), { newEmail: form.values.email, errors }, { status: 400, formError: saved.error })
})

accountPageRoutes.post(PROFILE_PASSWORD_PATH, authenticated, sizeLimit, async (c) => {
  const form = readPasswordChange(await c.req.parseBody())
  if (!form.ok) return profilePage(c, await customerOf(c), { errors: form.errors }, { status: 400 })
  const saved = await changePassword(c.var.graphql, form.values.currentPassword, form.values.password)
  if (saved.ok) return onwards(c, ACCOUNT_PAGE_PATHS.profile, FLASH_MESSAGE.passwordChanged)
  const errors = saved.error === 'account.profile.wrongPassword' ? { currentPassword: saved.error } : {}
  return profilePage(c, await customerOf(c), { errors }, { status: 400, formError: saved.error })
})

accountPageRoutes.get(ACCOUNT_PAGE_PATHS.addresses, authenticated, async (c) => renderAccountPage(c, { kind: 'addresses', addresses: (await customerOf(c)).addresses }))

accountPageRoutes.get(ADDRESS_CREATE_PATH, authenticated, async (c) => {
  // The first address saved becomes both defaults, as a shopper would expect.
  const first = (await customerOf(c)).addresses.length === 0
  return renderAccountPage(c, { kind: 'addressCreate', action: ADDRESS_CREATE_PATH, values: EMPTY_ADDRESS, errors: {}, defaultShipping: first, defaultBilling: first })
})

accountPageRoutes.post(ADDRESS_CREATE_PATH, authenticated, sizeLimit, async (c) => {
  const { form, defaultShipping, defaultBilling } = readAddress(await c.req.parseBody())
  const screen: AccountScreen = { kind: 'addressCreate', action: ADDRESS_CREATE_PATH, values: form.values, errors: form.ok ? {} : form.errors, defaultShipping, defaultBilling }
  if (!form.ok) return renderAccountPage(c, screen, { status: 400 })
  const saved = await createAddress(c.var.graphql, { values: form.values, defaultShipping, defaultBilling })
  return saved.ok ? onwards(c, ACCOUNT_PAGE_PATHS.addresses, FLASH_MESSAGE.addressSaved) : renderAccountPage(c, screen, { status: 400, formError: saved.error })
})

accountPageRoutes.get('/customer/addresses-details/edit/:addressId', authenticated, validOrNotFound('param', addressParam), async (c) => {
  const { address } = await ownAddress(c, c.req.valid('param').addressId)
  const { values, defaultShipping, defaultBilling } = address
  return renderAccountPage(c, { kind: 'addressEdit', action: addressEditPath(address.id), values, errors: {}, defaultShipping, defaultBilling })
})

accountPageRoutes.post('/customer/addresses-details/edit/:addressId', authenticated, validOrNotFound('param', addressParam), sizeLimit, async (c) => {
  const { address } = await ownAddress(c, c.req.valid('param').addressId)
  const { form, defaultShipping, defaultBilling } = readAddress(await c.req.parseBody())
  const screen: AccountScreen = { kind: 'addressEdit', action: addressEditPath(address.id), values: form.values, errors: form.ok ? {} : form.errors, defaultShipping, defaultBilling }
  if (!form.ok) return renderAccountPage(c, screen, { status: 400 })
  const saved = await updateAddress(c.var.graphql, address.id, { values: form.values, defaultShipping, defaultBilling })
  return saved.ok ? onwards(c, ACCOUNT_PAGE_PATHS.addresses, FLASH_MESSAGE.addressSaved) : renderAccountPage(c, screen, { status: 400, formError: saved.error })
})

accountPageRoutes.get('/customer/addresses-details/delete/:addressId', authenticated, validOrNotFound('param', addressParam), async (c) => {
  const { address } = await ownAddress(c, c.req.valid('param').addressId)
  return renderAccountPage(c, { kind: 'addressDelete', address })
})

accountPageRoutes.post('/customer/addresses-details/delete/:addressId', authenticated, validOrNotFound('param', addressParam), async (c) => {
  const { address } = await ownAddress(c, c.req.valid('param').addressId)
  const deleted = await deleteAddress(c.var.graphql, address.id)
  if (deleted.ok) return onwards(c, ACCOUNT_PAGE_PATHS.addresses, FLASH_MESSAGE.addressDeleted)
  return renderAccountPage(c, { kind: 'addressDelete', address }, { status: 400, formError: deleted.error })
})

accountPageRoutes.get(ACCOUNT_PAGE_PATHS.newsletter, authenticated, async (c) => renderAccountPage(c, newsletterPage(await customerOf(c))))

accountPageRoutes.post(ACCOUNT_PAGE_PATHS.newsletter, authenticated, sizeLimit, async (c) => {
  const subscribe = (await c.req.parseBody()).subscribed === '1'
  const saved = await setNewsletter(c.var.graphql, subscribe)
  if (saved.ok) return onwards(c, ACCOUNT_PAGE_PATHS.newsletter, subscribe ? FLASH_MESSAGE.subscribed : FLASH_MESSAGE.unsubscribed)
  return renderAccountPage(c, newsletterPage(await customerOf(c)), { status: 400, formError: saved.error })
})

// These two read the customer too: it proves the session, as every account page does.
accountPageRoutes.get(ACCOUNT_PAGE_PATHS.cards, authenticated, async (c) => {
  await customerOf(c)
  return renderAccountPage(c, { kind: 'cards' })
})
accountPageRoutes.get(ACCOUNT_PAGE_PATHS.returns, authenticated, async (c) => {
  await customerOf(c)
  return renderAccountPage(c, { kind: 'returns' })
})
