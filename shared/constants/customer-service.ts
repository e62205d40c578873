/**
 * @module
 * How shoppers reach customer service (SPEC §2 Shell top bar and footer, §9 "Customer service phone
 * number is shown in the constants").
 */

/**
 * The customer-service phone line, as printed. A number from Ofcom's range kept for drama and
 * examples, until the business supplies its own. SPEC §2: the top bar's number links to the contact
 * page rather than dialling.
 */
export const CUSTOMER_SERVICE_PHONE = '01632 960 123'

/** SPEC §2 "an external help centre": answers to common questions, run outside the shop. */
export const HELP_CENTRE_URL = 'https://help.cartridgecorner.co.uk/hc/en-gb'
