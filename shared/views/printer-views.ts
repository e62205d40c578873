/**
 * @module
 * What the printers parts of a category page are rendered from: a printer model's switch-and-save
 * offers (SPEC §4, §5) and the printers pages' brand directory (SPEC §2 brand link modal, §3
 * "Brand link", §9 brand lists). Money is integer minor units; paths are store-relative.
 */
import type { AlternativeInfoType } from '../rules/switch-and-save'
import type { ProductCardView } from './listing-view'

/** A genuine cartridge on the page and the own-brand alternative offered instead. */
export type SwitchAndSaveOfferView = {
  original: { sku: string; name: string; path: string; price: { incl: number; excl: number }; pages: number | null }
  alternative: ProductCardView & { pages: number | null }
  /** The original's price less the alternative's (`price_difference_incl_tax` / `price_difference`); may be 0 or less. */
  saving: { incl: number; excl: number }
  /** SPEC §4: the drop in price per page, rounded up; null when there is none or the yields are unknown. */
  savingsPercent: number | null
  /** The alternative's page yield less the original's, when both are known. */
  yieldsDifference: number | null
  /** SPEC §4 alternative info type; null when neither capacity nor yield can be compared. */
  infoType: AlternativeInfoType | null
  /** How many to switch: a basket line's quantity; one elsewhere. */
  quantity?: number | undefined
}

/** SPEC §3 "Brand link", with the pages it leads to. */
export type BrandLinkView = {
  /** The brand's URL key ('hp'): its logo's and its supply pages' name. */
  key: string
  name: string
  alt: string
  /** The logo's URL with a `{size}` placeholder, filled with 120x80 and 240x160 (SPEC §9). */
  src: string
  /** The brand's printers page: where the logo leads without scripts. */
  path: string
  /** The supply sections with a page for this brand, by URL key ('ink-cartridges'), in menu order. */
  inkTypes: string[]
  /** The sections' names by URL key, as the category tree has them. */
  typeLabels: Record<string, string>
}

/** The printers pages' brands (SPEC §9 popular and other lists) and printer types. */
export type PrinterBrandDirectoryView = {
  popular: BrandLinkView[]
  other: BrandLinkView[]
  types: { name: string; path: string }[]
  /** The brand whose printers page this is, if it is one: its supply pages show on the page itself. */
  current: BrandLinkView | null
}

/** What a category page adds when it is a printer model's or a printers page. */
export type PrinterPageExtras = {
  switchAndSave: SwitchAndSaveOfferView[]
  brandDirectory: PrinterBrandDirectoryView | null
}
