/**
 * @module
 * Where the shell's footer links lead (SPEC §2 Shell "Footer"). Internal links are store-relative
 * paths (the component adds the store prefix); external ones are absolute URLs. SPEC §2 says "Exact
 * footer paths are not shown": the shop's own pages are used wherever one exists.
 */
import type { MessageKey } from '../messages/en-gb'
import { BUSINESS_ACCOUNT_URL, RESOURCES_URL } from './external-links'
import { HELP_CENTRE_URL } from './customer-service'
import { CONTACT_PATH } from './shop'
import { ACCOUNT_LINKS, SIGN_IN_PATH } from './shop-paths'

/** SPEC §1 "lowest online price guarantee": its content page, linked from the strip and the footer. */
export const LOWEST_PRICE_PATH = '/lowprice.html'

/**
 * The newsletter sign-up page the footer's link falls back to without JavaScript: open to guests
 * (issue 25; the account's newsletter page is for signed-in customers and sends guests home).
 */
export const NEWSLETTER_PATH = '/newsletter'

export type ShellLink = { label: MessageKey } & ({ path: string } | { url: string })

export type FooterColumn = { id: string; heading: MessageKey; links: readonly ShellLink[] }

/** SPEC §2 Shell "Footer: four columns", in the spec's order. */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    id: 'customer-services',
    heading: 'footer.column.customerServices',
    links: [
      // The footer is the same cached HTML for everyone: the sign-in page sends a signed-in
      // customer on to the account, and offers a guest sign-in and registration (issue 25).
      { label: 'footer.link.account', path: SIGN_IN_PATH },
      { label: 'footer.link.help', url: HELP_CENTRE_URL },
      { label: 'footer.link.delivery', path: '/free-delivery.html' },
      { label: 'footer.link.returns', path: ACCOUNT_LINKS.returns },
      { label: 'footer.link.contact', path: CONTACT_PATH },
    ],
  },
  {
    id: 'company-info',
    heading: 'footer.column.companyInfo',
    links: [
      { label: 'footer.link.aboutUs', path: '/aboutus.html' },
      { label: 'footer.link.recycling', path: '/recycling.html' },
      { label: 'footer.link.resources', url: RESOURCES_URL },
    ],
  },
  {
    id: 'guarantees',
    heading: 'footer.column.guarantees',
    links: [
      { label: 'footer.link.satisfaction', path: '/moneyback.html' },
      { label: 'footer.link.lowestPrice', path: LOWEST_PRICE_PATH },
    ],
  },
  {
    id: 'payment',
    heading: 'footer.column.payment',
    links: [
      { label: 'footer.link.businessAccount', url: BUSINESS_ACCOUNT_URL },
      { label: 'footer.link.schools', path: '/schools-and-local-authorities.html' },
    ],
  },
]
