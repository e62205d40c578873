/**
 * @module
 * SPEC §2 Product page: the tab "Dynamic security enabled printer" is "shown for printer-type
 * products of the relevant manufacturer with a dynamic security flag". The manufacturer is HP
 * (specification brand 1831, SPEC §9), whose firmware can refuse cartridges with other chips; the
 * flag on any other maker's product says nothing the tab could explain.
 */

/** SPEC §9 specification brand id 1831: HP. */
export const DYNAMIC_SECURITY_BRAND_OPTION_ID = 1831

export type DynamicSecurityFacts = {
  /** Attribute set 21 (SPEC §9): a printer, not a cartridge. */
  isPrinter: boolean
  /** The product's `specification_brand` option id. */
  brandId: number | null | undefined
  /** The product's `hp_dynamic_security` flag. */
  flagged: boolean | null | undefined
}

/**
 * @example showsDynamicSecurity({ isPrinter: true, brandId: 1831, flagged: true }) // true
 */
export function showsDynamicSecurity({ isPrinter, brandId, flagged }: DynamicSecurityFacts): boolean {
  return isPrinter && brandId === DYNAMIC_SECURITY_BRAND_OPTION_ID && flagged === true
}
