/**
 * @module
 * The business behind the shop, as the footer's company block and the structured data name it.
 * The CMS block `footer_company_payment` says the same in words; change both together.
 */
export const COMPANY = {
  legalName: 'Cartridge Corner Ltd',
  streetAddress: 'Unit 4, Riverside Trade Park',
  locality: 'Leeds',
  postalCode: 'LS11 5QR',
  country: 'GB',
  /** Companies House number (England and Wales). */
  companyNumber: '06912345',
  vatId: 'GB981234567',
  foundingYear: 2009,
  email: 'help@cartridgecorner.co.uk',
} as const
