import type { ReactNode } from 'react'
import { serializeForScript } from '../../shared/html/serialize-for-script'
import { PRICE_DISPLAY_HEAD_SCRIPT } from '../../shared/rules/price-display-script'
import type { AssetManifest } from './asset-manifest'
import { tagManagerScriptUrl } from '../security/third-party-origins'

/** What the tag manager's own snippet does before loading the container: mark the start time. */
const TAG_MANAGER_START_SCRIPT = "(window.dataLayer=window.dataLayer||[]).push({'gtm.start':Date.now(),event:'gtm.js'})"

export type DocumentProps = {
  lang: string
  title: string
  description?: string | undefined
  canonicalUrl?: string | undefined
  robots?: string | undefined
  /** The page in each store view (hreflang). */
  alternates?: readonly { hreflang: string; href: string }[] | undefined
  /** Structured data (schema.org), one script per object. */
  jsonLd?: readonly object[] | undefined
  assets: AssetManifest
  nonce: string | undefined
  /** SPEC §7: the tag manager's container, loaded only when TAG_MANAGER_ID is configured. */
  tagManagerId?: string | undefined
  children: ReactNode
}

/**
 * The one HTML document every page is streamed in. The head carries everything the browser should
 * start fetching at once (stylesheet, entry module and its chunks), so flushing it first pays off.
 */
export function Document({ lang, title, description, canonicalUrl, robots, alternates, jsonLd, assets, nonce, tagManagerId, children }: DocumentProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {description && <meta name="description" content={description} />}
        {robots && <meta name="robots" content={robots} />}
        {canonicalUrl && <link rel="canonical" href={canonicalUrl} />}
        {alternates?.map(({ hreflang, href }) => (
          <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
        ))}
        {/* Before the stylesheet and body: the VAT choice is applied before first paint. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PRICE_DISPLAY_HEAD_SCRIPT }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={assets.css} />
        <link rel="modulepreload" href={assets.entry} />
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        <script type="module" src={assets.entry} nonce={nonce} />
        {tagManagerId && (
          <>
            {/* The container's start time, as its own snippet records it; then the container itself, async. */}
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: TAG_MANAGER_START_SCRIPT }} />
            <script async src={tagManagerScriptUrl(tagManagerId)} nonce={nonce} />
          </>
        )}
        {jsonLd?.map((data, index) => (
          <script
            key={index}
            type="application/ld+json"
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: serializeForScript(data) }}
          />
        ))}
      </head>
      <body>{children}</body>
    </html>
  )
}
