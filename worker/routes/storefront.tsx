/**
 * @module
 * The shop's pages (SPEC §2 routes), mounted once per store view (at / and under each store's
 * path prefix). Each route names its guards; status codes, redirects and titles are decided here,
 * and each page kind's full screen comes with its own feature.
 */
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { CONTENT_PAGE_PATHS } from '../../shared/constants/content-pages'
import { KNOWN_PRINTERS_CATEGORY_PATHS, PRINTERS_PATHS } from '../../shared/constants/printers'
import {
  ACCOUNT_PATH,
  CART_SYNC_PATH,
  CHECKOUT_PATH,
  CHECKOUT_START_PATH,
  CHECKOUT_STEPS,
  CONFIRM_ACCOUNT_PATH,
  CREATE_PASSWORD_PATH,
  FORGOT_PASSWORD_PATH,
  LOGOUT_PATH,
  MAGENTO_ACCOUNT_PATHS,
  NEWS_PATH,
  PAPER_FINDER_SEGMENT,
  SIGN_IN_PATH,
  SWITCH_SAVE_PATH,
  type CheckoutStep,
} from '../../shared/constants/shop-paths'
import { CART_PATH, CONTACT_PATH } from '../../shared/constants/shop'
import { FLASH_MESSAGE } from '../../shared/constants/cookies'
import { PRODUCT_BY_SKU, type RoutedEntity } from '../../shared/graphql/documents/route'
import { CUSTOMER_SUMMARY, REVOKE_CUSTOMER_TOKEN } from '../../shared/graphql/documents/session'
import { CONFIRM_EMAIL } from '../../shared/graphql/documents/account'
import type { MessageKey } from '../../shared/messages/translate'
import { storePath } from '../../shared/rules/store-from-path'
import { clearSessionCookies, setFlashMessage } from '../cookies/session-cookies'
import type { AppEnv } from '../env'
import { NotFound } from '../errors/http-error'
import { guard } from '../guards/registry'
import { GraphQLCallError } from '../graphql/errors'
import { loadCmsPage, loadRoute } from '../loaders/shared-data'
import { searchRoutes } from './search'
import { homeRoutes } from './home'
import { renderBasicPage } from './page-response'

type App = Hono<AppEnv>

/** SPEC §2: /slavery-{year} maps to the statement for that year. */
const YEARLY_STATEMENT_PATTERN = /^slavery-(\d{4})$/

const redirect = (c: Context<AppEnv>, path: string, status: 301 | 302 = 302) =>
  c.redirect(storePath(c.var.store, path) + new URL(c.req.url).search, status)

/** A content page by CMS identifier (SPEC §2 "Content pages loaded by identifier"). */
async function contentPage(c: Context<AppEnv>, identifier: string, canonicalPath: string): Promise<Response> {
  const page = await loadCmsPage(c, identifier)
  if (!page) throw new NotFound(`no content page ${identifier}`)
  const title = page.meta_title || page.title || identifier
  return renderBasicPage(c, { kind: 'content', title, heading: page.content_heading || page.title || title, description: page.meta_description, canonicalPath })
}

/** The page for an entity the route lookup returned. */
function entityPage(c: Context<AppEnv>, route: RoutedEntity, lookupPath: string): Promise<Response> {
  const canonicalPath = `/${(route.relative_url ?? lookupPath).replace(/^\/+/, '')}`
  if (route.__typename === 'CmsPage') {
    const page = route as Extract<RoutedEntity, { __typename: 'CmsPage' }>
    const title = page.meta_title || page.title || page.identifier || lookupPath
    return renderBasicPage(c, { kind: 'content', title, heading: page.content_heading || page.title || title, description: page.meta_description, canonicalPath })
  }
  if (route.type === 'CATEGORY' || route.__typename === 'CategoryTree') {
    const category = route as Extract<RoutedEntity, { __typename: 'CategoryTree' }>
    const printers = KNOWN_PRINTERS_CATEGORY_PATHS.has(canonicalPath.slice(1))
    const name = category.name ?? lookupPath
    return renderBasicPage(c, { kind: printers ? 'printers' : 'category', title: category.meta_title || name, heading: name, description: category.meta_description, canonicalPath })
  }
  const product = route as Extract<RoutedEntity, { sku: string | null }>
  const name = product.name ?? product.sku ?? lookupPath
  return renderBasicPage(c, { kind: 'product', title: product.meta_title || name, heading: name, description: product.meta_description, canonicalPath })
}

