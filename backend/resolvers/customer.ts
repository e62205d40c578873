/**
 * @module
 * Customer accounts and sign-in: create (with the account confirmation SPEC §4 requires), confirm,
 * token, revoke, the customer's own data and cart. Magento's security defaults are the floor:
 * lockout after 10 failed sign-ins for 10 minutes, token requests blocked after 6 failures for
 * 30 minutes, tokens valid 1 hour (longer with remember me).
 */
import { hashPassword, passwordProblem, verifyPassword } from '../auth/password'
import { sameText } from '../auth/constant-time'
import { newToken, tokenHash } from '../auth/tokens'
import type { BackendContext } from '../context'
import { createCart, findCart, findCustomerCartId, isCartActive, mergeCartLines, newCartId } from '../db/carts'
import { customerOrders } from '../db/checkout'
import {
  clearSignInFailures,
  clearTokenRequestFailures,
  confirmCustomer,
  deleteToken,
  findCustomerByEmail,
  findCustomerById,
  insertCustomer,
  insertToken,
  recordSignInFailure,
  recordTokenRequestFailure,
  tokenRequestsBlockedUntil,
  type CustomerRecord,
} from '../db/customers'
import { queueEmail } from '../db/outbox'
import { inputError, MagentoError, noSuchEntity } from '../graphql/errors'
import { EMAIL_ADDRESS } from './email-address'
import { activeCart, cartNotActive, cartSource } from './cart'
import { orderView } from './order-view'
import { totalPages, validPage } from './paging'

const LOCKOUT_FAILURES = 10
const LOCKOUT_MS = 10 * 60_000
const TOKEN_REQUEST_FAILURES = 6
const TOKEN_REQUEST_BLOCK_MS = 1800_000
const TOKEN_LIFETIME_MS = 60 * 60_000
const REMEMBER_ME_LIFETIME_MS = 14 * 24 * 60 * 60_000

/** SPEC §8: one message for a wrong password, an unknown account and a locked one. */
export const SIGN_IN_FAILED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.'
export const NOT_AUTHORIZED = "The current customer isn't authorized."

const authorizationError = () => new MagentoError(NOT_AUTHORIZED, 'graphql-authorization')
const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString()

/** The signed-in customer, or Magento's authorization error. */
export async function currentCustomer(context: BackendContext): Promise<CustomerRecord> {
  const customer = context.customerId === null ? null : await findCustomerById(context.db, context.customerId)
  if (!customer) throw authorizationError()
  return customer
}

export const customerView = (c: CustomerRecord) => ({
  allow_remote_shopping_assistance: false,
  created_at: c.created_at.replace('T', ' ').slice(0, 19),
  prefix: c.prefix,
  firstname: c.firstname,
  middlename: c.middlename,
  lastname: c.lastname,
  suffix: c.suffix,
  email: c.email,
  dob: c.date_of_birth,
  date_of_birth: c.date_of_birth,
  taxvat: c.taxvat,
  is_subscribed: c.is_subscribed === 1,
  gender: c.gender,
})

type CreateInput = {
  prefix?: string | null
  firstname?: string | null
  middlename?: string | null
  lastname?: string | null
  suffix?: string | null
  email?: string | null
  dob?: string | null
  date_of_birth?: string | null
  taxvat?: string | null
  gender?: number | null
  password?: string | null
  is_subscribed?: boolean | null
}

