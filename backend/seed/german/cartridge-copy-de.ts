/**
 * @module
 * German names and texts of cartridges, multipacks and drums, written alongside the English ones
 * of cartridge-content.ts: 'HP 963XL Tintenpatrone Schwarz, hohe Reichweite (3JA30AE)', our own
 * 'Tintenpatrone kompatibel zu HP 963XL Schwarz, hohe Reichweite'.
 */
import { germanColour } from './attribute-labels-de'
import { BRANDS } from '../catalogue/brands'
import type { GermanCopy } from '../catalogue/catalogue-builder'
import { displayCode } from '../catalogue/cartridge-codes'
import type { Side } from '../catalogue-copy/cartridge-content'
import { COLOURS } from '../catalogue/colours'
import { germanThousands, listInGermanWords } from './german-text'
import type { CartridgeSpec, Family, Tier } from '../catalogue/printer-lines'
import { FREE_DELIVERY_NOTE, germanCopy, germanMeasure, pickBySku } from './product-copy-de'
import { paragraphs } from '../common/text'

type Noun = { word: string; gender: 'f' | 'n' }

const CARTRIDGE: Record<Family['technology'], Noun> = { ink: { word: 'Tintenpatrone', gender: 'f' }, toner: { word: 'Tonerkartusche', gender: 'f' } }
const MULTIPACK: Record<Family['technology'], Noun> = { ink: { word: 'Tintenpatronen-Multipack', gender: 'n' }, toner: { word: 'Toner-Multipack', gender: 'n' } }
const TWIN_PACK: Record<Family['technology'], Noun> = { ink: { word: 'Tintenpatronen-Doppelpack', gender: 'n' }, toner: { word: 'Toner-Doppelpack', gender: 'n' } }
const DRUM: Noun = { word: 'Trommeleinheit', gender: 'f' }
const REMANUFACTURED: Record<Noun['gender'], string> = { f: 'Wiederaufbereitete', n: 'Wiederaufbereitetes' }
const HIGH_YIELD = ', hohe Reichweite'

/** A name by side: the original's code first, ours "kompatibel zu" it. `rest` follows the code. */
function sidedName(side: Side, noun: Noun, code: string, rest: string): string {
  const tail = rest ? ` ${rest}` : ''
  if (side === 'genuine') return `${code} ${noun.word}${tail}`
  if (side === 'compatible') return `${noun.word} kompatibel zu ${code}${tail}`
  return `${REMANUFACTURED[noun.gender]} ${noun.word} ${code}${tail}`
}

const codeOf = (family: Family, code: string) => `${displayCode(family.brand, code)}${family.nickname ? ` ${family.nickname}` : ''}`
const colourOf = (spec: Pick<CartridgeSpec, 'colour'>) => germanColour(COLOURS[spec.colour].label)
const tierOf = (tier: Tier) => (tier === 'xl' ? HIGH_YIELD : '')
const ownWord = (side: Exclude<Side, 'genuine'>) => (side === 'remanufactured' ? 'Wiederaufbereitet' : 'Kompatibel')

const fitsList = (modelNames: readonly string[]): string =>
  modelNames.length > 6 ? `${modelNames.slice(0, 6).join(', ')} und ${modelNames.length - 6} weitere Modelle` : listInGermanWords(modelNames)

export function germanCartridgeName(family: Family, spec: CartridgeSpec, side: Side): string {
  const code = displayCode(family.brand, spec.code)
  // As the English name: the manufacturer's part number where the printed code is not it.
  const part = side === 'genuine' && spec.mfr.replace(/-/g, '') !== spec.code.replace(/-/g, '') && !code.endsWith(spec.mfr) ? ` (${spec.mfr})` : ''
  return `${sidedName(side, CARTRIDGE[family.technology], codeOf(family, spec.code), `${colourOf(spec)}${tierOf(spec.tier)}`)}${part}`
}

/** Openers by the cartridge's noun ('Tintenpatrone') and what qualifies it (' in Schwarz'). */
const GENUINE_OPENERS = [
  (brand: string, noun: string, qualified: string) => `Originale ${noun}${qualified} von ${brand}, vom Hersteller gefertigt für gleichbleibend zuverlässige Ergebnisse.`,
  (brand: string, noun: string, qualified: string) => `Die originale ${noun}${qualified} von ${brand}, zusammen mit dem Drucker entwickelt für scharfe Texte und verlässliche Reichweiten.`,
  (brand: string, noun: string, qualified: string) => `Eine originale ${noun}${qualified} von ${brand}, direkt vom Hersteller und in der Originalverpackung versiegelt.`,
]
const OWN_OPENERS = [
  (noun: string, qualified: string) => `Unsere ${noun} der Eigenmarke${qualified}, nach der Spezifikation des Originals gebaut und Seite für Seite geprüft.`,
  (noun: string, qualified: string) => `Eine ${noun}${qualified} von Cartridge Corner, die wie das Original druckt und etwa die Hälfte kostet.`,
  (noun: string, qualified: string) => `Nach ISO 9001 und ISO 14001 gefertigt, ersetzt diese ${noun}${qualified} das Original eins zu eins.`,
]