function checkoutRoutes(app: App): void {
  const titles: Record<CheckoutStep, MessageKey> = {
    'user-account': 'page.checkout.userAccount',
    shipping: 'page.checkout.shipping',
    billing: 'page.checkout.billing',
    payment: 'page.checkout.payment',
    'thank-you': 'page.checkout.thankYou',
  }
  const step = z.enum(CHECKOUT_STEPS)
  app.get(CHECKOUT_PATH, (c) => redirect(c, CHECKOUT_START_PATH))
  app.get(
    `${CHECKOUT_PATH}/:step`,
    guard('page-preload-resolver', { validate: (c) => step.safeParse(c.req.param('step')).success }),
    // The order is gone from the basket once placed, so only the steps before it need a cart.
    async (c, next) => (c.req.param('step') === 'thank-you' ? next() : guard('checkout')(c, next)),
    (c) => renderBasicPage(c, { kind: 'checkout', title: c.var.t(titles[step.parse(c.req.param('step'))]), personal: true }),
  )
  app.get(CART_PATH, (c) => renderBasicPage(c, { kind: 'cart', title: c.var.t('page.cart'), personal: true }))
  // SPEC §7 external checkout: the sync path hands over to it when enabled, else to our checkout.
  app.get(CART_SYNC_PATH, (c) => {
    c.header('Cache-Control', 'no-store')
    const external = c.var.config.EXTERNAL_CHECKOUT_ENABLED ? c.var.config.EXTERNAL_CHECKOUT_URL : undefined
    return external ? c.redirect(external, 302) : redirect(c, CHECKOUT_START_PATH)
  })
}

