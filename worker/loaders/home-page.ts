/**
 * @module
 * The home page (SPEC §2 "/ and /pwa.html"): its CMS blocks (hero, brands, promises), the top
 * categories' tiles and its bestsellers and best-value lists, both from the KV cache the shell also reads. Nothing on the home page decides
 * its status, so a part that cannot be loaded is logged and left out, as the shell does, rather than
 * failing the shop's front door.
 */
import { HOME_MERCHANDISING } from '../../shared/graphql/documents/catalogue'
import { linksInStore } from '../../shared/html/store-links'
import { sanitizeHtml } from '../../shared/html/sanitize-html'
import { topCategoryTiles } from '../../shared/rules/category-tiles'
import type { ProductCardView } from '../../shared/views/listing-view'
import type { HomeBlocks, HomePageView, HomeProducts } from '../../client/pages/home-page'
import { logAndReturn, type LoaderContext, type PageData } from './loader-context'
import { productCardViews } from './listing-view'
import { loadCategoryTree, loadCmsBlocks } from './cached-reads'

/** SPEC §3 "Blocks used": the home page's blocks, by what they hold. */
export const HOME_BLOCKS = { hero: 'home_hero', brands: 'home_brands', promises: 'home_usps' } as const

const NO_BLOCKS: HomeBlocks = { hero: null, brands: null, promises: null }
const NO_PRODUCTS: HomeProducts = { bestsellers: [], bestValues: [] }

/**
 * Choice where the spec is silent: the home page's bestsellers and best value are those of the
 * busiest top categories (ink, then toner), taken in turn, as a Magento shop would merchandise them
 * on its category pages; the root category carries no lists of its own.
 */
export const HOME_MERCHANDISING_PATHS = ['ink-cartridges', 'toner-cartridges'] as const
const HOME_LIST_LENGTH = 4

/** One from each list in turn, without repeats, up to the list length. */
function inTurn(lists: readonly ProductCardView[][]): ProductCardView[] {
  const picked = new Map<string, ProductCardView>()
  for (let index = 0; picked.size < HOME_LIST_LENGTH && lists.some((list) => index < list.length); index++) {
    for (const list of lists) {
      const card = list[index]
      if (card && picked.size < HOME_LIST_LENGTH) picked.set(card.sku, card)
    }
  }
  return [...picked.values()]
}

async function loadHomeProducts(ctx: LoaderContext): Promise<HomeProducts> {
  // Kept in KV like the shell's content: the front door should not wait on the catalogue.
  const data = await ctx.cache.get({
    kind: 'homeProducts',
    storeCode: ctx.store.code,
    id: HOME_MERCHANDISING_PATHS.join(','),
    load: () => ctx.graphql.query(HOME_MERCHANDISING, { urlPaths: [...HOME_MERCHANDISING_PATHS] }),
  })
  const items = data.categories?.items ?? []
  const ordered = HOME_MERCHANDISING_PATHS.map((path) => items.find((item) => item?.url_path === path))
  return {
    bestsellers: inTurn(ordered.map((item) => productCardViews(item?.bestsellers))),
    bestValues: inTurn(ordered.map((item) => productCardViews(item?.best_values))),
  }
}

/** Each block's markup, made safe (`sanitizeHtml`) and with its shop links kept in the store view. */
async function loadHomeBlocks(ctx: LoaderContext): Promise<HomeBlocks> {
  const found = await loadCmsBlocks(ctx, Object.values(HOME_BLOCKS))
  const markup = (identifier: string): string | null => {
    const content = found.get(identifier)?.content
    const safe = content ? sanitizeHtml(content).trim() : ''
    return safe ? linksInStore(safe, ctx.store) : null
  }
  return { hero: markup(HOME_BLOCKS.hero), brands: markup(HOME_BLOCKS.brands), promises: markup(HOME_BLOCKS.promises) }
}

/** Never rejects: the blocks and the tiles are loaded together, each left empty when unavailable. */
export async function loadHomePage(ctx: LoaderContext): Promise<PageData<HomePageView>> {
  const [blocks, categories, products] = await Promise.all([
    loadHomeBlocks(ctx).catch(logAndReturn(ctx, 'home blocks', NO_BLOCKS)),
    loadCategoryTree(ctx).then(topCategoryTiles, logAndReturn(ctx, 'home category tiles', [])),
    loadHomeProducts(ctx).catch(logAndReturn(ctx, 'home product lists', NO_PRODUCTS)),
  ])
  return { critical: { blocks, categories, products }, deferred: {} }
}
