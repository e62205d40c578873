/**
 * @module
 * The back-end content of the shell on every page. It comes from the KV cache; if the back end is
 * down and nothing is cached, the shell shows its built-in texts rather than failing the page.
 */
import type { Context } from 'hono'
import { htmlToText } from '../../shared/html/html-to-text'
import type { ShellContent } from '../../client/components/page-props'
import type { AppEnv } from '../env'
import { loadCmsBlocks } from './shared-data'

/** SPEC §3 "Blocks used": the selling strip's replacement delivery text. */
export const DELIVERY_HEADER_BLOCK = 'delivery_replacement_header'

export async function loadShellContent(c: Context<AppEnv>): Promise<ShellContent> {
  try {
    const blocks = await loadCmsBlocks(c, [DELIVERY_HEADER_BLOCK])
    const header = blocks.get(DELIVERY_HEADER_BLOCK)?.content
    return { deliveryNotice: header ? htmlToText(header) || null : null }
  } catch (error) {
    console.error(`[${c.var.requestId}] shell content unavailable`, error)
    return {}
  }
}
