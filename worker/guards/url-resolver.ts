/**
 * @module
 * SPEC §2 catch-all: the store-relative path is resolved through the back end's route lookup
 * (cached in KV). Redirects keep the back end's code; a three-segment category path without a
 * result goes to its parent (302) unless it is under printers; anything else unresolved is a 404.
 */
import type { Context } from 'hono'
import { PRINTERS_SEGMENT } from '../../shared/constants/printers'
import type { RoutedEntity } from '../../shared/graphql/documents/route'
import { sitePath } from '../../shared/rules/site-path'
import { storePath } from '../../shared/rules/store-from-path'
import type { AppEnv } from '../env'
import { loadRoute, loadStoreConfig } from '../loaders/cached-reads'

export type UrlOutcome =
  | { kind: 'page'; route: RoutedEntity }
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | { kind: 'not-found' }

/** Longest path worth a back-end lookup; no shop URL comes near it. */
const MAX_PATH_LENGTH = 512

/** A path the back end may be asked about: printable, bounded, no dot segments. */
function lookupPath(storeRelativePath: string): string | null {
  let path: string
  try {
    path = decodeURIComponent(storeRelativePath)
  } catch {
    return null
  }
  path = path.replace(/^\/+|\/+$/g, '')
  if (path === '' || path.length > MAX_PATH_LENGTH) return null
  if (/[\u0000-\u001f\u007f\\]/.test(path) || path.split('/').some((s) => s === '' || s === '.' || s === '..')) return null
  return path
}

export async function resolveUrl(c: Context<AppEnv>): Promise<UrlOutcome> {
  const path = lookupPath(c.var.storePath)
  if (path === null) return { kind: 'not-found' }
  const route = await loadRoute(c.var.loaderContext, path)
  const search = new URL(c.req.url).search
  if (!route) {
    const segments = path.split('/')
    if (segments.length === 3 && segments[0] !== PRINTERS_SEGMENT) {
      return { kind: 'redirect', location: storePath(c.var.store, `/${segments[0]}/${segments[1]}.html`) + search, status: 302 }
    }
    return { kind: 'not-found' }
  }
  if (route.redirect_code === 301 || route.redirect_code === 302) {
    const target = sitePath(route.relative_url)
    if (target === null) return { kind: 'not-found' }
    return { kind: 'redirect', location: storePath(c.var.store, target) + search, status: route.redirect_code }
  }
  // SPEC §2 home marker: the CMS page that is the home page lives at the home path only. The
  // store's "no route" page is what Magento shows for a path it does not know, so at its own path
  // it is a 404 like every other unknown path (issue 26 point 2).
  if (route.__typename === 'CmsPage' && 'identifier' in route && route.identifier) {
    const config = await loadStoreConfig(c.var.loaderContext)
    if (route.identifier === (config?.cms_home_page ?? 'home')) return { kind: 'redirect', location: storePath(c.var.store, '/'), status: 301 }
    if (route.identifier === (config?.cms_no_route ?? 'no-route')) return { kind: 'not-found' }
  }
  return { kind: 'page', route }
}
