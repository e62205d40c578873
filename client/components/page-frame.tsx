import type { ReactNode } from 'react'
import { COMPANY } from '../../shared/constants/company'
import { CUSTOMER_SERVICE_PHONE } from '../../shared/constants/customer-service'
import { CONTACT_PATH } from '../../shared/constants/shop'
import { pickMessages } from '../../shared/messages/pick-messages'
import { storePath } from '../../shared/rules/store-from-path'
import { Island } from '../islands/island'
import { ISLAND_TEXT_KEYS } from '../islands/island-texts'
import { modalPaths } from '../modals/modal-paths'
import { Footer } from './footer'
import { Header } from './header'
import type { PriceDisplayChoice } from './price-display-form'
import { OfflineIndicator } from '../platform/offline-indicator'
import type { NoticeView, PageProps, ShellContent } from './page-props'

/** The shell every page sits in: skip link, header, main area, footer. */
/** `notice`: a one-off message the worker carried over from the previous request (SPEC §8). */
export function PageFrame({
  store,
  t,
  year,
  notice,
  shell,
  helpChat,
  priceDisplay,
  children,
}: PageProps & {
  year: number
  notice?: NoticeView | undefined
  shell?: ShellContent | undefined
  /**
   * The help launcher: the chat vendor's script, or null for the shop's contact options when no
   * vendor is configured; false on payment pages, which load only our own scripts.
   */
  helpChat: false | { scriptUrl: string | null }
  /** The VAT choice the request carried and the page to come back to, for the switch without scripts. */
  priceDisplay?: PriceDisplayChoice | undefined
  children: ReactNode
}) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 focus:text-ink-900"
      >
        {t('a11y.skipToContent')}
      </a>
      <Header store={store} t={t} shell={shell} priceDisplay={priceDisplay} />
      {/* SPEC §2 Shell: the overlay under the header's menus and panels (client/effects/page-overlay.ts). */}
      <div data-page-overlay="" aria-hidden="true" hidden className="fixed inset-0 z-30 bg-ink-900/50" />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-5 sm:py-8">
        {notice && (
          <p role="status" className="mb-6 rounded border border-accent-400 bg-ink-100 p-3 text-ink-900">
            {notice.text}
            {notice.link ? (
              <>
                {' '}
                <a href={notice.link.href} data-modal-open={notice.link.modal} className="font-semibold text-brand-700 underline hover:no-underline focus-visible:outline-2 focus-visible:outline-brand-700">
                  {notice.link.label}
                </a>
              </>
            ) : null}
          </p>
        )}
        {children}
      </main>
      <Footer store={store} t={t} year={year} shell={shell} />
      <Island name="modal-host" props={{ texts: pickMessages(t, ISLAND_TEXT_KEYS['modal-host']), paths: modalPaths(store) }} />
      <Island
        name="notification-area"
        props={{
          texts: pickMessages(t, ISLAND_TEXT_KEYS['notification-area']),
        }}
      />
      {/* SPEC §2 Help chat and §4 online/offline (client/platform/). */}
      {helpChat && (
        <Island
          name="help-chat"
          hydrate="personal"
          props={{
            scriptUrl: helpChat.scriptUrl,
            contact: { phone: CUSTOMER_SERVICE_PHONE, email: COMPANY.email, contactPath: storePath(store, CONTACT_PATH) },
            texts: pickMessages(t, ISLAND_TEXT_KEYS['help-chat']),
          }}
        />
      )}
      <OfflineIndicator t={t} />
    </>
  )
}
