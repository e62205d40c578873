/**
 * @module
 * Swatch data of attribute options (Magento's SwatchesGraphQl): `swatch_data` / `swatch` on
 * configurable option values and the type each swatch answers as. The shop stores swatches for its
 * colour attribute (migration 0013); an option without one answers null, as Magento does.
 */
import type { BackendContext } from '../context'
import type { SwatchRecord } from '../db/swatches'
import type { Resolver } from './types'

const SWATCH_TYPENAMES = { 0: 'TextSwatchData', 1: 'ColorSwatchData', 2: 'ImageSwatchData' } as const

/** The swatch of one option of an attribute, or null. */
export async function swatchOf(attributeCode: string, optionId: number, context: BackendContext): Promise<SwatchRecord | null> {
  return (await context.loaders.swatches.load(attributeCode)).find((s) => s.option_id === optionId) ?? null
}

/** Which `SwatchDataInterface` type a swatch is, by Magento's swatch type. */
export const swatchTypename = (swatch: SwatchRecord) => SWATCH_TYPENAMES[swatch.type]

/** An option value a swatch can be looked up for. */
type OptionValueSource = { attribute_code: string; value_index: number }

const swatchOfValue: Resolver<OptionValueSource, never> = (value, _a, c) => swatchOf(value.attribute_code, value.value_index, c)

export const optionValueSwatchResolvers = { swatch_data: swatchOfValue }
export const selectionValueSwatchResolvers = { swatch: swatchOfValue }
