/**
 * @module
 * Pages outside the shop that the shell links to (SPEC §1, §2 Shell footer and selling strip). They
 * are constants, not CMS content, because the shell needs them on every page without a back-end
 * call; changing one is a deploy.
 */

/** SPEC §1: the 4.9 out of 5 trust rating links to the independent review site. */
export const TRUST_REVIEWS_URL = 'https://www.reviews.co.uk/company-reviews/store/cartridgecorner-co-uk'

/** SPEC §2 footer "Company info: Resources (external)": printing guides and data sheets. */
export const RESOURCES_URL = 'https://resources.cartridgecorner.co.uk/'

/** SPEC §2 footer "Payment: Open a business account (external)": the credit-account application. */
export const BUSINESS_ACCOUNT_URL = 'https://business.cartridgecorner.co.uk/open-an-account'