function accountRoutes(app: App): void {
  const pages: readonly [path: string, title: MessageKey, validate?: (c: Context<AppEnv>) => boolean][] = [
    ['', 'page.account'],
    ['/my-profile', 'page.account.profile'],
    ['/addresses-details', 'page.account.addresses'],
    ['/addresses-details/create', 'page.account.addressCreate'],
    ['/addresses-details/edit/:addressId', 'page.account.addressEdit', (c) => /^[1-9]\d{0,9}$/.test(c.req.param('addressId') ?? '')],
    ['/my-newsletter', 'page.account.newsletter'],
    ['/my-wishlist', 'page.account.wishlist'],
    ['/order-history', 'page.account.orders'],
    ['/order-history/:orderId', 'page.account.order', (c) => /^[A-Za-z0-9-]{1,32}$/.test(c.req.param('orderId') ?? '')],
    ['/my-reviews', 'page.account.reviews'],
    ['/quick-reorder', 'page.account.quickReorder'],
    ['/my-printers', 'page.account.printers'],
    ['/saved-cards', 'page.account.cards'],
    ['/returns', 'page.account.returns'],
  ]
  for (const [path, title, validate] of pages) {
    app.get(`${ACCOUNT_PATH}${path}`, guard('is-authenticated'), guard('page-preload-resolver', { validate }), async (c) => {
      // Asking for the customer proves the token still works; an ended session goes home (SPEC §8).
      const { customer } = await c.var.graphql.query(CUSTOMER_SUMMARY, {}, { asCustomer: true })
      const heading = c.var.t(title, { number: c.req.param('orderId') ?? '' })
      const lead = customer?.firstname ? c.var.t('page.account.greeting', { firstName: customer.firstname }) : undefined
      return renderBasicPage(c, { kind: 'account', title: heading, lead, personal: true })
    })
  }
  for (const [magentoPath, target] of Object.entries(MAGENTO_ACCOUNT_PATHS)) app.get(magentoPath, (c) => redirect(c, target, 301))

  const signInPage = (title: MessageKey) => async (c: Context<AppEnv>): Promise<Response> =>
    c.var.session.customerToken ? redirect(c, ACCOUNT_PATH) : renderBasicPage(c, { kind: 'sign-in', title: c.var.t(title), personal: true })
  app.get(SIGN_IN_PATH, signInPage('page.signIn'))
  app.get(FORGOT_PASSWORD_PATH, signInPage('page.forgotPassword'))
  app.get(CREATE_PASSWORD_PATH, signInPage('page.createPassword'))
  // The confirmation e-mail's link (SPEC §4): confirm, then sign in with a notice either way.
  const confirmation = z.object({ email: z.email().max(254), key: z.string().regex(/^[A-Za-z0-9_-]{8,128}$/) })
  app.get(CONFIRM_ACCOUNT_PATH, async (c) => {
    c.header('Cache-Control', 'no-store')
    const parsed = confirmation.safeParse({ email: c.req.query('email'), key: c.req.query('key') })
    let confirmed = false
    if (parsed.success) {
      try {
        confirmed = Boolean((await c.var.graphql.mutate(CONFIRM_EMAIL, parsed.data)).confirmEmail?.customer)
      } catch (error) {
        // A used or wrong key is the shopper's problem to hear about, not an error page.
        if (!(error instanceof GraphQLCallError)) throw error
      }
    }
    setFlashMessage(c, confirmed ? FLASH_MESSAGE.accountConfirmed : FLASH_MESSAGE.confirmationFailed)
    return c.redirect(storePath(c.var.store, SIGN_IN_PATH), 302)
  })
  // SPEC §2 constant /customer/account/logout/: signs out and goes home, keeping nothing personal.
  app.get(LOGOUT_PATH, async (c) => {
    if (c.var.session.customerToken) {
      try {
        await c.var.graphql.mutate(REVOKE_CUSTOMER_TOKEN, {}, { asCustomer: true })
      } catch (error) {
        // The cookie goes regardless; a token the back end already forgot is signed out anyway.
        console.error(`[${c.var.requestId}] revoking the customer token failed`, error)
      }
      setFlashMessage(c, FLASH_MESSAGE.signedOut)
    }
    clearSessionCookies(c)
    c.header('Cache-Control', 'no-store')
    return c.redirect(storePath(c.var.store, '/'), 302)
  })
}

function contentRoutes(app: App): void {
  for (const [path, identifier] of Object.entries(CONTENT_PAGE_PATHS)) app.get(path, (c) => contentPage(c, identifier, path))
  app.get('/:statement{slavery-[0-9]{4}}', (c) => {
    const year = YEARLY_STATEMENT_PATTERN.exec(c.req.param('statement'))?.[1]
    return contentPage(c, `slavery-${year}`, `/slavery-${year}`)
  })
  // Vue Storefront's generic page routes: a CMS page named by the `identifier` query parameter.
  const identifier = z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/)
  for (const path of ['/Page', '/Cms/Cms']) {
    app.get(path, (c) => {
      const parsed = identifier.safeParse(c.req.query('identifier'))
      if (!parsed.success) throw new NotFound('no content page identifier')
      return contentPage(c, parsed.data, `/${parsed.data}`)
    })
  }
  const contact = (c: Context<AppEnv>) => renderBasicPage(c, { kind: 'contact', title: c.var.t('page.contact'), canonicalPath: CONTACT_PATH })
  app.get(CONTACT_PATH, contact)
  app.get('/ContactUs', contact)
  app.get('/diagnostic', (c) => renderBasicPage(c, { kind: 'diagnostic', title: c.var.t('page.diagnostic'), personal: true }))
  app.get('/Faq', (c) => renderBasicPage(c, { kind: 'faq', title: c.var.t('page.faq'), canonicalPath: '/Faq' }))
  app.get(NEWS_PATH, (c) => renderBasicPage(c, { kind: 'news', title: c.var.t('page.news'), canonicalPath: NEWS_PATH }))
  app.get(SWITCH_SAVE_PATH, (c) => renderBasicPage(c, { kind: 'switch-save', title: c.var.t('page.switchSave'), canonicalPath: SWITCH_SAVE_PATH }))
}

