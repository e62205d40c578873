/**
 * @module
 * Turns a family's tiers into its cartridges, writing each code the way its brand does (see
 * `CodeScheme`), with the SKU part derived from the code.
 */
import { BRANDS, type BrandKey } from './brands'
import { COLOURS, PALETTES, type ColourKey, type Palette } from './colours'
import type { CartridgeSpec, CodeScheme, FamilyData, Tier, TierData } from './printer-lines'
import { slugify } from '../common/text'

const LETTERS: Record<'brother' | 'kyocera', Partial<Record<ColourKey, string>>> = {
  brother: { black: 'BK', 'photo-black': 'PBK', cyan: 'C', magenta: 'M', yellow: 'Y' },
  kyocera: { black: 'K', cyan: 'C', magenta: 'M', yellow: 'Y' },
}

export const skuPart = (text: string): string => slugify(text).toUpperCase()

/** The code without the brand's name in front (SKUs carry the brand as their prefix). */
function withoutBrand(code: string, brand: BrandKey): string {
  const name = BRANDS[brand].name
  return code.toLowerCase().startsWith(`${name.toLowerCase()} `) ? code.slice(name.length + 1) : code
}

function cartridgeCode(scheme: CodeScheme, brand: BrandKey, palette: Palette, tier: TierData, colour: ColourKey, mfr: string): { code: string; colourInCode: boolean } {
  const brandName = BRANDS[brand].name
  switch (scheme.kind) {
    case 'brand-pack':
      return { code: `${brandName} ${tier.pack}`, colourInCode: false }
    case 'letters': {
      if (palette === 'mono') return { code: tier.pack, colourInCode: true }
      const letters = LETTERS[scheme.letters][colour]
      if (!letters) throw new RangeError(`seed: no ${scheme.letters} letters for ${colour}`)
      return { code: `${tier.pack}${letters}`, colourInCode: true }
    }
    case 'pair': {
      const match = /^(\d+)(.*)$/.exec(tier.pack)
      if (!match) throw new RangeError(`seed: pack ${tier.pack} is not numbered`)
      const n = Number(match[1])
      const rest = match[2] ?? ''
      return colour === 'black' ? { code: `${scheme.black}${n}${rest}`, colourInCode: true } : { code: `${scheme.colour}${n + 1}${rest}`, colourInCode: true }
    }
    case 'brand-mfr':
      return { code: `${brandName} ${mfr}`, colourInCode: true }
  }
}

/** Every cartridge of a family, standard tier first, in palette order. */
export function familyCartridges(brand: BrandKey, scheme: CodeScheme, data: Pick<FamilyData, 'palette' | 'tiers'>): CartridgeSpec[] {
  const colours = PALETTES[data.palette]
  const tiers: [Tier, TierData | undefined][] = [
    ['standard', data.tiers.standard],
    ['xl', data.tiers.xl],
  ]
  return tiers.flatMap(([tier, tierData]) => {
    if (!tierData) return []
    return colours.map((colour, index): CartridgeSpec => {
      const first = index === 0
      const givenMfr = tierData.mfr[index]
      const pending = cartridgeCode(scheme, brand, data.palette, tierData, colour, givenMfr ?? '')
      const mfr = givenMfr ?? withoutBrand(pending.code, brand).replace(/-/g, '')
      const base = skuPart(withoutBrand(pending.code, brand))
      return {
        colour,
        tier,
        code: pending.code,
        skuCode: pending.colourInCode ? base : `${base}-${COLOURS[colour].code}`,
        mfr,
        pages: first ? tierData.pages[0] : (tierData.pages[1] ?? tierData.pages[0]),
        ml: tierData.ml ? (first ? tierData.ml[0] : (tierData.ml[1] ?? tierData.ml[0])) : null,
      }
    })
  })
}

/** The code a shopper would type for a drum unit: 'DR-2400' for Brother, 'Oki 44574302' otherwise. */
export function drumCode(brand: BrandKey, scheme: CodeScheme, pack: string): { code: string; skuCode: string; mfr: string } {
  const code = scheme.kind === 'letters' ? pack : `${BRANDS[brand].name} ${pack}`
  return { code, skuCode: skuPart(withoutBrand(code, brand)), mfr: pack.replace(/-/g, '') }
}

/** The code with the brand in front, as product names show it: 'Brother LC3211BK'. */
export function displayCode(brand: BrandKey, code: string): string {
  return withoutBrand(code, brand) === code ? `${BRANDS[brand].name} ${code}` : code
}

