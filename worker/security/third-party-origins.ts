/**
 * @module
 * The only other origins the page's Content-Security-Policy admits, and only when configured:
 * the help-chat vendor (CHAT_SCRIPT_URL, SPEC §2) and the tag manager (TAG_MANAGER_ID, SPEC §7)
 * for scripts, and for pictures the video thumbnails and a configured Magento's media. Unset, the
 * script policy stays `'self'` plus the response's nonce.
 */
import type { WorkerConfig } from '../config'

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com'

/** YouTube's thumbnail service: a product video shows its picture (SPEC §7 "Video thumbnails"). */
export const VIDEO_THUMBNAIL_ORIGIN = 'https://i.ytimg.com'

/** The tag manager's container script for a configured id (validated as GTM-XXXX by the config). */
export function tagManagerScriptUrl(id: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`
}

/**
 * Origins the page may load scripts from and connect to, besides its own. Tags the container
 * itself loads from elsewhere (an analytics collector, say) need their origin added here.
 */
export function thirdPartyOrigins(config: Pick<WorkerConfig, 'CHAT_SCRIPT_URL' | 'TAG_MANAGER_ID'>): string[] {
  const origins: string[] = []
  if (config.CHAT_SCRIPT_URL) origins.push(new URL(config.CHAT_SCRIPT_URL).origin)
  if (config.TAG_MANAGER_ID) origins.push(TAG_MANAGER_ORIGIN)
  return origins
}

/**
 * Origins pictures may come from besides our own: the video thumbnails, and a real Magento's host,
 * whose catalogue media URLs are absolute on it (the embedded back end serves them from `/img/`).
 */
export function imageOrigins(config: Pick<WorkerConfig, 'MAGENTO_GRAPHQL_URL'>): string[] {
  return [VIDEO_THUMBNAIL_ORIGIN, ...(config.MAGENTO_GRAPHQL_URL ? [new URL(config.MAGENTO_GRAPHQL_URL).origin] : [])]
}
