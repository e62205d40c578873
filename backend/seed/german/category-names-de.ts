/**
 * @module
 * German names of the generic categories (the top sections, paper types, printer types and
 * filament groups), by their default (English) name, and the German words for what a brand,
 * series or model page lists. Brand, series and printer model names are names and stay as they
 * are in every store view.
 */

export const GERMAN_SECTION_NAMES: ReadonlyMap<string, string> = new Map([
  ['Ink Cartridges', 'Tintenpatronen'],
  ['Toner Cartridges', 'Tonerkartuschen'],
  ['Label Tape', 'Schriftbänder'],
  ['3D Printer Filament', '3D-Drucker-Filament'],
  ['Paper', 'Papier'],
  ['Printers', 'Drucker'],
  ['A4 Paper', 'A4-Papier'],
  ['Photo Paper', 'Fotopapier'],
  ['Labels', 'Etiketten'],
  ['Dot Matrix', 'Nadeldrucker'],
  ['Inkjet', 'Tintenstrahldrucker'],
  ['Label', 'Etikettendrucker'],
  ['Laser', 'Laserdrucker'],
  ['Speciality', 'Spezialfilamente'],
])

/** A generic category's German name; a name (PLA, ABS) that German shares is the name itself. */
export function germanSectionName(name: string): string {
  return GERMAN_SECTION_NAMES.get(name) ?? name
}

/** What the supply pages of a brand list, in German (plural, as the pages' titles use it). */
export type SupplyRange = 'Ink Cartridges' | 'Toner Cartridges' | 'Label Tape'

export const GERMAN_SUPPLY_WORDS: Readonly<Record<SupplyRange, string>> = {
  'Ink Cartridges': 'Tintenpatronen',
  'Toner Cartridges': 'Tonerkartuschen',
  'Label Tape': 'Schriftbänder',
}
