import { describe, expect, it } from 'vitest'
import { URLPattern } from 'urlpattern-polyfill/urlpattern'
import { CART_PATH } from '../constants/shop'
import * as paths from '../constants/shop-paths'
import { basketPrefetchRules, isNeverSpeculated, speculationRules, type SpeculationRule, type SpeculationWhere } from './speculation-rules'

const ORIGIN = 'https://shop.example'
const PAGE = `${ORIGIN}/ink-cartridges.html`

/** Evaluates a document rule's `where` for a link as the Speculation Rules syntax defines it. */
function whereMatches(where: SpeculationWhere, link: HTMLAnchorElement): boolean {
  if ('and' in where) return where.and.every((part) => whereMatches(part, link))
  if ('or' in where) return where.or.some((part) => whereMatches(part, link))
  if ('not' in where) return !whereMatches(where.not, link)
  if ('href_matches' in where) return [where.href_matches].flat().some((pattern) => new URLPattern(pattern, PAGE).test(link.href))
  return [where.selector_matches].flat().some((selector) => link.matches(selector))
}

/** The URLs a rule set would speculate on among `links`, per action. */
function candidates(rules: SpeculationRule[] | undefined, links: HTMLAnchorElement[]): string[] {
  return links.filter((link) => (rules ?? []).some((rule) => rule.source === 'document' && whereMatches(rule.where, link))).map((link) => link.href)
}

/** A listing card with a link to `path`, as client/components/listing/product-card.tsx renders it. */
function cardLink(path: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const card = document.createElement('article')
  card.setAttribute('data-product-card', 'SKU1')
  const link = document.createElement('a')
  link.href = new URL(path, PAGE).href
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value)
  card.appendChild(link)
  document.body.appendChild(card)
  return link
}

function pagerLink(path: string): HTMLAnchorElement {
  const link = document.createElement('a')
  link.href = new URL(path, PAGE).href
  link.rel = 'next'
  document.body.appendChild(link)
  return link
}

/** Every path of the shop that is personal or changes something, in both store views. */
const PERSONAL_OR_WRITING = [
  CART_PATH,
  `${CART_PATH}?coupon=1`,
  paths.CART_ADD_PATH,
  paths.CART_UPDATE_PATH,
  paths.CART_REMOVE_PATH,
  paths.CART_COUPON_PATH,
  paths.BUY_TOGETHER_PATH,
  paths.SWITCH_TO_ALTERNATIVE_PATH,
  paths.CHECKOUT_PATH,
  paths.CHECKOUT_SHIPPING_METHOD_PATH,
  ...paths.CHECKOUT_STEPS.map(paths.checkoutStepPath),
  paths.ACCOUNT_PATH,
  paths.SIGN_IN_PATH,
  `${paths.SIGN_IN_PATH}?referer=%2Fink-cartridges.html`,
  paths.CREATE_ACCOUNT_PATH,
  paths.FORGOT_PASSWORD_PATH,
  paths.CREATE_PASSWORD_PATH,
  paths.LOGOUT_PATH,
  paths.CONFIRM_ACCOUNT_PATH,
  ...Object.values(paths.ACCOUNT_PAGE_PATHS),
  ...Object.keys(paths.MAGENTO_ACCOUNT_PATHS),
  paths.ADDRESS_CREATE_PATH,
  paths.addressDeletePath(7),
  paths.PROFILE_EMAIL_PATH,
  paths.PROFILE_PASSWORD_PATH,
  paths.WISHLIST_PATH,
  paths.WISHLIST_ADD_PATH,
  paths.GUEST_ORDER_PATH,
  paths.PRICE_DISPLAY_PATH,
  paths.CART_SYNC_PATH,
  paths.STOCK_ALERT_PATH,
  paths.REVIEW_POST_PATH,
  '/newsletter',
  '/api/magento/session',
  '/graphql?query=%7BstoreConfig%7Bid%7D%7D',
  '/__admin',
  '/__cache/purge',
].flatMap((path) => [path, `/de${path}`])

describe('the page speculation rules', () => {
  const rules = speculationRules()

  it('fetch and prerender the product page behind any link of a listing card, in either store', () => {
    const links = [cardLink('/hp-302-black-ink-cartridge.html'), cardLink('/de/hp-302-black-ink-cartridge.html'), cardLink('/p/C1234')]
    expect(candidates(rules.prefetch, links)).toEqual(links.map((link) => link.href))
    expect(candidates(rules.prerender, links)).toEqual(links.map((link) => link.href))
  })

  it('fetch and prerender the next listing page', () => {
    const next = pagerLink('/ink-cartridges.html?p=2')
    expect(candidates(rules.prefetch, [next])).toEqual([next.href])
    expect(candidates(rules.prerender, [next])).toEqual([next.href])
  })

  it('leave every other link alone: menus, other sites, links that ask for a full load', () => {
    const menu = document.createElement('a')
    menu.href = `${ORIGIN}/toner-cartridges.html`
    document.body.appendChild(menu)
    const links = [menu, cardLink('https://elsewhere.example/hp-302.html'), cardLink('/hp-302.html', { 'data-reload': '' }), cardLink('/manual.pdf', { download: '' }), cardLink('/hp-302.html', { target: '_blank' })]
    expect(candidates(rules.prefetch, links)).toEqual([])
    expect(candidates(rules.prerender, links)).toEqual([])
  })

  it('never match an account, checkout, basket, wish-list or API path, even inside a card or as the next page', () => {
    const links = PERSONAL_OR_WRITING.flatMap((path) => [cardLink(path), pagerLink(path)])
    expect(candidates(rules.prefetch, links)).toEqual([])
    expect(candidates(rules.prerender, links)).toEqual([])
  })

  it('are mirrored by soft navigation: the same paths count as never speculated on', () => {
    for (const path of PERSONAL_OR_WRITING) expect(isNeverSpeculated(new URL(path, PAGE).pathname), path).toBe(true)
    for (const path of ['/hp-302.html', '/de/hp-302.html', '/news', '/ink-cartridges.html', '/customers-say.html']) expect(isNeverSpeculated(path), path).toBe(false)
  })

  it('are JSON a script element can carry, with only the two actions', () => {
    expect(Object.keys(JSON.parse(JSON.stringify(rules)))).toEqual(['prefetch', 'prerender'])
    for (const rule of [...(rules.prefetch ?? []), ...(rules.prerender ?? [])]) expect(['moderate', 'conservative']).toContain(rule.eagerness)
  })
})

describe("the after-add modal's rule", () => {
  it('fetches the basket page and nothing else, and never prerenders it', () => {
    expect(basketPrefetchRules('/de/cart')).toEqual({ prefetch: [{ source: 'list', urls: ['/de/cart'], eagerness: 'immediate' }] })
  })
})
