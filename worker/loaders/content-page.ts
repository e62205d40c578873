/**
 * @module
 * Content pages (SPEC §2 "Content pages loaded by identifier", and CMS pages the route lookup
 * finds): the CMS page by identifier, cached in KV, mapped to what the page shows, its content made
 * safe and shop-ready by `contentHtml` (issue 18 point 1).
 */
import type { CmsPageHeadFragment } from '../../shared/graphql/generated'
import { contentHtml } from '../../shared/html/content-html'
import type { StoreConfigData } from '../../shared/graphql/documents/store'
import type { LoaderContext, PageData } from './loader-context'
import { loadCmsPage, loadStoreConfig } from './cached-reads'

export type ContentPageView = {
  identifier: string
  title: string
  heading: string
  description: string | null
  keywords: string | null
  /** Sanitised markup, ready to put into the page. */
  html: string
}

export type CmsPageSource = Pick<CmsPageHeadFragment, 'title' | 'meta_title' | 'meta_description' | 'meta_keywords' | 'content_heading'> & {
  identifier?: string | null
  content?: string | null
}

/** The store's own addresses (Magento's base URLs) and the request's origin: links to them become site paths. */
function ownOrigins(config: StoreConfigData | null, requestOrigin: string): string[] {
  const urls = [config?.secure_base_url, config?.secure_base_link_url, config?.base_url, requestOrigin]
  return urls.flatMap((url) => {
    if (!url) return []
    try {
      return [new URL(url).origin]
    } catch {
      return []
    }
  })
}

/**
 * The page's title falls back from the meta title to its title, then to the given name; the heading
 * prefers the content heading.
 */
export function contentPageView(page: CmsPageSource, fallbackTitle: string, html = ''): ContentPageView {
  const title = page.meta_title || page.title || fallbackTitle
  return {
    identifier: page.identifier || fallbackTitle,
    title,
    heading: page.content_heading || page.title || title,
    description: page.meta_description || null,
    keywords: page.meta_keywords || null,
    html,
  }
}

/** A CMS page the back end answered (by identifier or through the route lookup), ready to show. */
export async function contentPageFrom(ctx: LoaderContext, page: CmsPageSource, fallbackTitle: string, requestOrigin: string): Promise<ContentPageView> {
  const config = await loadStoreConfig(ctx)
  const html = contentHtml(page.content ?? '', {
    store: ctx.store,
    mediaBaseUrl: config?.secure_base_media_url ?? null,
    ownOrigins: ownOrigins(config, requestOrigin),
  })
  return contentPageView(page, fallbackTitle, html)
}

/** Null when the back end has no such active page (the route answers 404). */
export async function loadContentPage(ctx: LoaderContext, identifier: string, requestOrigin: string): Promise<PageData<ContentPageView> | null> {
  const page = await loadCmsPage(ctx, identifier)
  return page ? { critical: await contentPageFrom(ctx, page, identifier, requestOrigin), deferred: {} } : null
}
