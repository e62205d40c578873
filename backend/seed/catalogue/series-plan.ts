/**
 * @module
 * Chooses the cartridge families (series) of a catalogue of a given size: the hand-written real
 * families first, most popular first, then generated ones round the printer ranges until the
 * product budget is spent. Then shares the printer models out so there are about `modelTarget`.
 */
import { BRANDS } from './brands'
import { drumCode, familyCartridges, skuPart } from './cartridge-codes'
import { familyProductCount } from './family-products'
import { INK_FAMILIES } from './ink-families'
import { STEMS, stemByKey } from './printer-stems'
import type { Family, FamilyData, Stem } from './printer-lines'
import type { Random } from '../common/random'
import { CodeCounters, syntheticFamily } from './synthetic-families'
import { TONER_FAMILIES } from './toner-families'

/** Real families by popularity, interleaving brands so even a small catalogue has each of them. */
const REAL_ORDER = [
  'hp-963', 'brother-tn2420', 'epson-603', 'canon-540', 'hp-26', 'brother-lc3211', 'kyocera-tk1150', 'hp-305',
  'canon-054', 'lexmark-100', 'oki-c332', 'xerox-6510', 'epson-29', 'brother-tn243', 'hp-207', 'lexmark-71b',
  'hp-953', 'canon-545', 'brother-lc421', 'hp-59', 'canon-052', 'kyocera-tk1170', 'epson-202', 'hp-303',
  'hp-136', 'oki-b412', 'brother-tn1050', 'hp-912', 'canon-560', 'hp-203', 'xerox-3335', 'lexmark-56f',
  'epson-35', 'brother-lc3217', 'hp-304', 'brother-tn3480', 'canon-055', 'kyocera-tk5240', 'hp-117', 'epson-502',
  'canon-pgi-2500', 'hp-89', 'hp-302', 'lexmark-36', 'hp-83', 'brother-tn421', 'epson-16', 'kyocera-tk3160',
  'hp-903', 'brother-lc223', 'canon-737', 'oki-c532', 'xerox-c400', 'xerox-b210',
] as const

const FAMILY_DATA: Record<string, FamilyData> = { ...INK_FAMILIES, ...TONER_FAMILIES }

/** Stems in an order that alternates brands and ink with toner, for generated families. */
function rotation(): Stem[] {
  const groups = new Map<string, Stem[]>()
  for (const stem of STEMS) {
    const key = `${stem.brand}:${stem.technology}`
    groups.set(key, [...(groups.get(key) ?? []), stem])
  }
  const lists = [...groups.values()]
  const longest = Math.max(...lists.map((l) => l.length))
  const order: Stem[] = []
  for (let i = 0; i < longest; i++) for (const list of lists) if (list[i]) order.push(list[i] as Stem)
  return order
}

type Draft = { data: FamilyData; stem: Stem; real: boolean; models: string[] }

/** Keeps model names and SKU codes unique across the whole catalogue. */
class Registry {
  readonly modelNames = new Set<string>()
  readonly skuCodes = new Set<string>()
  readonly seriesNames = new Set<string>()
  private readonly modelCounters = new Map<string, number>()

  /** The next unused generated model number of a stem ('9110e'). */
  nextModel(stem: Stem, random: Random): string {
    for (;;) {
      const k = this.modelCounters.get(stem.key) ?? 0
      this.modelCounters.set(stem.key, k + 1)
      const suffix = random.pick(stem.numbering.suffixes)
      const number = `${stem.numbering.start + k * stem.numbering.step}${suffix}`
      if (!this.modelNames.has(`${stem.brand}:${stem.modelPrefix}${number}`.toLowerCase())) return number
    }
  }

  claimModel(stem: Stem, number: string): boolean {
    const key = `${stem.brand}:${stem.modelPrefix}${number}`.toLowerCase()
    if (this.modelNames.has(key)) return false
    this.modelNames.add(key)
    return true
  }
}

