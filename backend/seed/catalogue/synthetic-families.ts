/**
 * @module
 * Cartridge families for catalogues larger than the hand-written ones: a range continues with new
 * model numbers and cartridge codes in its brand's own style (an HP family is 'HP 612' and
 * 'HP 612XL', a Kyocera one 'TK-1230'). Codes are drawn from counters, so they never repeat.
 */
import type { BrandKey } from './brands'
import type { FamilyData, Stem, TierData } from './printer-lines'
import { PALETTES } from './colours'
import type { Random } from '../common/random'

const EPSON_NICKNAMES = [
  'Hummingbird', 'Clownfish', 'Flamingo', 'Owl', 'Giraffe', 'Penguin', 'Polar Bear', 'Dragonfly', 'Seahorse', 'Lighthouse',
  'Chillies', 'Daisy', 'Pineapple', 'Sunflower', 'Hedgehog', 'Raspberry', 'Alarm Clock', 'Teddy Bear', 'Elephant', 'Umbrella',
  'Snail', 'Lemon', 'Cactus', 'Tortoise', 'Kingfisher', 'Parrot', 'Squirrel', 'Hot Air Balloon', 'Lobster', 'Paintbrush',
] as const

const LETTER = 'ABCDEFGHJKLMNPQRSTUVWXYZ'
const digits = (random: Random, count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('')
const letters = (random: Random, count: number) => Array.from({ length: count }, () => LETTER[random.int(0, LETTER.length - 1)]).join('')

/** Counters of the numbers each brand has used for its codes, shared by all generated families. */
export class CodeCounters {
  private readonly next = new Map<string, number>()
  take(key: string, start: number, step: number): number {
    const n = this.next.get(key) ?? start
    this.next.set(key, n + step)
    return n
  }
}

type Yields = { standard: [number, number]; xl: [number, number] }

function yieldsFor(stem: Stem, random: Random): Yields {
  const round = (n: number, to: number) => Math.max(to, Math.round(n / to) * to)
  if (stem.technology === 'toner') {
    const black = round(random.int(1200, 4500), 100)
    const colour = round(black * (0.75 + random.next() * 0.2), 100)
    const factor = 2 + random.next() * 0.8
    return { standard: [black, colour], xl: [round(black * factor, 100), round(colour * factor, 100)] }
  }
  const black = stem.palette === 'black-tri' ? round(random.int(120, 220), 10) : round(random.int(200, 600), 10)
  const colour = round(black * (0.75 + random.next() * 0.3), 5)
  const factor = 2.2 + random.next() * 0.8
  return { standard: [black, colour], xl: [round(black * factor, 10), round(colour * factor, 5)] }
}

function mlFor(stem: Stem, pages: readonly [number, number], random: Random): [number, number] | undefined {
  if (stem.technology === 'toner') return undefined
  const perPage = 0.018 + random.next() * 0.01
  return [Math.round(pages[0] * perPage * 10) / 10, Math.round(pages[1] * perPage * 0.8 * 10) / 10]
}

/** Part numbers in the brand's format, one per cartridge of the tier. */
function partNumbers(brand: BrandKey, stem: Stem, pack: string, tier: 'standard' | 'xl', count: number, random: Random): string[] {
  const colourLetters = stem.palette === 'mono' ? ['0'] : ['K', 'C', 'M', 'Y', 'P']
  // Oki and Xerox number the cartridges of a set consecutively.
  const base = random.int(1000, 9990)
  const series = digits(random, 2)
  return Array.from({ length: count }, (_, i) => {
    switch (brand) {
      case 'hp':
        return stem.technology === 'ink' ? `${random.int(1, 9)}${letters(random, 2)}${digits(random, 2)}AE` : `W${pack.replace(/\D/g, '')}${i}${tier === 'xl' ? 'X' : 'A'}`
      case 'canon':
        return `${digits(random, 4)}C00${stem.technology === 'ink' ? 1 : 2}`
      case 'epson':
        return `C13T${digits(random, 2)}${letters(random, 1)}${i + 1}4010`
      case 'kyocera':
        return `1T02${letters(random, 1)}${digits(random, 1)}${letters(random, 1)}NL0`
      case 'lexmark':
        return stem.technology === 'ink' ? `14N${digits(random, 4)}E` : `${pack.slice(0, 3)}2${tier === 'xl' ? 'H' : '0'}${colourLetters[i] ?? '0'}0`
      case 'oki':
        return `46${series}${String(base - i).padStart(4, '0')}`
      case 'xerox':
        return `106R0${String(base + i).padStart(4, '0')}`
      default:
        return ''
    }
  })
}

/** Family codes per tier for the next family of a stem: { standard: '612', xl: '612XL' }. */
function packsFor(stem: Stem, counters: CodeCounters, firstModelNumber: string, random: Random): { standard: string; xl: string } {
  // Brother and Kyocera number mono and colour families apart; other brands share one sequence.
  const split = stem.brand === 'brother' || stem.brand === 'kyocera'
  const key = `${stem.brand}:${stem.technology}:${split && stem.palette === 'mono' ? 'mono' : 'all'}`
  const take = (start: number, step: number) => counters.take(key, start, step)
  switch (`${stem.brand}:${stem.technology}`) {
    case 'hp:ink': {
      const n = take(600, 1)
      return { standard: `${n}`, xl: `${n}XL` }
    }
    case 'hp:toner': {
      const n = take(140, 1)
      return { standard: `${n}A`, xl: `${n}X` }
    }
    case 'canon:ink': {
      if (stem.scheme.kind === 'letters') {
        const n = take(2600, 100)
        return { standard: `PGI-${n}`, xl: `PGI-${n}XL` }
      }
      const n = take(570, 5)
      return { standard: `${n}`, xl: `${n}XL` }
    }
    case 'canon:toner': {
      const n = String(take(60, 1)).padStart(3, '0')
      return { standard: n, xl: `${n}H` }
    }
    case 'epson:ink': {
      const n = take(410, 3)
      return { standard: `${n}`, xl: `${n}XL` }
    }
    case 'brother:ink': {
      const n = take(450, 2)
      return { standard: `LC${n}`, xl: `LC${n}XL` }
    }
    case 'brother:toner': {
      const n = stem.palette === 'mono' ? take(2510, 20) : take(250, 10)
      return stem.palette === 'mono' ? { standard: `TN-${n}`, xl: `TN-${n + 10}` } : { standard: `TN-${n}`, xl: `TN-${n + 4}` }
    }
    case 'kyocera:toner': {
      const n = stem.palette === 'mono' ? take(1200, 10) : take(5300, 10)
      return { standard: `TK-${n}`, xl: `TK-${n + 5}` }
    }
    case 'lexmark:ink': {
      const n = stem.palette === 'black-tri' ? take(40, 2) : take(110, 1)
      return { standard: `${n}`, xl: `${n}XL` }
    }
    case 'lexmark:toner': {
      const n = take(72, 1)
      const prefix = `${n}${LETTER[random.int(0, LETTER.length - 1)]}`
      return { standard: prefix, xl: `${prefix} HY` }
    }
    default: {
      // Oki and Xerox name a family after its printer.
      const base = `${stem.brand === 'oki' ? stem.modelPrefix : ''}${firstModelNumber}`
      return { standard: base, xl: `${base} HC` }
    }
  }
}

/**
 * The next generated family of a stem. `modelNumbers` are the numbers (without the stem's
 * prefix) chosen for its models; the first names Oki and Xerox families.
 */
export function syntheticFamily(stem: Stem, counters: CodeCounters, firstModelNumber: string, random: Random): FamilyData {
  const yields = yieldsFor(stem, random)
  const packs = packsFor(stem, counters, firstModelNumber, random)
  const count = PALETTES[stem.palette].length
  // Kyocera sells one yield per model; black and tri-colour families always come in both.
  const tiers =
    stem.brand === 'kyocera'
      ? ['standard' as const]
      : stem.palette === 'black-tri'
        ? (['standard', 'xl'] as const)
        : stem.technology === 'ink'
          ? random.chance(0.85)
            ? (['standard', 'xl'] as const)
            : (['xl'] as const)
          : random.chance(0.65)
            ? (['standard', 'xl'] as const)
            : (['standard'] as const)
  const tierData = (tier: 'standard' | 'xl'): TierData => {
    const pages = yields[tier]
    const ml = mlFor(stem, pages, random)
    return {
      pack: packs[tier],
      mfr: stem.brand === 'brother' ? [] : partNumbers(stem.brand, stem, packs[tier], tier, count, random),
      pages,
      ...(ml ? { ml } : {}),
    }
  }
  const drum =
    stem.brand === 'brother' && stem.technology === 'toner'
      ? { pack: stem.palette === 'mono' ? `DR-${Number(packs.standard.slice(3)) - 10}` : `DR-${packs.standard.slice(3)}CL`, pages: stem.palette === 'mono' ? 12000 : 18000 }
      : undefined
  return {
    stem: stem.key,
    models: [],
    palette: stem.palette,
    tiers: Object.fromEntries(tiers.map((t) => [t, tierData(t)])),
    ...(drum ? { drum } : {}),
    ...(stem.technology === 'ink' && stem.palette === 'black-tri' ? { printhead: true } : {}),
    ...(stem.brand === 'epson' ? { nickname: EPSON_NICKNAMES[counters.take('epson:nickname', 0, 1) % EPSON_NICKNAMES.length] } : {}),
    ...(random.chance(0.08) ? { noAlternatives: true } : {}),
  }
}
