/**
 * @module
 * The Magento versions the storefront speaks (`MAGENTO_VERSION`), and what differs between them
 * for a shopper. Documents for some versions only are marked in their first lines
 * (`# magento: 2.4.8+`); `npm run schema:validate` checks each against its versions.
 */

export const MAGENTO_VERSIONS = ['2.4.7', '2.4.8', '2.4.9'] as const
export type MagentoVersion = (typeof MAGENTO_VERSIONS)[number]

/** The newest, and the default: shops upgrade within a year of a release. */
export const NEWEST_MAGENTO_VERSION: MagentoVersion = '2.4.9'

/** What the guest order lookup asks besides the number and e-mail: 2.4.7 the billing postcode, 2.4.8 on the billing surname. */
export type GuestOrderCheck = 'postcode' | 'lastname'

export const guestOrderCheck = (version: MagentoVersion): GuestOrderCheck => (version === '2.4.7' ? 'postcode' : 'lastname')