function toFamily(draft: Draft, registry: Registry): Family | null {
  const { data, stem } = draft
  const scheme = data.scheme ?? stem.scheme
  const cartridges = familyCartridges(stem.brand, scheme, data)
  const drum = data.drum ? { ...drumCode(stem.brand, scheme, data.drum.pack), pages: data.drum.pages } : null
  // Multipack SKUs are made from the family codes, so those must be unique too.
  const packCodes = [data.tiers.standard?.pack, data.tiers.xl?.pack].filter((p): p is string => p !== undefined).map((p) => `pack:${skuPart(p)}`)
  const skuCodes = [...cartridges.map((c) => c.skuCode), ...(drum ? [drum.skuCode] : []), ...packCodes].map((c) => `${stem.brand}:${c}`)
  // Generated part numbers can repeat; such a family is skipped and the next one drawn.
  if (new Set(skuCodes).size !== skuCodes.length || skuCodes.some((c) => registry.skuCodes.has(c))) return null
  for (const c of skuCodes) registry.skuCodes.add(c)
  return {
    brand: stem.brand,
    technology: stem.technology,
    stem,
    seriesName: '',
    models: [],
    palette: data.palette,
    cartridges,
    packs: { ...(data.tiers.standard ? { standard: data.tiers.standard.pack } : {}), ...(data.tiers.xl ? { xl: data.tiers.xl.pack } : {}) },
    drum,
    printhead: data.printhead ?? false,
    nickname: data.nickname ?? null,
    real: draft.real,
    hasAlternatives: !data.noAlternatives,
  }
}

/**
 * The families of a catalogue with `budget` cartridge products and about `modelTarget` printer
 * models (at least three per series).
 */
export function planSeries(budget: number, modelTarget: number, random: Random): Family[] {
  const registry = new Registry()
  const counters = new CodeCounters()
  const planned: { family: Family; draft: Draft }[] = []
  let spent = 0

  const add = (draft: Draft): void => {
    const family = toFamily(draft, registry)
    if (!family) return
    // Claimed now, so a generated model number never takes a real one.
    draft.models = draft.models.filter((m) => registry.claimModel(draft.stem, m))
    planned.push({ family, draft })
    spent += familyProductCount(family)
  }

  for (const id of REAL_ORDER) {
    if (spent >= budget) break
    const data = FAMILY_DATA[id]
    if (!data) throw new RangeError(`seed: unknown family ${id}`)
    add({ data, stem: stemByKey(data.stem), real: true, models: [...data.models] })
  }
  const stems = rotation()
  for (let i = 0; spent < budget; i++) {
    const stem = stems[i % stems.length] as Stem
    const models = [registry.nextModel(stem, random)]
    const data = syntheticFamily(stem, counters, models[0]?.replace(/\D+$/, '') ?? '', random.fork(`family-${i}`))
    add({ data, stem, real: false, models })
  }

  allocateModels(planned, modelTarget, registry, random)
  nameSeries(planned.map((p) => p.family), registry)
  return planned.map((p) => p.family)
}

/** Three models per series, and the rest of the target to the real families' longer lists. */
function allocateModels(planned: { family: Family; draft: Draft }[], modelTarget: number, registry: Registry, random: Random): void {
  const MIN = 3
  let spare = Math.max(0, modelTarget - planned.length * MIN)
  for (const { family, draft } of planned) {
    const wanted = draft.real ? draft.models.slice(0, MIN) : [...draft.models]
    if (draft.real && spare > 0) {
      const extra = draft.models.slice(MIN, MIN + spare)
      wanted.push(...extra)
      spare -= extra.length
    }
    while (wanted.length < MIN) {
      const number = registry.nextModel(draft.stem, random)
      registry.claimModel(draft.stem, number)
      wanted.push(number)
    }
    family.models = wanted.map((m) => `${draft.stem.modelPrefix}${m}`)
  }
}

/** A range's first family is the range itself ('OfficeJet Pro'); later ones are named after their first model. */
function nameSeries(families: Family[], registry: Registry): void {
  for (const family of families) {
    const key = (name: string) => `${family.brand}:${family.technology}:${name.toLowerCase()}`
    let name = family.stem.name
    if (registry.seriesNames.has(key(name))) name = `${family.models[0]} Series`
    for (let n = 2; registry.seriesNames.has(key(name)); n++) name = `${family.models[0]} Series ${n}`
    registry.seriesNames.add(key(name))
    family.seriesName = name
  }
}

/** Brand name plus model, as printer model pages and printers are named: 'HP OfficeJet Pro 9010'. */
export const fullModelName = (family: Pick<Family, 'brand'>, model: string): string => `${BRANDS[family.brand].name} ${model}`
