/**
 * @module
 * Printer ranges ("stems", e.g. HP OfficeJet Pro) and the cartridge families that fit them. A
 * series page of the catalogue is one family: every model of the series takes its cartridges.
 */
import type { BrandKey } from './brands'
import type { ColourKey, Palette } from './colours'

export type Technology = 'ink' | 'toner'
export type Segment = 'Home' | 'Office' | 'Business'
export type PrinterFunction = 'Print' | 'Copy' | 'Scan' | 'Fax'
export type Tier = 'standard' | 'xl'

/**
 * How a brand writes its cartridge codes:
 * - brand-pack: 'HP 963XL' (colour not in the code)
 * - letters: 'LC3211BK', 'TK-5240K', 'PGI-2500XLBK' (colour letters appended; none for mono)
 * - pair: black and colour cartridges numbered n and n+1 ('PG-540' / 'CL-541', 'Lexmark 36' / '37')
 * - brand-mfr: the manufacturer's part number is the code ('Xerox 106R03480')
 */
export type CodeScheme =
  | { kind: 'brand-pack' }
  | { kind: 'letters'; letters: 'brother' | 'kyocera' }
  | { kind: 'pair'; black: string; colour: string }
  | { kind: 'brand-mfr' }

export type Stem = {
  key: string
  brand: BrandKey
  technology: Technology
  /** Series name as the menu shows it, e.g. 'OfficeJet Pro'. */
  name: string
  /** Model names start with this, e.g. 'OfficeJet Pro ' + '9010'. */
  modelPrefix: string
  functions: readonly PrinterFunction[]
  segment: Segment
  /** Cartridge set of generated families. */
  palette: Palette
  scheme: CodeScheme
  a3?: boolean
  /** Model numbers of generated families: start + k * step, with one of the suffixes. */
  numbering: { start: number; step: number; suffixes: readonly string[] }
}

export type TierData = {
  /** The family code for this tier, e.g. '963XL', 'LC3213', 'TN-2420'. */
  pack: string
  /** Manufacturer part numbers in palette order (brand-mfr: also the codes). Empty: the code is the part number. */
  mfr: readonly string[]
  /** Pages at 5% coverage: [black, each colour]. */
  pages: readonly [number, number?]
  /** Ink content in ml: [black, each colour]. */
  ml?: readonly [number, number?]
}

export type FamilyData = {
  stem: string
  /** Model names after the stem's prefix, e.g. '9010'. */
  models: readonly string[]
  palette: Palette
  /** Overrides the stem's code scheme. */
  scheme?: CodeScheme
  tiers: { standard?: TierData; xl?: TierData }
  drum?: { pack: string; pages: number }
  /** Ink cartridges with the print head built in: our alternatives are remanufactured. */
  printhead?: boolean
  /** Epson's cartridge nicknames, e.g. 'Starfish'. */
  nickname?: string
  /** The newest chips: no alternative of ours exists yet. */
  noAlternatives?: boolean
}

export type CartridgeSpec = {
  colour: ColourKey
  tier: Tier
  /** Code as printed on the box, with the brand where the brand writes it: 'HP 963XL', 'LC3211BK'. */
  code: string
  /** The part of the SKU after the brand prefix, e.g. '963XL-BK'. */
  skuCode: string
  mfr: string
  pages: number
  ml: number | null
}

/** One series of the catalogue: a family of cartridges and the printer models it fits. */
export type Family = {
  brand: BrandKey
  technology: Technology
  stem: Stem
  seriesName: string
  /** Model names without the brand, e.g. 'OfficeJet Pro 9010'. */
  models: string[]
  palette: Palette
  cartridges: CartridgeSpec[]
  /** Family code per tier, e.g. { standard: '963', xl: '963XL' }. */
  packs: Partial<Record<Tier, string>>
  drum: { code: string; skuCode: string; mfr: string; pages: number } | null
  printhead: boolean
  nickname: string | null
  /** True for the hand-written families of real printers. */
  real: boolean
  /** False for the newest families, for which no alternative exists yet. */
  hasAlternatives: boolean
}
