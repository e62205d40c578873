/**
 * @module
 * The home page (SPEC §2 "/ and /pwa.html"): its CMS blocks (hero, brands, promises) and the top
 * categories' tiles, both from the KV cache the shell also reads. Nothing on the home page decides
 * its status, so a part that cannot be loaded is logged and left out, as the shell does, rather than
 * failing the shop's front door.
 */
import { linksInStore } from '../../shared/html/store-links'
import { sanitizeHtml } from '../../shared/html/sanitize-html'
import { topCategoryTiles } from '../../shared/rules/category-tiles'
import type { HomeBlocks, HomePageView } from '../../client/pages/home-page'
import { logAndReturn, type LoaderContext, type PageData } from './loader-context'
import { loadCategoryTree, loadCmsBlocks } from './shared-data'

/** SPEC §3 "Blocks used": the home page's blocks, by what they hold. */
export const HOME_BLOCKS = { hero: 'home_hero', brands: 'home_brands', promises: 'home_usps' } as const

const NO_BLOCKS: HomeBlocks = { hero: null, brands: null, promises: null }

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
  const [blocks, categories] = await Promise.all([
    loadHomeBlocks(ctx).catch(logAndReturn(ctx, 'home blocks', NO_BLOCKS)),
    loadCategoryTree(ctx).then(topCategoryTiles, logAndReturn(ctx, 'home category tiles', [])),
  ])
  return { critical: { blocks, categories }, deferred: {} }
}
