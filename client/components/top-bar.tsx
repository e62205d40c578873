import type { ReactNode } from 'react'
import { CUSTOMER_SERVICE_PHONE, HELP_CENTRE_URL } from '../../shared/constants/customer-service'
import { CONTACT_PATH } from '../../shared/constants/shop'
import { ACCOUNT_LINKS } from '../../shared/constants/shop-paths'
import { storePath } from '../../shared/rules/store-from-path'
import type { PageProps } from './page-props'

const linkClass =
  'inline-flex min-h-8 items-center gap-1.5 rounded px-2 py-1 hover:bg-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-white'

/** Small outline icons, decorative: every link's name is its text (shown or not). */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  )
}

/**
 * The small row above the logo (SPEC §2 Shell "top bar"): the customer-service number, which leads
 * to the contact page rather than dialling (as the spec has it), then quick reorder, the external
 * help centre and contact. Under 640 px the words beside the icons are visually hidden to keep the
 * row on one line; they stay the links' accessible names.
 */
export function TopBar({ store, t }: PageProps) {
  return (
    <nav aria-label={t('topBar.label')} className="border-b border-brand-700 text-xs">
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 px-2 sm:px-4">
        <li className="mr-auto">
          <a href={storePath(store, CONTACT_PATH)} className={`${linkClass} font-semibold`}>
            <Icon>
              <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z" />
            </Icon>
            <span className="max-sm:sr-only">{t('topBar.phone')}</span>
            <span>{CUSTOMER_SERVICE_PHONE}</span>
          </a>
        </li>
        <li>
          <a href={storePath(store, ACCOUNT_LINKS.quickReorder)} className={linkClass}>
            <Icon>
              <path d="M21 12a9 9 0 1 1-2.6-6.4L21 8" />
              <path d="M21 3v5h-5" />
            </Icon>
            <span className="max-sm:sr-only">{t('topBar.quickReorder')}</span>
          </a>
        </li>
        <li>
          <a href={HELP_CENTRE_URL} className={linkClass}>
            <Icon>
              <circle cx="12" cy="12" r="10" />
              <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3" />
              <path d="M12 17h.01" />
            </Icon>
            <span className="max-sm:sr-only">{t('topBar.help')}</span>
          </a>
        </li>
        <li>
          <a href={storePath(store, CONTACT_PATH)} className={linkClass}>
            <Icon>
              <rect x="2" y="4" width="20" height="16" rx="2" />
              <path d="m22 7-10 6L2 7" />
            </Icon>
            <span className="max-sm:sr-only">{t('topBar.contact')}</span>
          </a>
        </li>
      </ul>
    </nav>
  )
}
