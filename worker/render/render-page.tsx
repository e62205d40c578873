/**
 * @module
 * Streams a page: React 19 `renderToReadableStream` inside the one document shell, with the CSP
 * nonce on every script React writes and the request's abort signal. People get the head at once
 * and slow sections as they resolve; crawlers get the complete HTML (`allReady`).
 */
import type { Context } from 'hono'
import { use, type ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { PageFrame } from '../../client/components/page-frame'
import type { PriceDisplayChoice } from '../../client/components/price-display-form'
import { showsExcludingVat } from '../middleware/price-display-default'
import { storeFromPath } from '../../shared/rules/store-from-path'
import type { AppEnv } from '../env'
import { storeAlternates } from '../seo/alternates'
import { isCrawler } from '../seo/is-crawler'
import { loadAssetManifest } from './asset-manifest'
import { Document, type DocumentProps, type SocialMeta } from './document'
import { preloadLinks } from './preload-links'
import type { NoticeView, ShellContent } from '../../client/components/page-props'
import { loadShellContent } from '../loaders/shell-content'
import { NO_STORE, REVALIDATE_EACH_TIME } from '../cache/strategies'
import { PAGE_LIFETIME_HEADER } from '../cache/page-cache'
import { SHOP_NAME } from '../../shared/constants/shop'

export type PageMeta = {
  title: string
  description?: string
  keywords?: string
  /** Path inside the site, made absolute against the request's origin. */
  canonicalPath?: string
  robots?: 'noindex'
  jsonLd?: readonly object[]
  /** Open Graph and Twitter card tags; the site name and locale are the store's. */
  social?: { type: SocialMeta['type']; image?: string | undefined }
  /** The largest image of the page, to fetch early (LCP). */
  preloadImage?: DocumentProps['preloadImage']
  /** A one-off notice shown above the page (carried by the `message` cookie). */
  notice?: NoticeView | undefined
  /**
   * False on payment pages: no tag manager and no help chat, only our own scripts (PCI DSS 4.0
   * 6.4.3, the script rule for pages that take an order).
   */
  thirdPartyScripts?: false
}

export type RenderOptions = {
  status?: number
  headers?: Record<string, string>
  /**
   * A page that is the same for every shopper (its route runs `sharedPage`): how long what it shows
   * stays true, in seconds. The page cache keeps it that long; browsers ask again each time.
   */
  freshForSeconds?: number
}

const NO_SHELL_CONTENT: Promise<ShellContent> = Promise.resolve({})

/**
 * The shell's content as the page route started it (`pageShell`), or, for pages outside the page
 * routes (error pages of other routes, the dev mailbox), started now. An error page rendered before
 * the request context was set up goes without it.
 */
function shellContent(c: Context<AppEnv>): Promise<ShellContent> {
  if (c.var.shell) return c.var.shell
  return c.var.loaderContext ? loadShellContent(c.var.loaderContext) : NO_SHELL_CONTENT
}

/** Reads the shell content inside the render, so the document starts rendering without waiting for it first. */
function ShellContentFrame({ shell, children }: { shell: Promise<ShellContent>; children: (content: ShellContent) => ReactNode }) {
  return children(use(shell))
}

export async function renderPage(c: Context<AppEnv>, body: ReactNode, meta: PageMeta, options: RenderOptions = {}): Promise<Response> {
  const { config, store, t, requestId } = c.var
  const notice = meta.notice ?? c.var.notice
  const shell = shellContent(c)
  const nonce = c.get('secureHeadersNonce')
  const assets = await loadAssetManifest(c.env.ASSETS, { everyTime: config.ENVIRONMENT === 'development' })
  const url = new URL(c.req.url)
  const origin = url.origin
  const priceDisplay = priceDisplayChoice(c, url)
  const listLayout = c.var.session?.listingLayout === 'list'
  const stream = await renderToReadableStream(
    <Document
      lang={store.htmlLang}
      title={meta.title}
      description={meta.description}
      keywords={meta.keywords}
      canonicalUrl={meta.canonicalPath === undefined ? undefined : new URL(meta.canonicalPath, origin).href}
      robots={meta.robots}
      alternates={meta.canonicalPath === undefined ? undefined : storeAlternates(storeFromPath(meta.canonicalPath).path, origin)}
      jsonLd={meta.jsonLd}
      social={meta.social && { ...meta.social, image: meta.social.image && new URL(meta.social.image, origin).href, siteName: SHOP_NAME, locale: store.locale }}
      preloadImage={meta.preloadImage}
      assets={assets}
      islandTexts={assets.islandTexts[store.locale]}
      nonce={nonce}
      tagManagerId={meta.thirdPartyScripts === false ? undefined : config.TAG_MANAGER_ID}
      excludingVat={!priceDisplay.includingVat}
      storeExcludingVat={c.var.storeShowsExcludingVat}
      listLayout={listLayout}
      firstPartyOnly={meta.thirdPartyScripts === false}
    >
      <ShellContentFrame shell={shell}>
        {(content) => (
          <PageFrame store={store} t={t} year={new Date().getUTCFullYear()} notice={notice} shell={content} helpChat={meta.thirdPartyScripts === false ? false : { scriptUrl: config.CHAT_SCRIPT_URL ?? null }}
            priceDisplay={priceDisplay}
          >
            {body}
          </PageFrame>
        )}
      </ShellContentFrame>
    </Document>,
    {
      nonce,
      signal: c.req.raw.signal,
      // Errors after the shell was sent (inside a Suspense boundary) are retried on the client;
      // the log keeps them.
      onError(error: unknown) {
        if (!c.req.raw.signal.aborted) console.error(`[${requestId}] render error`, error)
      },
    },
  )
  if (isCrawler(c.req.header('user-agent'))) await stream.allReady
  return new Response(stream, {
    status: options.status ?? 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', Link: preloadLinks(assets), ...options.headers, ...cacheHeaders(options, { notice: !!notice, ownChoices: !priceDisplay.includingVat || listLayout }) },
  })
}

/**
 * A page with a notice is one shopper's and never stored. A shared page says how long it stays
 * true (`PAGE_LIFETIME_HEADER`, which the page cache keeps it for), while browsers must ask again
 * each time (`no-cache`): a browser's own copy would hide the one-off notice of a redirect back to
 * it (signed out, added to the basket). A page drawn in the shopper's own choices, prices excluding
 * VAT (issue 25 point 7) or listings as a list, differs from everyone else's, so no cache between
 * the shopper and the shop may keep it (`private`).
 */
function cacheHeaders(options: RenderOptions, page: { notice: boolean; ownChoices: boolean }): Record<string, string> {
  if (page.notice) return { 'Cache-Control': NO_STORE }
  const routes = options.headers?.['Cache-Control']
  if (options.freshForSeconds !== undefined) {
    return { 'Cache-Control': page.ownChoices ? `private, ${REVALIDATE_EACH_TIME}` : REVALIDATE_EACH_TIME, [PAGE_LIFETIME_HEADER]: String(options.freshForSeconds) }
  }
  if (!page.ownChoices) return {}
  if (routes === undefined) return { 'Cache-Control': 'private' }
  if (/\b(no-store|private)\b/.test(routes)) return { 'Cache-Control': routes }
  return { 'Cache-Control': /\bpublic\b/.test(routes) ? routes.replace(/\bpublic\b/, 'private') : `private, ${routes}` }
}


/** The longest return path the switch's form sends (`returnPath` takes 300 characters). */
const RETURN_PATH_MAX = 300

/**
 * The VAT choice of the request's cookie (SPEC §4: including unless it says excluding) and the
 * page to come back to after the switch's form, store-relative with its query (the path alone
 * when the query is too long to carry).
 */
function priceDisplayChoice(c: Context<AppEnv>, url: URL): PriceDisplayChoice {
  const { path } = storeFromPath(url.pathname)
  const withQuery = path + url.search
  return {
    returnPath: withQuery.length <= RETURN_PATH_MAX ? withQuery : path,
    includingVat: !showsExcludingVat(c),
  }
}
