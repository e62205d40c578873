/**
 * The German store view's printer specifications: every row worded in German, stating the same
 * facts (the same numbers) as its English row, and no English text let through.
 */
import { describe, expect, it } from 'vitest'
import { generateCatalogue } from '../generate-catalogue'
import type { SpecificationEntry } from '../catalogue-copy/printer-specification'
import { germanPrinterSpecification } from './printer-specification-de'

const seed = generateCatalogue({ products: 300 })
const english = new Map(seed.product_texts.map((t) => [t.product_id, t.extras?.printer_specification as SpecificationEntry[] | undefined]))
const printers = seed.product_store_texts.flatMap((row) => {
  const rows = english.get(row.product_id)
  return rows ? [{ id: row.product_id, english: rows, german: row.extras.printer_specification as SpecificationEntry[] | undefined }] : []
})

/** Words of the English rows that German data sheets never need. */
const ENGLISH_WORDS =
  /\b(Up to|pages?|sheets?|Yes|No|None|Not applicable|Not supported|seconds|and|to|with|colour|black|paper|tray|later|week|mobile app|dual band|Print|Copy|speed|Power|Weight|Width|Height|Depth)\b/

/** Labels whose values are names and codes (models, part numbers, cartridge codes), left as they are. */
const NAMES = new Set(['Modell', 'Herstellernummer', 'Passendes Verbrauchsmaterial', 'Marke'])

/** The numbers a text states, read the way its language writes them. */
const englishNumbers = (text: string) => text.replace(/(\d),(?=\d{3}\b)/g, '$1').match(/\d+(?:\.\d+)?/g) ?? []
const germanNumbers = (text: string) =>
  text
    .replace(/(\d)\.(?=\d{3}\b)/g, '$1')
    .replace(/(\d),(?=\d)/g, '$1.')
    .match(/\d+(?:\.\d+)?/g) ?? []

describe('the German printer specification', () => {
  it('gives every printer a German specification, row for row', () => {
    expect(printers.length).toBeGreaterThan(10)
    for (const printer of printers) {
      expect(printer.german, `product ${printer.id}`).toHaveLength(printer.english.length)
    }
  })

  it('words every group, label and value in German', () => {
    for (const { id, german } of printers) {
      for (const row of german!) {
        const value = NAMES.has(row.label) ? '' : row.value
        expect(`${row.group} | ${row.label} | ${value}`, `product ${id}`).not.toMatch(ENGLISH_WORDS)
      }
    }
  })

  it('states the same numbers as the English rows', () => {
    for (const { id, english: rows, german } of printers) {
      rows.forEach((row, i) => expect(germanNumbers(german![i]!.value), `product ${id}: ${row.label} '${row.value}'`).toEqual(englishNumbers(row.value)))
    }
  })

  it('writes quantities as German data sheets do', () => {
    const worded = (label: string, value: string) => germanPrinterSpecification([{ group: 'Printing', label, value }])[0]
    expect(worded('Print speed black (ISO)', 'Up to 22 ppm')).toEqual({ group: 'Drucken', label: 'Druckgeschwindigkeit Schwarz (ISO)', value: 'Bis zu 22 Seiten/Min.' })
    expect(worded('Monthly duty cycle', 'Up to 20,000 pages')?.value).toBe('Bis zu 20.000 Seiten')
    expect(worded('Monthly duty cycle', 'Up to 20,000 pages')?.label).toBe('Monatliche Druckleistung')
    expect(worded('Recommended monthly page volume', '1,000 to 3,333 pages')?.value).toBe('1.000 bis 3.333 Seiten')
    expect(worded('First page out black', '13.5 seconds')?.value).toBe('13,5 Sekunden')
    expect(worded('Print speed colour (ISO)', 'Not applicable')?.value).toBe('Nicht zutreffend')
    expect(worded('Quiet mode', 'Yes')?.value).toBe('Ja')
    expect(worded('Quiet mode', 'No')?.value).toBe('Nein')
    expect(worded('Maximum print resolution', '4800 x 1200 dpi')?.value).toBe('4800 x 1200 dpi')
  })

  it('refuses English it has no German for, rather than letting it through', () => {
    expect(() => germanPrinterSpecification([{ group: 'General', label: 'Display', value: 'Touchscreen with haptic feedback' }])).toThrow(/no German/)
    expect(() => germanPrinterSpecification([{ group: 'General', label: 'Paper capacity', value: '100' }])).toThrow(/no German/)
    expect(() => germanPrinterSpecification([{ group: 'Extras', label: 'Memory', value: '64 MB' }])).toThrow(/no German/)
  })
})