const skuParam = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._/ -]{0,63}$/)

function catalogueRoutes(app: App): void {
  // SPEC §2: /p/{sku} is the product page when a product has no URL rewrite of its own.
  app.get('/p/:sku{.+}', async (c) => {
    let sku: string
    try {
      sku = skuParam.parse(decodeURIComponent(c.req.param('sku')))
    } catch {
      throw new NotFound('invalid sku')
    }
    const product = (await c.var.graphql.query(PRODUCT_BY_SKU, { sku })).products?.items?.find((item) => item?.sku === sku)
    if (!product) throw new NotFound(`no product ${sku}`)
    const name = product.name ?? sku
    const canonicalPath = product.url_key ? `/${product.url_key}.html` : `/p/${encodeURIComponent(sku)}`
    return renderBasicPage(c, { kind: 'product', title: product.meta_title || name, heading: name, description: product.meta_description, canonicalPath })
  })
  app.get('/Product', (c) => {
    const sku = skuParam.safeParse(c.req.query('sku'))
    if (!sku.success) throw new NotFound('no product sku')
    return c.redirect(storePath(c.var.store, `/p/${encodeURIComponent(sku.data)}`), 301)
  })
  const printersLanding = async (c: Context<AppEnv>) => {
    const route = await loadRoute(c, 'printers.html')
    const name = route && 'name' in route && route.name ? route.name : c.var.t('page.printers')
    return renderBasicPage(c, { kind: 'printers', title: name, canonicalPath: PRINTERS_PATHS[0] })
  }
  for (const path of PRINTERS_PATHS) app.get(path, printersLanding)
  // SPEC §2 /printers/{categoryName}: a printers category by name, with or without the suffix.
  app.get('/printers/:name', async (c, next) => {
    const name = c.req.param('name')
    if (name.endsWith('.html')) return next()
    const lookup = `printers/${name}.html`
    const route = /^[A-Za-z0-9_-]{1,100}$/.test(name) ? await loadRoute(c, lookup) : null
    if (!route || route.type !== 'CATEGORY') throw new NotFound(`no printers category ${name}`)
    if (route.redirect_code === 301 || route.redirect_code === 302) return redirect(c, `/${route.relative_url ?? lookup}`, route.redirect_code)
    return entityPage(c, route, lookup)
  })
}

/** The catch-all: the paper finder by its segment, otherwise the route lookup. */
function catchAll(app: App): void {
  app.get('*', async (c, next) => {
    const segments = c.var.storePath.split('/').filter(Boolean)
    if (segments.length >= 2 && segments.includes(PAPER_FINDER_SEGMENT)) {
      return renderBasicPage(c, { kind: 'paper-finder', title: c.var.t('page.paperFinder'), canonicalPath: `/${segments.join('/')}` })
    }
    return next()
  })
  app.get('*', guard('url-resolver'), (c) => {
    const route = c.var.resolvedRoute
    if (!route) throw new NotFound()
    return entityPage(c, route, c.var.storePath.replace(/^\/+|\/+$/g, ''))
  })
}

export function storefrontPages(): App {
  const app = new Hono<AppEnv>({ strict: false })
  app.route('/', homeRoutes)
  checkoutRoutes(app)
  accountRoutes(app)
  contentRoutes(app)
  app.route('/', searchRoutes)
  catalogueRoutes(app)
  catchAll(app)
  return app
}

