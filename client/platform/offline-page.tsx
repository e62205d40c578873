import { SHOP_NAME } from '../../shared/constants/shop'
import type { PageProps } from '../components/page-props'

export type OfflineDocumentProps = PageProps & { stylesheet: string }

/**
 * The page the service worker shows when a page cannot be loaded for want of a network (SPEC §4).
 * A whole document without the shell: the header and menus need the network to be of any use,
 * and it must work from the cache alone, so it has no script and only the precached stylesheet.
 * It is served under the address the shopper asked for, so "Try again" (an empty link: the same
 * address) asks for that page again.
 */
export function OfflineDocument({ store, t, stylesheet }: OfflineDocumentProps) {
  return (
    <html lang={store.htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{t('page.titleSuffix', { title: t('offline.title'), shop: SHOP_NAME })}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={stylesheet} />
      </head>
      <body>
        <main className="mx-auto w-full max-w-xl space-y-4 px-4 py-16">
          <p className="text-lg font-bold text-brand-700">{SHOP_NAME}</p>
          <h1 className="text-3xl font-bold text-ink-900">{t('offline.title')}</h1>
          <p className="text-ink-700">{t('offline.intro')}</p>
          <p className="text-ink-700">{t('offline.hint')}</p>
          <a
            href=""
            className="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
          >
            {t('offline.retry')}
          </a>
        </main>
      </body>
    </html>
  )
}
