/**
 * @module
 * Names and copy of cartridges, drums and multipacks, genuine and our own, in British English.
 */
import { BRANDS } from '../catalogue/brands'
import { displayCode } from '../catalogue/cartridge-codes'
import { COLOURS } from '../catalogue/colours'
import type { CartridgeSpec, Family } from '../catalogue/printer-lines'
import type { Random } from '../common/random'
import { bulletList, listInWords, paragraphs, thousands } from '../common/text'

export type Side = 'genuine' | 'compatible' | 'remanufactured'

const SIDE_WORD: Record<Side, string> = { genuine: '', compatible: 'Compatible ', remanufactured: 'Remanufactured ' }

export const kindWord = (family: Family): string => (family.technology === 'ink' ? 'Ink Cartridge' : 'Toner Cartridge')
const tierWord = (spec: Pick<CartridgeSpec, 'tier'>): string => (spec.tier === 'xl' ? 'High Yield ' : '')
const nickname = (family: Family): string => (family.nickname ? `${family.nickname} ` : '')

/** 'HP 963XL High Yield Black Ink Cartridge (3JA30AE)', 'Compatible HP 963XL High Yield Black Ink Cartridge'. */
export function cartridgeName(family: Family, spec: CartridgeSpec, side: Side): string {
  const code = displayCode(family.brand, spec.code)
  const part = side === 'genuine' && spec.mfr.replace(/-/g, '') !== spec.code.replace(/-/g, '') && !code.endsWith(spec.mfr) ? ` (${spec.mfr})` : ''
  return `${SIDE_WORD[side]}${code} ${nickname(family)}${tierWord(spec)}${COLOURS[spec.colour].label} ${kindWord(family)}${part}`
}

export const shortName = (family: Family, spec: CartridgeSpec, side: Side): string =>
  `${SIDE_WORD[side]}${displayCode(family.brand, spec.code)} ${COLOURS[spec.colour].label}`

export function multipackName(family: Family, tier: CartridgeSpec['tier'], side: Side, colours: readonly string[], twin: boolean): string {
  const code = displayCode(family.brand, family.packs[tier] ?? '')
  if (twin) return `${SIDE_WORD[side]}${code} ${tierWord({ tier })}Black ${kindWord(family)} Twin Pack`
  return `${SIDE_WORD[side]}${code} ${nickname(family)}${tierWord({ tier })}${kindWord(family)} Multipack (${colours.join(', ')})`
}

export const drumName = (family: Family, side: Side): string => `${SIDE_WORD[side]}${displayCode(family.brand, family.drum?.code ?? '')} Drum Unit`

const fitsList = (modelNames: readonly string[]): string =>
  modelNames.length > 6 ? `${modelNames.slice(0, 6).join(', ')} and ${modelNames.length - 6} more` : listInWords(modelNames)

const GENUINE_OPENERS = [
  (brand: string, what: string) => `Original ${brand} ${what}, made by ${brand} for consistent, reliable results.`,
  (brand: string, what: string) => `The genuine ${brand} ${what}, designed alongside the printer for sharp text and dependable page yields.`,
  (brand: string, what: string) => `A genuine ${brand} ${what} straight from the manufacturer, sealed in its original box.`,
]
const OWN_OPENERS = [
  (what: string) => `Our own-brand ${what}, built to the same specification as the original and tested page by page.`,
  (what: string) => `A Cartridge Corner ${what} that prints just like the original for about half the price.`,
  (what: string) => `Made to ISO 9001 and ISO 14001 standards, this ${what} is a like-for-like replacement for the original.`,
]

export function cartridgeDescription(family: Family, spec: CartridgeSpec, side: Side, pages: number, modelNames: readonly string[], random: Random): string {
  const brand = BRANDS[family.brand].name
  const what = `${tierWord(spec).toLowerCase()}${COLOURS[spec.colour].label.toLowerCase()} ${kindWord(family).toLowerCase()}`
  const opener = side === 'genuine' ? random.pick(GENUINE_OPENERS)(brand, what) : random.pick(OWN_OPENERS)(what)
  const yieldLine = `It prints up to ${thousands(pages)} pages at 5% coverage on A4${spec.ml ? ` and holds ${spec.ml}ml of ink` : ''}.`
  const extra =
    side === 'remanufactured'
      ? `Each one starts life as a genuine ${brand} shell, which is cleaned, refilled and fitted with a new chip, so the print head is always fresh.`
      : side === 'compatible'
        ? 'It fits and works exactly like the original, with a chip that reports ink levels to your printer.'
        : `Genuine ${brand} supplies keep your printer under the manufacturer's warranty and give the quality ${brand} designed it for.`
  return paragraphs(`${opener} ${yieldLine}`, extra, `Fits the ${fitsList(modelNames)}.`)
}

export function multipackDescription(family: Family, tier: CartridgeSpec['tier'], side: Side, parts: readonly { colour: string; pages: number }[], twin: boolean, modelNames: readonly string[]): string {
  const brand = BRANDS[family.brand].name
  const code = displayCode(family.brand, family.packs[tier] ?? '')
  const what = side === 'genuine' ? `genuine ${brand}` : side === 'remanufactured' ? 'remanufactured' : 'our compatible'
  const contents = twin
    ? `Two ${what} ${code} black cartridges, each printing up to ${thousands(parts[0]?.pages ?? 0)} pages`
    : `A full set of ${what} ${code} cartridges: ${listInWords(parts.map((p) => `${p.colour.toLowerCase()} (${thousands(p.pages)} pages)`))}`
  return paragraphs(`${contents}, for less than buying them one at a time.`, `Fits the ${fitsList(modelNames)}.`)
}

export function cartridgeShortDescription(family: Family, spec: CartridgeSpec, side: Side, pages: number): string {
  return bulletList([
    side === 'genuine' ? `Genuine ${BRANDS[family.brand].name} ${family.technology}` : `${side === 'remanufactured' ? 'Remanufactured' : 'Compatible'}, 3-year guarantee`,
    `Up to ${thousands(pages)} pages`,
    ...(spec.ml ? [`${spec.ml}ml`] : []),
    'Free next day delivery over £30',
  ])
}

const GENUINE_REASONS = [
  'Made by the printer manufacturer for reliable results',
  'Smudge-resistant, fade-resistant prints',
  'Page yield tested to ISO standards',
  'Keeps your printer covered by its warranty',
  'Free recycling of your empty cartridges',
  'Sharp, professional text every time',
]
const OWN_REASONS = [
  'Save up to 50% compared with the original',
  '3-year guarantee plus free returns',
  'Same or higher page yield than the original',
  'Chip shows ink levels just like the original',
  'Tested page by page before it leaves our warehouse',
  'Rated 4.8 out of 5 by our customers',
]

export function reasonsToBuy(side: Side, random: Random): string[] {
  return random.shuffle(side === 'genuine' ? GENUINE_REASONS : OWN_REASONS).slice(0, 4)
}

export function genuineHeadline(family: Family, random: Random): string {
  const brand = BRANDS[family.brand].name
  return random.pick([`Genuine ${brand} quality`, `Made by ${brand} for your printer`, `The original ${brand} ${family.technology}`])
}

export function ownHeadline(savingPercent: number): string {
  return `Save ${savingPercent}% compared with the original`
}
