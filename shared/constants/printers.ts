/**
 * @module
 * Printer brands and types (SPEC §9) and the category paths that are therefore printers pages
 * (SPEC §2: "a fixed list of known paths is treated as printers categories").
 */
export const POPULAR_PRINTER_BRANDS = ['Brother', 'Canon', 'Epson', 'HP'] as const
export const OTHER_PRINTER_BRANDS = ['Dymo', 'Kyocera', 'Lexmark', 'Oki', 'Xerox'] as const
export const PRINTER_TYPES = ['Dot matrix', 'Inkjet', 'Label', 'Laser'] as const

export const PRINTERS_SEGMENT = 'printers'
export const PRINTERS_PATHS = ['/printers.html', '/Printers'] as const

/**
 * A brand's or printer type's segment in URLs.
 * @example printerSlug('Dot matrix') // 'dot-matrix'
 */
export const printerSlug = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** Store-relative paths without the leading slash, as route lookups take them. */
export const KNOWN_PRINTERS_CATEGORY_PATHS: ReadonlySet<string> = new Set([
  'printers.html',
  ...[...POPULAR_PRINTER_BRANDS, ...OTHER_PRINTER_BRANDS, ...PRINTER_TYPES].map((name) => `${PRINTERS_SEGMENT}/${printerSlug(name)}.html`),
])

/** The printer finder's own page ("Find cartridges for your printer"), for shoppers without JavaScript too. */
export const PRINTER_FINDER_PATH = '/printer-finder'

/**
 * The catalogue sections a brand's printer series sit under, in the order the finder shows them
 * (the category tree is section -> brand -> series -> printer model).
 */
export const PRINTER_FINDER_SECTIONS = [
  { kind: 'ink', urlPath: 'ink-cartridges' },
  { kind: 'toner', urlPath: 'toner-cartridges' },
] as const
export type PrinterFinderKind = (typeof PRINTER_FINDER_SECTIONS)[number]['kind']
