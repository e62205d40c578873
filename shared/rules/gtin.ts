/**
 * @module
 * GTINs (EAN-8, UPC-A, EAN-13, ITF-14) as schema.org names them: the property follows the length,
 * and a code counts only with the right GS1 check digit, so a mistyped one never reaches a search
 * engine (which would reject the product's data, not just the code).
 */
export type GtinProperty = 'gtin8' | 'gtin12' | 'gtin13' | 'gtin14'

const PROPERTY_BY_LENGTH: ReadonlyMap<number, GtinProperty> = new Map([
  [8, 'gtin8'],
  [12, 'gtin12'],
  [13, 'gtin13'],
  [14, 'gtin14'],
])

/** GS1: weights 3 and 1 alternate leftwards from the digit before the check digit. */
function hasValidCheckDigit(digits: string): boolean {
  let sum = 0
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(digits[i]) * weight
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1])
}

/**
 * The schema.org property and value of a GTIN, or null when the code is none: digits only, 8, 12,
 * 13 or 14 of them, not all zeros (GS1 never issues that), with the right check digit.
 * @example gtinProperty('4006381333931') // { property: 'gtin13', value: '4006381333931' }
 */
export function gtinProperty(code: string): { property: GtinProperty; value: string } | null {
  const value = code.trim()
  const property = PROPERTY_BY_LENGTH.get(value.length)
  if (!property || !/^\d+$/.test(value) || /^0+$/.test(value) || !hasValidCheckDigit(value)) return null
  return { property, value }
}
