/**
 * @module
 * What the German texts of every kind of product share: the page title and delivery note, the
 * bullet list, and German units (decimal comma, a space before the unit).
 */
import type { GermanCopy } from '../catalogue/catalogue-builder'
import { FREE_FROM_EUR } from './cms-german-amounts'
import { germanDecimal } from './german-text'
import { bulletList } from '../common/text'

/** The sentence the German meta descriptions end with (the English ones name £30). */
export const FREE_DELIVERY_NOTE = `Ab ${FREE_FROM_EUR} versandkostenfrei.`

/** A product's German texts from its name, bullets and meta description. */
export function germanCopy(parts: {
  name: string
  bullets: readonly string[]
  metaDescription: string
  keywords: string
  description?: string | null
  extras?: Record<string, unknown>
}): GermanCopy {
  return {
    ...(parts.extras ? { extras: parts.extras } : {}),
    name: parts.name,
    description: parts.description ?? null,
    short_description: bulletList(parts.bullets),
    meta_title: `${parts.name} | Cartridge Corner`,
    meta_description: parts.metaDescription,
    meta_keyword: parts.keywords,
  }
}

/** A measure with a decimal comma and a space before its unit: (24.09, 'ml') -> '24,09 ml'. */
export function germanMeasure(value: number, unit: string): string {
  return `${Number.isInteger(value) ? String(value) : germanDecimal(value, String(value).split('.')[1]?.length ?? 0)} ${unit}`
}

/**
 * A stable choice among a few wordings, by a product's SKU: the German texts never draw from the
 * seed's random stream, so adding them cannot change the default catalogue.
 */
export function pickBySku<T>(sku: string, choices: readonly T[]): T {
  let sum = 0
  for (const ch of sku) sum = (sum * 31 + ch.charCodeAt(0)) % 1_000_003
  return choices[sum % choices.length]!
}
