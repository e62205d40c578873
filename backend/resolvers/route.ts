/**
 * @module
 * `route(url)` and the deprecated `urlResolver(url)`: a URL path to its category, product or CMS
 * page in one lookup, with the redirect code and target of a 301/302 rewrite.
 */
import type { BackendContext } from '../context'
import { findCmsPageByIdentifier, type CmsPageRecord } from '../db/cms'
import { findUrlRewrite } from '../db/url-rewrites'
import type { CategorySource, ProductSource, Resolver, RouteInfo } from './types'
import { toUid } from './uid'

type Routed =
  | ({ routeType: 'CATEGORY' } & CategorySource)
  | ({ routeType: 'PRODUCT' } & ProductSource)
  | ({ routeType: 'CMS_PAGE' } & CmsPageRecord & { route: RouteInfo })

/** The path as stored in rewrites: no origin, query, fragment, or leading and trailing slashes. */
export function normalizeUrl(url: string): string {
  let path = url.trim()
  try {
    path = new URL(path, 'https://x.invalid').pathname
  } catch {
    return ''
  }
  try {
    path = decodeURIComponent(path)
  } catch {
    // Keep the raw path when it is not valid percent-encoding; it will simply not match.
  }
  return path.replace(/^\/+/, '').replace(/\/+$/, '')
}

async function resolveUrl(url: string, context: BackendContext): Promise<Routed | null> {
  const path = normalizeUrl(url)
  if (path === '') {
    const home = await findCmsPageByIdentifier(context.db, String(context.store.config.cms_home_page ?? 'home'), context.store.id)
    return home ? { routeType: 'CMS_PAGE', ...home, route: { relative_url: '', redirect_code: 0 } } : null
  }
  const rewrite = await findUrlRewrite(context.db, path)
  if (!rewrite) {
    // Magento also resolves a CMS page by its identifier.
    const page = await findCmsPageByIdentifier(context.db, path, context.store.id)
    return page ? { routeType: 'CMS_PAGE', ...page, route: { relative_url: path, redirect_code: 0 } } : null
  }
  const route: RouteInfo = {
    relative_url: rewrite.redirect_type === 0 ? rewrite.request_path : rewrite.target_path,
    redirect_code: rewrite.redirect_type,
  }
  switch (rewrite.entity_type) {
    case 'CATEGORY': {
      const category = await context.loaders.category.load(Number(rewrite.entity_key))
      return category ? { routeType: 'CATEGORY', ...category, route } : null
    }
    case 'PRODUCT': {
      const product = await context.loaders.product.load(Number(rewrite.entity_key))
      return product && product.status === 1 && product.visibility > 1 ? { routeType: 'PRODUCT', ...product, route } : null
    }
    case 'CMS_PAGE': {
      const page = await findCmsPageByIdentifier(context.db, rewrite.entity_key, context.store.id)
      return page ? { routeType: 'CMS_PAGE', ...page, route } : null
    }
  }
}

export const routeQueries = {
  route: async (_s: unknown, args: { url: string }, context: BackendContext) => resolveUrl(args.url, context),
  urlResolver: async (_s: unknown, args: { url: string }, context: BackendContext) => {
    const routed = await resolveUrl(args.url, context)
    if (!routed) return null
    const id = routed.routeType === 'CMS_PAGE' ? routed.page_id : routed.id
    return {
      id,
      entity_uid: toUid(id),
      canonical_url: routed.route?.relative_url ?? null,
      relative_url: routed.route?.relative_url ?? null,
      redirectCode: routed.route?.redirect_code ?? 0,
      type: routed.routeType,
    }
  },
}

/** Which GraphQL type a routed entity is. */
export function routedTypename(value: { routeType?: string; type_id?: string }, productTypename: (p: ProductSource) => string): string | undefined {
  if (value.routeType === 'CATEGORY') return 'CategoryTree'
  if (value.routeType === 'CMS_PAGE') return 'CmsPage'
  return value.type_id ? productTypename(value as ProductSource) : undefined
}

export const cmsPageResolvers: Record<string, Resolver<CmsPageRecord & { route?: RouteInfo }, never>> = {
  url_key: (p) => p.identifier,
  relative_url: (p) => p.route?.relative_url ?? `${p.identifier}.html`,
  redirect_code: (p) => p.route?.redirect_code ?? 0,
  type: () => 'CMS_PAGE',
}
