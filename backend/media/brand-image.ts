/**
 * @module
 * Brand logos for the printers pages (SPEC §3 "Brand link", §9 brand logo 120x80, 240x160 larger):
 * the back end has no brand artwork, so each printer brand's logo is drawn as a wordmark in the
 * brand's colours, like the product pictures, at `brand/<url_key>.svg`.
 */
import { BRANDS, type BrandKey } from '../seed/catalogue/brands'
import { escapeXml } from './product-image'

type Mark = { ink: string; paper: string; shape: 'wordmark' | 'disc' | 'band' }

/** The printer brands (SPEC §9 popular and other lists), by URL key. */
const MARKS: ReadonlyMap<string, { brand: BrandKey } & Mark> = new Map(
  (
    [
      ['brother', { ink: '#0d2b8c', paper: '#ffffff', shape: 'wordmark' }],
      ['canon', { ink: '#c8102e', paper: '#ffffff', shape: 'wordmark' }],
      ['epson', { ink: '#ffffff', paper: '#1d3f94', shape: 'band' }],
      ['hp', { ink: '#ffffff', paper: '#0073b7', shape: 'disc' }],
      ['dymo', { ink: '#ffffff', paper: '#d2232a', shape: 'band' }],
      ['kyocera', { ink: '#c8102e', paper: '#ffffff', shape: 'wordmark' }],
      ['lexmark', { ink: '#ffffff', paper: '#1a7f3c', shape: 'band' }],
      ['oki', { ink: '#ffffff', paper: '#002f6c', shape: 'disc' }],
      ['xerox', { ink: '#c8102e', paper: '#ffffff', shape: 'wordmark' }],
    ] as const
  ).map(([brand, mark]) => [BRANDS[brand].urlKey, { brand, ...mark }]),
)

/** SPEC §9: the two sizes the storefront asks for; any other request gets the first. */
const SIZES: ReadonlyMap<string, { width: number; height: number }> = new Map([
  ['120x80', { width: 120, height: 80 }],
  ['240x160', { width: 240, height: 160 }],
])

function artwork(name: string, mark: Mark): string {
  const label = escapeXml(name)
  const text = (fill: string, size: number) => `<text x="120" y="${80 + size * 0.35}" font-size="${size}" font-weight="700" text-anchor="middle" fill="${fill}">${label}</text>`
  const size = Math.min(56, Math.floor(300 / Math.max(name.length, 2)))
  switch (mark.shape) {
    case 'disc':
      return `<rect width="240" height="160" fill="#ffffff"/><circle cx="120" cy="80" r="66" fill="${mark.paper}"/>${text(mark.ink, Math.min(size, 44))}`
    case 'band':
      return `<rect width="240" height="160" fill="#ffffff"/><rect x="12" y="44" width="216" height="72" rx="10" fill="${mark.paper}"/>${text(mark.ink, Math.min(size, 40))}`
    case 'wordmark':
      return `<rect width="240" height="160" fill="${mark.paper}"/>${text(mark.ink, size)}`
  }
}

/** The logo of a printer brand by URL key, or null for any other key. */
export function brandLogoSvg(urlKey: string, size: string | undefined): string | null {
  const mark = MARKS.get(urlKey)
  if (!mark) return null
  const { width, height } = SIZES.get(size ?? '') ?? { width: 120, height: 80 }
  const name = BRANDS[mark.brand].name
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" width="${width}" height="${height}" role="img" aria-label="${escapeXml(name)}"><g font-family="Arial, Helvetica, sans-serif">${artwork(name, mark)}</g></svg>`
}

const FILE = /^brand\/([a-z0-9][a-z0-9-]{0,39})\.svg$/

/** The picture at `brand/<url_key>.svg`, or null when no printer brand has that key. */
export function brandPicture(file: string, size: string | undefined): string | null {
  const match = FILE.exec(file)
  return match ? brandLogoSvg(match[1]!, size) : null
}