async function createAccount(input: CreateInput, context: BackendContext) {
  const email = input.email?.trim() ?? ''
  const firstname = input.firstname?.trim() ?? ''
  const lastname = input.lastname?.trim() ?? ''
  if (!firstname || !lastname || !email) throw inputError('Required parameters are missing: firstname, lastname and email are required.')
  if (!EMAIL_ADDRESS.test(email) || email.length > 255) throw inputError(`"${email}" is not a valid email address.`)
  if (!input.password) throw inputError('Required parameter "password" is missing.')
  const rule = {
    minimumLength: Number(context.store.config.minimum_password_length ?? 8),
    requiredClasses: Number(context.store.config.required_character_classes_number ?? 2),
  }
  const problem = passwordProblem(input.password, email, rule)
  if (problem) throw inputError(problem)
  const key = newToken()
  const now = new Date().toISOString()
  const text = (v: string | null | undefined) => (v?.trim() ? v.trim() : null)
  const id = await insertCustomer(context.db, {
    email,
    prefix: text(input.prefix),
    firstname,
    middlename: text(input.middlename),
    lastname,
    suffix: text(input.suffix),
    date_of_birth: text(input.date_of_birth ?? input.dob),
    gender: input.gender ?? null,
    taxvat: text(input.taxvat),
    password_hash: await hashPassword(input.password),
    is_subscribed: input.is_subscribed === true,
    confirmation_key_hash: await tokenHash(key),
    now,
  })
  if (id === null) throw new MagentoError('A customer with the same email address already exists in an associated website.', 'graphql-input')
  // SPEC §4: account confirmation is required; the link goes out by e-mail (the outbox here).
  const link = `${context.origin}/customer/account/confirm/?email=${encodeURIComponent(email)}&key=${encodeURIComponent(key)}`
  await queueEmail(context.db, {
    to: email,
    kind: 'account_confirmation',
    subject: 'Please confirm your account',
    body: `Hello ${firstname},\n\nplease confirm your account by opening this link:\n${link}\n`,
    now,
  })
  return { customer: customerView((await findCustomerById(context.db, id))!) }
}

export const customerQueries = {
  customer: async (_s: unknown, _a: object, context: BackendContext) => customerView(await currentCustomer(context)),
  customerCart: async (_s: unknown, _a: object, context: BackendContext) => {
    const customer = await currentCustomer(context)
    return cartSource((await findCart(context.db, await customerCartId(customer, context)))!, context)
  },
  customerOrders: async (_s: unknown, _a: object, context: BackendContext) => ordersOf(await currentCustomer(context), {}, context, null),
}

/** The customer's active cart in this store view, created when there is none. */
export async function customerCartId(customer: CustomerRecord, context: BackendContext): Promise<string> {
  const existing = await findCustomerCartId(context.db, customer.id, context.store.code)
  if (existing !== null) return existing
  const id = newCartId()
  await createCart(context.db, id, context.store.code, new Date().toISOString(), customer.id)
  return id
}

type OrdersArgs = {
  currentPage?: number | null
  pageSize?: number | null
  filter?: { number?: { eq?: string | null; in?: (string | null)[] | null; match?: string | null } | null } | null
  sort?: { sort_field: 'NUMBER' | 'CREATED_AT'; sort_direction: 'ASC' | 'DESC' } | null
  scope?: 'GLOBAL' | 'WEBSITE' | 'STORE' | null
}

const ordersOf = async (customer: CustomerRecord, args: OrdersArgs, context: BackendContext, storeCode: string | null) => {
  const page = validPage(args.pageSize, args.currentPage)
  const number = args.filter?.number
  // An order by number: eq, in, or match (Magento matches the number exactly here).
  const numbers = number ? [number.eq, number.match, ...(number.in ?? [])].filter((n): n is string => typeof n === 'string') : null
  const sort = args.sort ? { field: args.sort.sort_field === 'NUMBER' ? ('number' as const) : ('created_at' as const), direction: args.sort.sort_direction } : null
  const { items, total } = await customerOrders(context.db, customer.id, page, { numbers, storeCode, sort })
  return {
    items: items.map((order) => orderView(order, context)),
    total_count: total,
    page_info: { page_size: page.size, current_page: page.current, total_pages: totalPages(total, page.size) },
  }
}

export const customerFieldResolvers = {
  // Magento's default scope STORE lists the orders placed in the store view of the request; both
  // store views here belong to one website, so WEBSITE and GLOBAL list them all.
  orders: async (_c: unknown, args: OrdersArgs, context: BackendContext) =>
    ordersOf(await currentCustomer(context), args, context, (args.scope ?? 'STORE') === 'STORE' ? context.store.code : null),
}

