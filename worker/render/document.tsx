import type { ReactNode } from 'react'
import { serializeForScript } from '../../shared/html/serialize-for-script'
import { EX_VAT_CLASS, PRICE_DISPLAY_HEAD_SCRIPT, STORE_EX_VAT_ATTRIBUTE } from '../../shared/rules/price-display-script'
import { IslandTextsFile } from '../../client/islands/island'
import type { AssetManifest } from './asset-manifest'
import { tagManagerScriptUrl } from '../security/third-party-origins'
import { FIRST_PARTY_ONLY_ATTRIBUTE } from '../../shared/constants/first-party-only'
import { speculationRules } from '../../shared/rules/speculation-rules'

/** The same for every page, so serialized once. */
const SPECULATION_RULES = serializeForScript(speculationRules())

/**
 * What the tag manager's own snippet does: mark the start time, then load the container with this
 * script's nonce. A prerendered page (issue 26, speculation rules) waits until it is shown, so a
 * page fetched ahead of a click that never comes counts no visit and runs no tag.
 */
function tagManagerLoader(id: string): string {
  return (
    `(function(d,src){var nonce=d.currentScript&&d.currentScript.nonce;function load(){` +
    `(window.dataLayer=window.dataLayer||[]).push({'gtm.start':Date.now(),event:'gtm.js'});` +
    `var s=d.createElement('script');s.async=true;s.src=src;if(nonce)s.nonce=nonce;d.head.appendChild(s)}` +
    `if(d.prerendering)d.addEventListener('prerenderingchange',load,{once:true});else load()})(document,${serializeForScript(tagManagerScriptUrl(id))})`
  )
}

export type SocialMeta = { type: 'product' | 'website' | 'article'; siteName: string; image?: string | undefined; locale: string }

export type DocumentProps = {
  lang: string
  title: string
  description?: string | undefined
  /** Magento's meta keywords, where the back end has them (CMS pages). */
  keywords?: string | undefined
  canonicalUrl?: string | undefined
  robots?: string | undefined
  /** The page in each store view (hreflang). */
  alternates?: readonly { hreflang: string; href: string }[] | undefined
  /** Structured data (schema.org), one script per object. */
  jsonLd?: readonly object[] | undefined
  /** Open Graph and Twitter card tags (issue "Product page": products, categories, content). */
  social?: SocialMeta | undefined
  /** The page's largest image, fetched with the stylesheet rather than after layout (LCP). */
  preloadImage?: { href: string; srcSet?: string | undefined; sizes?: string | undefined } | undefined
  /** The shop's files; the staff area's are not among them, so no shop page can link them. */
  assets: Omit<AssetManifest, 'admin' | 'islandTexts'>
  /** The locale's file of island texts, which the page's islands name instead of carrying them. */
  islandTexts?: string | undefined
  nonce: string | undefined
  /** SPEC §7: the tag manager's container, loaded only when TAG_MANAGER_ID is configured. */
  tagManagerId?: string | undefined
  /**
   * Prices excluding VAT from the first byte: the `ex-vat` class the head script would set, for
   * shoppers without scripts (issue 25 point 7). Such a page is kept by that browser only (`private`).
   */
  excludingVat?: boolean | undefined
  /** The store shows prices excluding VAT to a shopper who chose nothing (the head script's default). */
  storeExcludingVat?: boolean | undefined
  /** Listings as a list from the first byte (SPEC §2): the `data-listing-layout` the layout switch sets. */
  listLayout?: boolean | undefined
  /**
   * A payment page (PCI DSS 4.0 6.4.3): only our own scripts. Marked on `<html>` so soft navigation
   * never carries a third-party script into such a page, or such a page's queued analytics out.
   */
  firstPartyOnly?: boolean | undefined
  children: ReactNode
}

/** Open Graph for sharing, and the Twitter card that reads it (a large picture when there is one). */
function SocialTags({ social, title, description, url }: { social: SocialMeta; title: string; description: string | undefined; url: string | undefined }) {
  return (
    <>
      <meta property="og:type" content={social.type} />
      <meta property="og:site_name" content={social.siteName} />
      <meta property="og:locale" content={social.locale} />
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      {url && <meta property="og:url" content={url} />}
      {social.image && <meta property="og:image" content={social.image} />}
      <meta name="twitter:card" content={social.image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      {description && <meta name="twitter:description" content={description} />}
      {social.image && <meta name="twitter:image" content={social.image} />}
    </>
  )
}

/**
 * The one HTML document every page is streamed in. The head carries everything the browser should
 * start fetching at once (stylesheet, entry module and its chunks), so flushing it first pays off.
 */
export function Document({ lang, title, description, keywords, canonicalUrl, robots, alternates, jsonLd, social, preloadImage, assets, islandTexts, nonce, tagManagerId, excludingVat, storeExcludingVat, listLayout, firstPartyOnly, children }: DocumentProps) {
  return (
    <html lang={lang} className={excludingVat ? EX_VAT_CLASS : undefined} {...(listLayout ? { 'data-listing-layout': 'list' } : {})} {...(storeExcludingVat ? { [STORE_EX_VAT_ATTRIBUTE]: '' } : {})} {...(firstPartyOnly ? { [FIRST_PARTY_ONLY_ATTRIBUTE]: '' } : {})}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/*
          Every element that carries the nonce comes first, so a kept copy of the page keeps only
          these few hundred bytes plain and the rest compressed (worker/cache/kept-page-body.ts).
          The VAT choice is applied before the stylesheet and body, that is before first paint.
        */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PRICE_DISPLAY_HEAD_SCRIPT }} />
        {tagManagerId && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: tagManagerLoader(tagManagerId) }} />}
        <script type="module" src={assets.entry} nonce={nonce} />
        {/* Issue 26: instant navigations from listings. Not on payment pages: nothing leaves them early. */}
        {!firstPartyOnly && <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />}
        <title>{title}</title>
        {description && <meta name="description" content={description} />}
        {keywords && <meta name="keywords" content={keywords} />}
        {robots && <meta name="robots" content={robots} />}
        {canonicalUrl && <link rel="canonical" href={canonicalUrl} />}
        {social && <SocialTags social={social} title={title} description={description} url={canonicalUrl} />}
        {alternates?.map(({ hreflang, href }) => (
          <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
        ))}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* `precedence` makes React send the stylesheet before the module preloads it hoists. */}
        <link rel="stylesheet" href={assets.css} precedence="default" />
        {preloadImage && <link rel="preload" as="image" href={preloadImage.href} imageSrcSet={preloadImage.srcSet} imageSizes={preloadImage.sizes} fetchPriority="high" />}
        <link rel="modulepreload" href={assets.entry} />
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {/* Data for search engines, never run: the CSP's script rules do not apply, so no nonce. */}
        {jsonLd?.map((data, index) => (
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(data) }} />
        ))}
      </head>
      <body>
        <IslandTextsFile value={islandTexts}>{children}</IslandTextsFile>
      </body>
    </html>
  )
}
