/**
 * @module
 * The condition options the storefront acts on, known by their labels. A store view answers its
 * own option labels (Magento's store labels), so each list holds the label in every store view's
 * language: the default (English) label and the German store view's (see
 * shared/rules/condition-label.ts).
 */

/** `cartridge_condition`: a manufacturer's own cartridge (SPEC §5 "the alternative is not genuine"). */
export const GENUINE_CONDITION_LABELS: readonly string[] = ['Genuine', 'Original']

/** `printer_condition`: a refurbished printer (SPEC §1: refurbished printers have a 1-year warranty). */
export const REFURBISHED_CONDITION_LABELS: readonly string[] = ['Refurbished', 'Generalüberholt']
