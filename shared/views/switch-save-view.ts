/**
 * @module
 * What the switch-and-save page is rendered from: pairs of a genuine cartridge and its own-brand
 * alternative, with how they compare. Money is integer minor units, as on listing cards.
 */
import type { AlternativeInfoType } from '../rules/switch-and-save'
import type { ProductCardView } from './listing-view'

export type SwitchProductView = ProductCardView & {
  /** Page yield at 5% coverage on A4 (the first colour's), when known. */
  pages: number | null
}

export type SwitchPairView = {
  original: SwitchProductView
  alternative: SwitchProductView
  /** The original's price minus the alternative's (negative when the alternative costs more). */
  priceDifference: { incl: number; excl: number }
  /** The alternative's pages minus the original's, when both yields are known. */
  yieldsDifference: number | null
  /** SPEC §4 alternative info type, when the capacities (or else the yields) can be compared. */
  infoType: AlternativeInfoType | null
  /** SPEC §4: the rounded-up drop in price per page, when there is one. */
  savingsPercent: number | null
}

export type SwitchSaveView = { pairs: readonly SwitchPairView[] }
