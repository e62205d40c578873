/**
 * @module
 * UK postcodes as people type them (issue 16: any case, any spacing), in the one form the back end
 * and the Royal Mail print: upper case, one space before the three-character inward code.
 */

// Outward code (area, district, optional sub-district letter) then inward code (sector digit, unit letters).
const POSTCODE = /^([A-Z]{1,2}[0-9][A-Z0-9]?)([0-9][A-Z]{2})$/

/**
 * The postcode in its normal form, or null when it cannot be a UK postcode.
 * @example normaliseUkPostcode(' sw1a1aa ') // 'SW1A 1AA'
 */
export function normaliseUkPostcode(raw: string): string | null {
  const compact = raw.replace(/\s+/g, '').toUpperCase()
  const match = POSTCODE.exec(compact)
  return match ? `${match[1]} ${match[2]}` : null
}
