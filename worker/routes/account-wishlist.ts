/**
 * @module
 * The customer's wish list page (issue 17 point 5; SPEC §4 "Wishlist", §8): move an item to the
 * basket ("You added {product} to your shopping cart.", or the "Wishlist error" notice with the
 * reason) or remove it, each a plain form answering 303 back to the list. Which product was moved
 * (its SKU), or why it could not be, rides in the address, so a reload repeats nothing; the name
 * shown is the basket line's, so an address cannot put other words on the page. Behind
 * `is-authenticated`; an item that is not on the customer's own list is ignored.
 */
import type { CartUserInputErrorType } from '../../shared/graphql/generated'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { FLASH_MESSAGE } from '../../shared/constants/cookies'
import { LISTING_LAYOUTS, type ListingLayout } from '../../shared/constants/listing-layout'
import { ACCOUNT_PAGE_PATHS } from '../../shared/constants/shop-paths'
import { storePath } from '../../shared/rules/store-from-path'
import { moveWishlistItemToBasket, removeWishlistItem } from '../actions/wishlist-items'
import { personal } from '../cache/strategies'
import { setFlashMessage } from '../cookies/session-cookies'
import type { AppEnv } from '../env'
import { guard } from '../guards/registry'
import { loadBasketLineName } from '../loaders/basket-line-name'
import { loadMyWishlist } from '../loaders/my-wishlist'
import { formLimit } from '../middleware/form-limit'
import { renderAccountPage } from '../render/render-account-page'
import { validOrNotFound } from '../middleware/valid-or-not-found'

const authenticated = guard('is-authenticated')
/** SPEC §2 grid or list: the wish list's layout rides in the address; anything else is the grid. */
const layout = z.enum(LISTING_LAYOUTS).optional().catch(undefined)
const itemForm = z.object({ item: z.string().trim().regex(/^[A-Za-z0-9=_-]{1,64}$/), view: layout })
const ERROR_CODES = ['INSUFFICIENT_STOCK', 'NOT_SALABLE', 'PRODUCT_NOT_FOUND', 'UNDEFINED'] as const satisfies readonly CartUserInputErrorType[]
const pageQuery = z.object({ added: z.string().regex(/^[^\s<>"']{1,64}$/).optional(), failed: z.enum(ERROR_CODES).optional(), view: layout })
const smallForm = formLimit(1024)

/** The list's address, in the layout the form came from (grid, the default, is left out). */
function listPath(c: Context<AppEnv>, view: ListingLayout | undefined, query: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...(view === 'list' ? { view } : {}), ...query }).toString()
  return storePath(c.var.store, ACCOUNT_PAGE_PATHS.wishlist) + (params ? `?${params}` : '')
}

export const accountWishlistRoutes = new Hono<AppEnv>()

accountWishlistRoutes.get(ACCOUNT_PAGE_PATHS.wishlist, authenticated, validOrNotFound('query', pageQuery), async (c) => {
  const query = c.req.valid('query')
  const [view, added] = await Promise.all([loadMyWishlist(c.var.loaderContext), query.added ? loadBasketLineName(c.var.loaderContext, query.added) : null])
  return renderAccountPage(c, { kind: 'wishlist', view, layout: query.view ?? 'grid', added, failed: query.failed ?? null })
})

accountWishlistRoutes.post(`${ACCOUNT_PAGE_PATHS.wishlist}/move`, authenticated, smallForm, async (c) => {
  personal(c)
  const form = itemForm.safeParse(await c.req.parseBody())
  if (!form.success) return c.redirect(listPath(c, undefined), 303)
  const back = form.data.view
  const view = await loadMyWishlist(c.var.loaderContext)
  const item = view.items.find((entry) => entry.id === form.data.item)
  if (!item || !view.wishlistId) return c.redirect(listPath(c, back), 303)
  const moved = await moveWishlistItemToBasket(c.var.graphql, c.var.store.code, view.wishlistId, item.id)
  if (!moved.ok) return c.redirect(listPath(c, back, { failed: moved.code }), 303)
  // SPEC §4: a product moved to the cart leaves the wish list (Magento does; this makes sure).
  if ((await loadMyWishlist(c.var.loaderContext)).items.some((entry) => entry.id === item.id)) {
    await removeWishlistItem(c.var.graphql, c.var.store.code, item.id)
  }
  return c.redirect(listPath(c, back, { added: item.product.sku }), 303)
})

accountWishlistRoutes.post(`${ACCOUNT_PAGE_PATHS.wishlist}/remove`, authenticated, smallForm, async (c) => {
  personal(c)
  const form = itemForm.safeParse(await c.req.parseBody())
  if (!form.success) return c.redirect(listPath(c, undefined), 303)
  const view = await loadMyWishlist(c.var.loaderContext)
  if (view.items.some((entry) => entry.id === form.data.item)) {
    await removeWishlistItem(c.var.graphql, c.var.store.code, form.data.item)
    setFlashMessage(c, FLASH_MESSAGE.wishlistRemoved)
  }
  return c.redirect(listPath(c, form.data.view), 303)
})
