/**
 * @module
 * German names and texts of label tapes, 3D-printer filament, paper, photo paper and label sheets,
 * written alongside the English ones from the same facts. Brand and product line names ('HP
 * Office Paper', 'TZe-231') stay as they are.
 */
import { germanColour } from './attribute-labels-de'
import type { GermanCopy } from '../catalogue/catalogue-builder'
import { germanThousands } from './german-text'
import { FREE_DELIVERY_NOTE, germanCopy } from './product-copy-de'
import { paragraphs } from '../common/text'

/** The facts of a tape as label-tape.ts describes it. */
export type TapeFacts = { brand: string; code: string; mfr: string; width: number; lengthM: number; text: string; tapeLabel: string; kind: string }

const TAPE_KINDS: ReadonlyMap<string, string> = new Map([
  ['Laminated', 'laminiert'],
  ['Extra Strength Laminated', 'laminiert, extra stark haftend'],
  ['Flexible ID Laminated', 'laminiert, flexibel für Kabel'],
])

const lower = (colour: string) => germanColour(colour).toLowerCase()

export function germanLabelTapeCopy(tape: TapeFacts, own: boolean): GermanCopy {
  const kind = TAPE_KINDS.get(tape.kind) ?? tape.kind
  const colours = `${lower(tape.text)} auf ${lower(tape.tapeLabel)}`
  const size = `${tape.width} mm x ${tape.lengthM} m`
  const name = `${own ? `Schriftband kompatibel zu ${tape.brand} ${tape.code}` : `${tape.brand} ${tape.code} Schriftband`}, ${colours}, ${size}, ${kind}`
  return germanCopy({
    name,
    description: paragraphs(
      `${own ? 'Unser kompatibles Schriftband' : `Originales Schriftband von ${tape.brand}`}, ${tape.width} mm breit und ${tape.lengthM} m lang, ${colours}.`,
      'Das laminierte Band ist wasserfest, abriebfest, hitzebeständig und lichtecht, damit Etiketten drinnen wie draußen lesbar bleiben.',
      own ? 'Es passt und druckt genau wie die Originalkassette, mit unserer Garantie von 3 Jahren.' : `Passend für Beschriftungsgeräte von ${tape.brand}, die ${tape.width}-mm-Bänder verwenden.`,
    ),
    bullets: [size, colours.replace(/^./, (c) => c.toUpperCase()), kind.replace(/^./, (c) => c.toUpperCase())],
    metaDescription: `${name}. ${FREE_DELIVERY_NOTE}`,
    keywords: `${tape.code}, ${tape.mfr}`,
  })
}

/** The facts of a filament as filament.ts describes it. */
export type FilamentFacts = { material: string; code: string; diameter: string; colour: string; nozzle: string; bed: string }

const MATERIAL_NOTES: ReadonlyMap<string, string> = new Map([
  ['PLA', 'Leicht zu drucken und kaum verzogen, die erste Wahl für Modelle und Prototypen.'],
  ['PETG', 'Zäh und leicht flexibel, mit guter Schichthaftung und beständig gegen Feuchtigkeit.'],
  ['ABS', 'Hitzebeständig und stabil; drucken Sie in einem geschlossenen Gehäuse, damit sich nichts verzieht.'],
  ['PLAP', 'PLA mit zusätzlicher Zähigkeit, für Funktionsteile, die Stöße aushalten müssen.'],
  ['SILK', 'Eine glänzende, metallisch wirkende Oberfläche für dekorative Drucke.'],
  ['MATT', 'Eine glatte, matte Oberfläche, die Schichtlinien verbirgt.'],
  ['TPU', 'Flexibel und gummiartig, für Handyhüllen, Dichtungen und Dichtringe. Langsam drucken.'],
  ['ASA', 'UV-beständig, für Teile, die im Freien eingesetzt werden.'],
])

/** '1.75mm' -> '1,75 mm', '190-220°C' -> '190–220 °C'. */
const germanUnits = (text: string) =>
  text
    .replace(/(\d)\.(\d)/g, '$1,$2')
    .replace(/(\d)-(\d)/g, '$1–$2')
    .replace(/(\d)(mm|°C|cm)/g, '$1 $2')

export function germanFilamentCopy(f: FilamentFacts): GermanCopy {
  const diameter = germanUnits(f.diameter)
  const colour = germanColour(f.colour)
  const name = `Cartridge Corner ${f.material} 3D-Drucker-Filament ${diameter} 1 kg ${colour}`
  return germanCopy({
    name,
    description: paragraphs(
      `${f.material}-Filament in ${colour} auf einer 1-kg-Spule, ${diameter} Durchmesser mit einer Toleranz von ±0,02 mm. ${MATERIAL_NOTES.get(f.code) ?? ''}`.trim(),
      `Drucken Sie bei ${germanUnits(f.nozzle)} mit einem Druckbett von ${germanUnits(f.bed)}. Jede Spule ist mit Trockenmittelbeutel vakuumverpackt und verwicklungsfrei gewickelt.`,
    ),
    bullets: [`${f.material}, ${diameter}`, '1-kg-Spule', `Düse ${germanUnits(f.nozzle)}`],
    metaDescription: `${name}: ±0,02 mm Toleranz, vakuumverpackt. ${FREE_DELIVERY_NOTE}`,
    keywords: `${f.material} Filament, Filament ${diameter}`,
  })
}

