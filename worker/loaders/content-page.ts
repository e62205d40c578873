/**
 * @module
 * Content pages (SPEC §2 "Content pages loaded by identifier", and CMS pages the route lookup
 * finds): the CMS page by identifier, cached in KV, mapped to what the page shows.
 */
import type { CmsPageHeadFragment } from '../../shared/graphql/generated'
import type { LoaderContext, PageData } from './loader-context'
import { loadCmsPage } from './shared-data'

export type ContentPageView = { title: string; heading: string; description: string | null }

type CmsPageHead = Pick<CmsPageHeadFragment, 'title' | 'meta_title' | 'meta_description' | 'content_heading'>

/** The page's title falls back from the meta title to its title, then to the given name; the heading prefers the content heading. */
export function contentPageView(page: CmsPageHead, fallbackTitle: string): ContentPageView {
  const title = page.meta_title || page.title || fallbackTitle
  return { title, heading: page.content_heading || page.title || title, description: page.meta_description }
}

/** Null when the back end has no such active page (the route answers 404). */
export async function loadContentPage(ctx: LoaderContext, identifier: string): Promise<PageData<ContentPageView> | null> {
  const page = await loadCmsPage(ctx, identifier)
  return page ? { critical: contentPageView(page, identifier), deferred: {} } : null
}
