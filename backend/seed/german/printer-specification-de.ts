/**
 * @module
 * A printer's specification in German, from its English rows (printer-specification.ts): every
 * group and label from a table in the words German data sheets use, and every value from a table,
 * a list of parts or a pattern (`Up to 20 ppm` -> `Bis zu 20 Seiten/Min.`), numbers written with
 * a decimal comma and a full stop between thousands. Both stores so state the same facts. A text
 * with no German here stops the seed rather than reaching the German store in English.
 */
import { germanThousands } from './german-text'
import type { SpecificationEntry } from '../catalogue-copy/printer-specification'
import { GERMAN_SPECIFICATION_GROUPS, GERMAN_SPECIFICATION_LABELS, GERMAN_SPECIFICATION_PARTS, GERMAN_SPECIFICATION_VALUES } from './printer-specification-words-de'

/** Labels whose values are names or codes (brand, model, part number, cartridge codes) or bare counts. */
const VERBATIM_LABELS = new Set(['Brand', 'Model', 'Manufacturer part number', 'Compatible supplies', 'Launch year', 'Number of cartridges', 'Maximum number of copies', 'Speed dials'])

/** Units after a number: the German unit, or the same one. */
const UNITS: Readonly<Record<string, string>> = {
  pages: 'Seiten',
  sheets: 'Blatt',
  envelopes: 'Umschläge',
  locations: 'Empfänger',
  seconds: 'Sekunden',
  ppm: 'Seiten/Min.',
  cpm: 'Kopien/Min.',
  ipm: 'Bilder/Min.',
  cps: 'Zeichen/s',
  kbps: 'kbit/s',
  'kWh/week': 'kWh/Woche',
  gsm: 'g/m²',
  '%': '%',
  '°C': '°C',
  W: 'W',
  kg: 'kg',
  mm: 'mm',
  MB: 'MB',
  MHz: 'MHz',
  'dB(A)': 'dB(A)',
}

const NUMBER = String.raw`-?\d{1,3}(?:,\d{3})+|-?\d+(?:\.\d+)?`
const UNIT = Object.keys(UNITS)
  .map((unit) => unit.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
  .join('|')

/** An English number as German writes it: '20,000' -> '20.000', '13.5' -> '13,5', '1350' -> '1.350'. */
function germanNumber(english: string): string {
  if (/^-?\d+\.\d+$/.test(english)) return english.replace('.', ',')
  const whole = Number(english.replace(/,/g, ''))
  return whole < 0 ? `-${germanThousands(-whole)}` : germanThousands(whole)
}

/** '20 pages' -> '20 Seiten', '34%' -> '34 %' (German sets a space before the percent sign). */
const quantity = (number: string, unit: string) => `${germanNumber(number)} ${UNITS[unit]}`

const PATTERNS: readonly [RegExp, (...groups: string[]) => string][] = [
  [new RegExp(`^(${NUMBER}) ?(${UNIT})$`), (n, unit) => quantity(n!, unit!)],
  [new RegExp(`^Up to (${NUMBER}) (${UNIT})$`), (n, unit) => `Bis zu ${quantity(n!, unit!)}`],
  [new RegExp(`^(${NUMBER}) to (${NUMBER}) ?(${UNIT})$`), (from, to, unit) => `${germanNumber(from!)} bis ${quantity(to!, unit!)}`],
  [new RegExp(`^(${NUMBER}) mm \\(top, bottom, left, right\\)$`), (n) => `${germanNumber(n!)} mm (oben, unten, links, rechts)`],
  [/^(\d+(?:\.\d+)?)" colour touchscreen$/, (n) => `${germanNumber(n!)}"-Farb-Touchscreen`],
  [/^(\d+(?:\.\d+)?) cm colour LCD$/, (n) => `${germanNumber(n!)}-cm-Farbdisplay`],
  [/^(\d+)-line LCD$/, (n) => `${n}-zeiliges LCD`],
  [/^Yes, up to (A\d)$/, (size) => `Ja, bis ${size}`],
  [/^(.+) mobile app \(iOS, Android\)$/, (brand) => `App von ${brand} (iOS, Android)`],
  [/^(\d+) x (\d+)-sheet tray$/, (n, sheets) => `${n} x Papierfach für ${germanNumber(sheets!)} Blatt`],
  [/^(\d+(?:\.\d+)?) mm to (\d+) mm tape$/, (from, to) => `Schriftband von ${germanNumber(from!)} mm bis ${to} mm`],
  [/^(\d+ x \d+ mm) to (\d+ x \d+ mm)$/, (from, to) => `${from} bis ${to}`],
  [/^(\d+) to (\d+)% RH \(non-condensing\)$/, (from, to) => `${from} bis ${to} % relative Luftfeuchtigkeit (nicht kondensierend)`],
]

/** Resolutions and sizes ('600 x 600 dpi', '551 x 441 x 334 mm'): German writes them the same. */
const SAME_DIMENSIONS = /^\d+( x \d+)+ (dpi|mm)$/

/** A word in lowercase, so an English one ('dual band'); units and the 'x' of a size are not words. */
const LOWERCASE_WORD = /(?:^|[\s/-])(?!(?:x|cm|mm|dpi)\b)[a-z]+\b/

/**
 * A part of a listed value ('Print, Copy, Scan'): its German word, or the part itself when it is a
 * name or a standard (a capital or a digit first and no lowercase word, as in 'Apple AirPrint', 'PCL 6').
 */
function germanPart(part: string): string | null {
  const german = GERMAN_SPECIFICATION_PARTS[part]
  if (german) return german
  return /^[A-Z0-9]/.test(part) && !LOWERCASE_WORD.test(part) && !(part in GERMAN_SPECIFICATION_VALUES) ? part : null
}

function germanValue(label: string, value: string): string {
  if (VERBATIM_LABELS.has(label)) return value
  const exact = GERMAN_SPECIFICATION_VALUES[value]
  if (exact) return exact
  for (const [pattern, german] of PATTERNS) {
    const match = pattern.exec(value)
    if (match) return german(...match.slice(1))
  }
  if (SAME_DIMENSIONS.test(value)) return value
  const parts = value.split(', ').map(germanPart)
  if (parts.every((part): part is string => part !== null)) return parts.join(', ')
  throw new Error(`seed: no German for the printer specification value '${value}' (${label})`)
}

function germanWord(table: Readonly<Record<string, string>>, english: string, kind: string): string {
  const german = table[english]
  if (german === undefined) throw new Error(`seed: no German for the printer specification ${kind} '${english}'`)
  return german
}

/** The German rows of an English printer specification, row for row. */
export function germanPrinterSpecification(rows: readonly SpecificationEntry[]): SpecificationEntry[] {
  return rows.map(({ group, label, value }) => ({
    group: germanWord(GERMAN_SPECIFICATION_GROUPS, group, 'group'),
    label: germanWord(GERMAN_SPECIFICATION_LABELS, label, 'label'),
    value: germanValue(label, value),
  }))
}
