/**
 * @module
 * Filterable and descriptive attributes with their options. Option ids are fixed integers, unique
 * across attributes (as Magento's are), so a facet value never depends on generation order.
 */
import type { AttributeLabelRow, AttributeOptionLabelRow, AttributeOptionRow, AttributeOptionSwatchRow, AttributeRow } from '../common/rows'
import { BRAND_ORDER, BRANDS } from './brands'
import { COLOURS } from './colours'

type AttributeDefinition = AttributeRow & { options: readonly { id: number; label: string }[] }

const numbered = (start: number, labels: readonly string[]) => labels.map((label, i) => ({ id: start + i, label }))
// Magento stores boolean attributes as 1 (Yes) and 0 (No).
const YES_NO = [
  { id: 1, label: 'Yes' },
  { id: 0, label: 'No' },
]

export const PRODUCT_TYPES = ['Ink Cartridge', 'Toner Cartridge', 'Drum Unit', 'Label Tape', 'Filament', 'Paper', 'Printer', 'Multipack', 'Warranty', 'Gift Card', 'Software'] as const
export type ProductTypeLabel = (typeof PRODUCT_TYPES)[number]

export const PRINT_SPEED_BANDS = ['Up to 20 ppm', '21 to 30 ppm', '31 to 40 ppm', 'Over 40 ppm'] as const

const DEFINITIONS: readonly AttributeDefinition[] = [
  {
    attribute_code: 'specification_brand',
    label: 'Brand',
    input_type: 'select',
    is_filterable: 1,
    options: BRAND_ORDER.map((key) => ({ id: BRANDS[key].optionId, label: BRANDS[key].name })),
  },
  { attribute_code: 'specification_product_type', label: 'Product Type', input_type: 'select', is_filterable: 1, options: numbered(3001, PRODUCT_TYPES) },
  {
    attribute_code: 'specification_colour',
    label: 'Colour',
    input_type: 'select',
    is_filterable: 1,
    options: numbered(3101, Object.values(COLOURS).map((c) => c.label)),
  },
  { attribute_code: 'cartridge_condition', label: 'Cartridge Condition', input_type: 'select', is_filterable: 1, options: numbered(3201, ['Genuine', 'Compatible', 'Remanufactured']) },
  { attribute_code: 'printer_condition', label: 'Printer Condition', input_type: 'select', is_filterable: 1, options: numbered(3211, ['New', 'Refurbished']) },
  { attribute_code: 'group', label: 'Suitable For', input_type: 'select', is_filterable: 1, options: numbered(3221, ['Home', 'Office', 'Business']) },
  { attribute_code: 'standard_interfaces', label: 'Connectivity', input_type: 'multiselect', is_filterable: 1, options: numbered(3231, ['USB', 'Wi-Fi', 'Ethernet']) },
  { attribute_code: 'printing', label: 'Printing', input_type: 'select', is_filterable: 1, options: numbered(3241, ['Mono', 'Colour']) },
  { attribute_code: 'duplex_functions', label: 'Double-sided Printing', input_type: 'select', is_filterable: 1, options: numbered(3251, ['Automatic', 'Manual', 'None']) },
  { attribute_code: 'conformity_marks', label: 'Conformity Marks', input_type: 'multiselect', is_filterable: 1, options: numbered(3261, ['UKCA', 'CE', 'WEEE']) },
  { attribute_code: 'maximum_iso_a_series_paper', label: 'Maximum Paper Size', input_type: 'select', is_filterable: 1, options: numbered(3271, ['A4', 'A3']) },
  { attribute_code: 'bluetooth', label: 'Bluetooth', input_type: 'boolean', is_filterable: 1, options: YES_NO },
  { attribute_code: 'near_field_communication_nfc', label: 'NFC', input_type: 'boolean', is_filterable: 1, options: YES_NO },
  { attribute_code: 'print_speed_filters', label: 'Print Speed', input_type: 'select', is_filterable: 1, options: numbered(3281, PRINT_SPEED_BANDS) },
  { attribute_code: 'paper_size', label: 'Paper Size', input_type: 'select', is_filterable: 1, options: numbered(3291, ['A4', 'A3', 'A5', '6x4']) },
]

export type AttributeCode =
  | 'specification_brand'
  | 'specification_product_type'
  | 'specification_colour'
  | 'cartridge_condition'
  | 'printer_condition'
  | 'group'
  | 'standard_interfaces'
  | 'printing'
  | 'duplex_functions'
  | 'conformity_marks'
  | 'maximum_iso_a_series_paper'
  | 'bluetooth'
  | 'near_field_communication_nfc'
  | 'print_speed_filters'
  | 'paper_size'

const OPTION_IDS = new Map(DEFINITIONS.flatMap((d) => d.options.map((o) => [`${d.attribute_code}\u0000${o.label}`, o.id] as const)))

/** The option id of a label; throws on a typo so a wrong label cannot slip into the seed. */
export function optionId(code: AttributeCode, label: string): number {
  const id = OPTION_IDS.get(`${code}\u0000${label}`)
  if (id === undefined) throw new RangeError(`seed: attribute ${code} has no option '${label}'`)
  return id
}

/**
 * The colour options' swatches: a colour swatch of the one ink a colour is, a text swatch of its
 * short code where it mixes several (Magento's colour swatch holds one value).
 */
function colourSwatches(): AttributeOptionSwatchRow[] {
  return Object.values(COLOURS).map((c) => ({
    attribute_code: 'specification_colour',
    option_id: optionId('specification_colour', c.label),
    ...(c.swatches.length === 1 ? { type: 1 as const, value: c.swatches[0]! } : { type: 0 as const, value: c.code }),
  }))
}

export function attributeRows(): { attributes: AttributeRow[]; options: AttributeOptionRow[]; swatches: AttributeOptionSwatchRow[] } {
  return {
    swatches: colourSwatches(),
    attributes: DEFINITIONS.map(({ options: _options, ...row }, position) => ({ ...row, position })),
    options: DEFINITIONS.flatMap((d) => d.options.map((o, position) => ({ attribute_code: d.attribute_code, option_id: o.id, label: o.label, position }))),
  }
}

/** One store view's labels: of attributes by code, of options by attribute code and default label. */
export type StoreLabels = {
  attributes: Partial<Record<AttributeCode, string>>
  options: Partial<Record<AttributeCode, Readonly<Record<string, string>>>>
}

/** A store view's label rows; throws on a code or default label the attributes do not have. */
export function storeLabelRows(storeId: number, labels: StoreLabels): { attributeLabels: AttributeLabelRow[]; optionLabels: AttributeOptionLabelRow[] } {
  const codes = new Set<string>(DEFINITIONS.map((d) => d.attribute_code))
  const attributeLabels = Object.entries(labels.attributes).flatMap(([code, label]) => {
    if (!codes.has(code)) throw new RangeError(`seed: no attribute ${code}`)
    return label === undefined ? [] : [{ attribute_code: code, store_id: storeId, label }]
  })
  const optionLabels = (Object.entries(labels.options) as [AttributeCode, Readonly<Record<string, string>>][]).flatMap(([code, byLabel]) =>
    Object.entries(byLabel).map(([defaultLabel, label]) => ({ attribute_code: code, option_id: optionId(code, defaultLabel), store_id: storeId, label })),
  )
  return { attributeLabels, optionLabels }
}
