/**
 * @module
 * The back-end content of the shell on every page (CMS blocks, the category menu). It comes from
 * the KV cache; if the back end is down and nothing is cached, the shell shows its built-in texts
 * (and no menu) rather than failing the page.
 */
import type { Context } from 'hono'
import { htmlToText } from '../../shared/html/html-to-text'
import type { ShellContent } from '../../client/components/page-props'
import type { AppEnv } from '../env'
import { menuFromCategoryTree } from '../../shared/rules/menu'
import { loadCategoryTree, loadCmsBlocks } from './shared-data'

/** SPEC §3 "Blocks used": the selling strip's replacement delivery text. */
export const DELIVERY_HEADER_BLOCK = 'delivery_replacement_header'

async function loadDeliveryNotice(c: Context<AppEnv>): Promise<Pick<ShellContent, 'deliveryNotice'>> {
  try {
    const blocks = await loadCmsBlocks(c, [DELIVERY_HEADER_BLOCK])
    const header = blocks.get(DELIVERY_HEADER_BLOCK)?.content
    return { deliveryNotice: header ? htmlToText(header) || null : null }
  } catch (error) {
    console.error(`[${c.var.requestId}] shell content unavailable`, error)
    return {}
  }
}

/** SPEC §2 navigation; without the tree the page still renders, with no menu. */
async function loadMenu(c: Context<AppEnv>): Promise<Pick<ShellContent, 'menu'>> {
  try {
    return { menu: menuFromCategoryTree(await loadCategoryTree(c)) }
  } catch (error) {
    console.error(`[${c.var.requestId}] category menu unavailable`, error)
    return {}
  }
}

export async function loadShellContent(c: Context<AppEnv>): Promise<ShellContent> {
  const [notice, menu] = await Promise.all([loadDeliveryNotice(c), loadMenu(c)])
  return { ...notice, ...menu }
}
