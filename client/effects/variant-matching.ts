/**
 * @module
 * A configurable product's choice against its variants (SPEC §4 "a configurable product needs a
 * chosen variant"): which variant a complete choice picks, and which values of one option can still
 * be had in stock given the values chosen for the others. Pure, so the page binding stays thin.
 */
import type { ConfigurableView } from '../../shared/views/product-view'

export type Variant = ConfigurableView['variants'][number]

/** The chosen value uid per option, in the options' order; null where nothing is chosen yet. */
export type Choice = readonly (string | null)[]

function agreesWith(variant: Variant, choice: Choice, except: number | null = null): boolean {
  return choice.every((uid, position) => position === except || uid === null || variant.optionUids[position] === uid)
}

/** The variant a complete choice picks; null while any option is unchosen or nothing matches. */
export function chosenVariant(variants: readonly Variant[], choice: Choice): Variant | null {
  if (choice.length === 0 || choice.some((uid) => uid === null)) return null
  return variants.find((variant) => variant.optionUids.length === choice.length && agreesWith(variant, choice)) ?? null
}

/** The values of the option at `position` that some in-stock variant has, with the other options as chosen. */
export function availableValues(variants: readonly Variant[], choice: Choice, position: number): ReadonlySet<string> {
  const values = new Set<string>()
  for (const variant of variants) {
    const uid = variant.optionUids[position]
    if (variant.inStock && uid !== undefined && agreesWith(variant, choice, position)) values.add(uid)
  }
  return values
}
