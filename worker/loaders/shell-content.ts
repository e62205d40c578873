/**
 * @module
 * The back-end content of the shell on every page (CMS blocks, the category menu, the shipment
 * config's Christmas switches). It comes from the KV cache; if the back end is down and nothing is
 * cached, the shell shows its built-in texts (and no menu, no payments area) rather than failing
 * the page.
 */
import { htmlToText } from '../../shared/html/html-to-text'
import { sanitizeHtml } from '../../shared/html/sanitize-html'
import type { ShellContent } from '../../client/components/page-props'
import { menuFromCategoryTree } from '../../shared/rules/menu'
import { londonDate } from '../../shared/rules/london-clock'
import { noteFailure, type LoaderContext } from './loader-context'
import { loadCategoryTree, loadCmsBlocks, loadShipmentConfig } from './cached-reads'

/** SPEC §3 "Blocks used": the selling strip's replacement delivery text. */
export const DELIVERY_HEADER_BLOCK = 'delivery_replacement_header'
/** SPEC §3 "Blocks used": the footer's payments area. */
export const FOOTER_PAYMENT_BLOCK = 'footer_company_payment'

/** Both shell blocks in one `loadCmsBlocks` call: one cache pass, and on a miss the loads run together. */
async function loadBlocks(ctx: LoaderContext): Promise<Pick<ShellContent, 'deliveryNotice' | 'paymentsHtml'>> {
  try {
    const blocks = await loadCmsBlocks(ctx, [DELIVERY_HEADER_BLOCK, FOOTER_PAYMENT_BLOCK])
    const header = blocks.get(DELIVERY_HEADER_BLOCK)?.content
    const payments = blocks.get(FOOTER_PAYMENT_BLOCK)?.content
    return {
      // The strip is one line of text; the footer area keeps the block's markup, made safe.
      deliveryNotice: header ? htmlToText(header) || null : null,
      paymentsHtml: payments ? sanitizeHtml(payments).trim() || null : null,
    }
  } catch (error) {
    noteFailure(ctx, 'shell content', error)
    return {}
  }
}

/** SPEC §2 navigation; without the tree the page still renders, with no menu. */
async function loadMenu(ctx: LoaderContext): Promise<Pick<ShellContent, 'menu'>> {
  try {
    return { menu: menuFromCategoryTree(await loadCategoryTree(ctx)) }
  } catch (error) {
    noteFailure(ctx, 'category menu', error)
    return {}
  }
}

/** SPEC §2 selling strip: the Christmas message depends on the shipment config's switches. */
async function loadChristmas(ctx: LoaderContext): Promise<Pick<ShellContent, 'christmas'>> {
  try {
    const config = await loadShipmentConfig(ctx)
    if (!config) return {}
    return {
      christmas: {
        christmasEnabled: config.christmas_enabled === true,
        showChristmasDelivery: config.show_christmas_delivery === true,
        deliveryDateAfterChristmas: config.delivery_date_after_christmas,
      },
    }
  } catch (error) {
    noteFailure(ctx, 'shipment config', error)
    return {}
  }
}

/** Never rejects: each part that cannot be loaded is left out, and the shell shows its built-in texts. */
export async function loadShellContent(ctx: LoaderContext): Promise<ShellContent> {
  const [blocks, menu, christmas] = await Promise.all([loadBlocks(ctx), loadMenu(ctx), loadChristmas(ctx)])
  return { ...blocks, ...menu, ...christmas, today: londonDate(Date.now()) }
}