/** Copy of a single cartridge; `pages` is its own yield (ours may print more than the original). */
export function germanCartridgeCopy(family: Family, spec: CartridgeSpec, side: Side, pages: number, modelNames: readonly string[], sku: string, savingPercent: number | null): GermanCopy {
  const brand = BRANDS[family.brand].name
  const noun = CARTRIDGE[family.technology].word
  const name = germanCartridgeName(family, spec, side)
  const code = displayCode(family.brand, spec.code)
  const qualified = `${spec.tier === 'xl' ? ' mit hoher Reichweite' : ''} in ${colourOf(spec)}`
  const opener = side === 'genuine' ? pickBySku(sku, GENUINE_OPENERS)(brand, noun, qualified) : pickBySku(sku, OWN_OPENERS)(noun, qualified)
  const yieldLine = `Sie druckt bis zu ${germanThousands(pages)} Seiten bei 5 % Flächendeckung auf A4${spec.ml ? ` und enthält ${germanMeasure(spec.ml, 'ml')} Tinte` : ''}.`
  const extra =
    side === 'remanufactured'
      ? `Jede beginnt als originales Leergut von ${brand}, das gereinigt, neu befüllt und mit einem neuen Chip versehen wird, sodass der Druckkopf immer frisch ist.`
      : side === 'compatible'
        ? 'Sie passt und arbeitet genau wie das Original, mit einem Chip, der dem Drucker den Füllstand meldet.'
        : `Mit originalem Verbrauchsmaterial von ${brand} bleibt die Herstellergarantie Ihres Druckers bestehen, und Sie erhalten die Qualität, für die ${brand} ihn entwickelt hat.`
  const shortWhat = `${noun} ${colourOf(spec)}`
  return germanCopy({
    name,
    description: paragraphs(`${opener} ${yieldLine}`, extra, `Passend für ${fitsList(modelNames)}.`),
    bullets: [
      side === 'genuine' ? `Original von ${brand}` : `${ownWord(side)}, 3 Jahre Garantie`,
      `Bis zu ${germanThousands(pages)} Seiten`,
      ...(spec.ml ? [germanMeasure(spec.ml, 'ml')] : []),
      FREE_DELIVERY_NOTE.replace(/\.$/, ''),
    ],
    metaDescription:
      side === 'genuine'
        ? `Original ${code} ${shortWhat}, bis zu ${germanThousands(pages)} Seiten. ${FREE_DELIVERY_NOTE}`
        : `${ownWord(side)} zu ${code}, ${shortWhat}: ${germanThousands(pages)} Seiten${savingPercent !== null ? `, ${savingPercent} % günstiger` : ''}. 3 Jahre Garantie.`,
    keywords: side === 'genuine' ? `${spec.code}, ${spec.mfr}` : `kompatibel ${spec.code}, ${spec.mfr}`,
  })
}

/** Copy of a multipack (a full set, or two black cartridges for a twin pack). */
export function germanMultipackCopy(
  family: Family,
  tier: Tier,
  side: Side,
  parts: readonly { colour: string; pages: number }[],
  twin: boolean,
  modelNames: readonly string[],
): GermanCopy {
  const brand = BRANDS[family.brand].name
  const pack = displayCode(family.brand, family.packs[tier] ?? '')
  const colours = parts.map((p) => germanColour(p.colour))
  const name = twin
    ? sidedName(side, TWIN_PACK[family.technology], pack, `Schwarz${tierOf(tier)}`)
    : sidedName(side, MULTIPACK[family.technology], `${pack}${family.nickname ? ` ${family.nickname}` : ''}`, `(${colours.join(', ')})${tierOf(tier)}`)
  const what = side === 'genuine' ? `originale Patronen von ${brand}` : side === 'remanufactured' ? 'wiederaufbereitete Patronen' : 'unsere kompatiblen Patronen'
  const contents = twin
    ? `Zwei ${what} ${pack} in Schwarz, jede für bis zu ${germanThousands(parts[0]?.pages ?? 0)} Seiten`
    : `Ein kompletter Satz ${what} ${pack}: ${listInGermanWords(parts.map((p, i) => `${colours[i]} (${germanThousands(p.pages)} Seiten)`))}`
  return germanCopy({
    name,
    description: paragraphs(`${contents}, günstiger als einzeln gekauft.`, `Passend für ${fitsList(modelNames)}.`),
    bullets: [twin ? '2 x Schwarz' : colours.join(', '), 'Günstiger als einzelne Patronen'],
    metaDescription: `${name}: günstiger als einzelne Patronen. ${FREE_DELIVERY_NOTE}`,
    keywords: `${family.packs[tier] ?? ''} ${twin ? 'Doppelpack' : 'Multipack'}`,
  })
}

/** Copy of a drum unit. */
export function germanDrumCopy(family: Family, side: Side, modelNames: readonly string[]): GermanCopy {
  const drum = family.drum
  const brand = BRANDS[family.brand].name
  const name = sidedName(side, DRUM, displayCode(family.brand, drum?.code ?? ''), '')
  const pages = germanThousands(drum?.pages ?? 0)
  return germanCopy({
    name,
    description: paragraphs(
      `${side === 'genuine' ? `Die originale Trommeleinheit von ${brand}` : 'Unsere kompatible Trommeleinheit'} überträgt den Toner aufs Papier und hält etwa ${pages} Seiten, so lange wie mehrere Tonerkartuschen.`,
      `Tauschen Sie sie aus, wenn der Drucker „Trommel ersetzen“ meldet oder Ausdrucke sich wiederholende Flecken zeigen. Passend für ${listInGermanWords(modelNames)}.`,
    ),
    bullets: [`Bis zu ${pages} Seiten`, side === 'genuine' ? `Original von ${brand}` : '3 Jahre Garantie'],
    metaDescription: `${name}, bis zu ${pages} Seiten. ${FREE_DELIVERY_NOTE}`,
    keywords: drum?.code ?? '',
  })
}
