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

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** Store-relative paths without the leading slash, as route lookups take them. */
export const KNOWN_PRINTERS_CATEGORY_PATHS: ReadonlySet<string> = new Set([
  'printers.html',
  ...[...POPULAR_PRINTER_BRANDS, ...OTHER_PRINTER_BRANDS, ...PRINTER_TYPES].map((name) => `${PRINTERS_SEGMENT}/${slug(name)}.html`),
])