export const customerMutations = {
  mergeCarts: async (_s: unknown, args: { source_cart_id: string; destination_cart_id?: string | null }, context: BackendContext) => {
    const customer = await currentCustomer(context)
    const source = await findCart(context.db, args.source_cart_id)
    if (!source || source.is_active !== 1) throw noSuchEntity(`Could not find a cart with ID "${args.source_cart_id}"`)
    if (source.customer_id !== null && source.customer_id !== customer.id) {
      throw new MagentoError(`The current user cannot perform operations on cart "${args.source_cart_id}"`, 'graphql-authorization')
    }
    const destinationId = args.destination_cart_id ?? (await customerCartId(customer, context))
    const destination = await activeCart(destinationId, context)
    if (destination.customer_id !== customer.id) throw new MagentoError(`The current user cannot perform operations on cart "${destinationId}"`, 'graphql-authorization')
    // Another merge of the same source (a second sign-in at once) or an order of the destination may
    // have come first; then this one moved nothing, and says why as the checks above would have.
    if (source.id !== destination.id && !(await mergeCartLines(context.db, source.id, destination.id, new Date().toISOString()))) {
      throw (await isCartActive(context.db, destination.id)) ? noSuchEntity(`Could not find a cart with ID "${args.source_cart_id}"`) : cartNotActive()
    }
    return cartSource(destination, context)
  },

  /**
   * Magento's assignCustomerToGuestCart: a guest cart (never another customer's) joins the signed-in
   * customer's cart, merged line by line as mergeCarts does, and the customer's cart is returned.
   */
  assignCustomerToGuestCart: async (_s: unknown, args: { cart_id: string }, context: BackendContext) => {
    const customer = await currentCustomer(context)
    const guest = await activeCart(args.cart_id, context)
    if (guest.customer_id !== null) throw new MagentoError(`The current user cannot perform operations on cart "${args.cart_id}"`, 'graphql-authorization')
    const destination = (await findCart(context.db, await customerCartId(customer, context)))!
    if (!(await mergeCartLines(context.db, guest.id, destination.id, new Date().toISOString()))) throw cartNotActive()
    return cartSource(destination, context)
  },

  createCustomer: async (_s: unknown, args: { input: CreateInput }, context: BackendContext) => createAccount(args.input, context),
  createCustomerV2: async (_s: unknown, args: { input: CreateInput }, context: BackendContext) => createAccount(args.input, context),

  confirmEmail: async (_s: unknown, args: { input: { email: string; confirmation_key: string } }, context: BackendContext) => {
    const customer = await findCustomerByEmail(context.db, args.input.email.trim())
    if (!customer) throw noSuchEntity(`No such entity with email = ${args.input.email}`)
    if (customer.is_confirmed === 1) throw inputError('The account is already active.')
    const given = await tokenHash(args.input.confirmation_key)
    if (customer.confirmation_key_hash === null || !sameText(customer.confirmation_key_hash, given)) throw inputError('The confirmation token is invalid. Verify the token and try again.')
    await confirmCustomer(context.db, customer.id, new Date().toISOString())
    return { customer: customerView({ ...customer, is_confirmed: 1 }) }
  },

  generateCustomerToken: async (_s: unknown, args: { email: string; password: string; rememberMe?: boolean | null }, context: BackendContext) => {
    const now = new Date()
    const nowIso = now.toISOString()
    const email = args.email.trim()
    const failed = () => new MagentoError(SIGN_IN_FAILED, 'graphql-authentication')
    if (await tokenRequestsBlockedUntil(context.db, email, nowIso)) throw failed()
    const countFailure = () =>
      recordTokenRequestFailure(context.db, email, {
        now: nowIso,
        windowStart: new Date(now.getTime() - TOKEN_REQUEST_BLOCK_MS).toISOString(),
        limit: TOKEN_REQUEST_FAILURES,
        blockUntil: later(now, TOKEN_REQUEST_BLOCK_MS),
      })
    const customer = await findCustomerByEmail(context.db, email)
    if (!customer) {
      await countFailure()
      throw failed()
    }
    if (customer.lock_expires_at && customer.lock_expires_at > nowIso) throw failed()
    if (!(await verifyPassword(args.password, customer.password_hash))) {
      await Promise.all([countFailure(), recordSignInFailure(context.db, customer.id, LOCKOUT_FAILURES, later(now, LOCKOUT_MS))])
      throw failed()
    }
    if (customer.is_confirmed !== 1) throw new MagentoError("This account isn't confirmed. Verify and try again.", 'graphql-authentication')
    await Promise.all([clearSignInFailures(context.db, customer.id), clearTokenRequestFailures(context.db, email)])
    const token = newToken()
    await insertToken(context.db, await tokenHash(token), customer.id, later(now, args.rememberMe ? REMEMBER_ME_LIFETIME_MS : TOKEN_LIFETIME_MS), nowIso)
    return { token }
  },

  revokeCustomerToken: async (_s: unknown, _a: object, context: BackendContext) => {
    await currentCustomer(context)
    await deleteToken(context.db, context.tokenHash!)
    return { result: true }
  },
}