/** The facts of a copier paper line as paper-and-labels.ts describes it. */
export type PaperLineFacts = { brand: string; range: string; gsm: number; sizes: readonly string[]; reams: number }

const reamsOf = (line: PaperLineFacts) => `500 Blatt pro Ries${line.reams === 5 ? ', 5 Ries' : ''}`

/** The German name of a paper line (its variants add their size). */
export const germanPaperLineName = (line: PaperLineFacts): string => `${line.brand} ${line.range} ${line.gsm} g/m²${line.reams === 5 ? ' (Karton mit 5 Ries)' : ''}`

export function germanPaperLineCopy(line: PaperLineFacts): GermanCopy {
  const name = germanPaperLineName(line)
  return germanCopy({
    name,
    description: paragraphs(
      `${line.range} mit ${line.gsm} g/m², ${line.gsm >= 100 ? 'ein schwereres Papier für Berichte, Präsentationen und Briefe' : 'ein zuverlässiges Alltagspapier für Laser- und Tintenstrahldrucker sowie Kopierer'}.`,
      `Wählen Sie Ihr Format: ${line.sizes.join(', ')}. Jedes Ries enthält 500 Blatt${line.reams === 5 ? ', fünf Ries pro Karton' : ''}. FSC-zertifiziert und säurefrei für die Archivierung.`,
    ),
    bullets: [`${line.gsm} g/m²`, line.sizes.join(', '), reamsOf(line)],
    metaDescription: `${name} in ${line.sizes.join(', ')}. ${FREE_DELIVERY_NOTE}`,
    keywords: `Papier ${line.gsm} g/m², ${line.range}`,
  })
}

/** A paper line's variant of one size; its page shows the line's description. */
export function germanPaperVariantCopy(line: PaperLineFacts, size: string): GermanCopy {
  const name = `${germanPaperLineName(line)} ${size}`
  return germanCopy({
    name,
    description: germanPaperLineCopy(line).description,
    bullets: [`${line.gsm} g/m²`, size, reamsOf(line)],
    metaDescription: `${germanPaperLineName(line)} in ${size}. ${FREE_DELIVERY_NOTE}`,
    keywords: `${size}-Papier, Papier ${line.gsm} g/m²`,
  })
}

/** Photo paper: `size` is its English label ('10 x 15 cm (6x4)', 'A4'). */
export function germanPhotoPaperCopy(brand: string, range: string, gsm: number, size: string, sheets: number): GermanCopy {
  const germanSize = size.replace(/ \(6x4\)$/, '')
  const name = `${brand} ${range} ${gsm} g/m² ${germanSize}, ${sheets} Blatt`
  return germanCopy({
    name,
    description: paragraphs(
      `${range} mit ${gsm} g/m² für brillante Fotos in Laborqualität aus jedem Tintenstrahldrucker.`,
      'Die sofort trocknende Beschichtung ist wisch- und wasserfest, und hinter Glas gerahmt bleiben die Farben jahrzehntelang lichtbeständig.',
    ),
    bullets: [`${gsm} g/m²`, germanSize, `${sheets} Blatt`],
    metaDescription: `${name}. ${FREE_DELIVERY_NOTE}`,
    keywords: 'Fotopapier, Fotopapier glänzend',
  })
}

const FINISHES: ReadonlyMap<string, string> = new Map([
  ['White Matt', 'weiß matt'],
  ['White Gloss', 'weiß glänzend'],
  ['Clear', 'transparent'],
  ['Removable White', 'weiß, wiederablösbar'],
])

/** A4 label sheets: `size` is one label's size as paper-and-labels.ts writes it ('63.5 x 38.1mm'). */
export function germanLabelSheetsCopy(finish: string, perSheet: number, size: string, sheets: number): GermanCopy {
  const germanFinish = FINISHES.get(finish) ?? finish
  const germanSize = germanUnits(size)
  const name = `Cartridge Corner Etiketten ${germanFinish}, ${perSheet} pro Blatt (${germanSize}), ${sheets} Blatt`
  return germanCopy({
    name,
    description: paragraphs(
      `A4-Etikettenbögen, ${germanFinish}, mit je ${perSheet} Etiketten im Format ${germanSize}, insgesamt ${germanThousands(perSheet * sheets)} Etiketten.`,
      'Für Laser- und Tintenstrahldrucker. Vorlagen für Word und Google Docs stehen bereit, damit Adressen auf Anhieb richtig sitzen.',
    ),
    bullets: [`${perSheet} Etiketten pro Blatt`, germanSize, `${sheets} A4-Bögen`],
    metaDescription: `${name}. ${FREE_DELIVERY_NOTE}`,
    keywords: `${perSheet} Etiketten pro Blatt, Adressetiketten`,
  })
}
