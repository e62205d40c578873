/**
 * @module
 * Product pictures for the reference back end: an SVG drawn per SKU (a cartridge, tape, reel, ream
 * or printer in the product's colour, with its name), so the seeded shop has images without any
 * binary files. Same SKU, same picture.
 */
import { findImageSubject, type ImageSubject } from '../db/image-subjects'

const COLOURS: Record<string, string> = {
  black: '#1f2328',
  'photo black': '#2d2f36',
  cyan: '#00a3d9',
  magenta: '#d6007e',
  yellow: '#f2c200',
  'tri-colour': '#7a5cc7',
  red: '#d7263d',
  blue: '#1b5fc1',
  green: '#2e9b50',
  white: '#e9ecef',
  grey: '#8a9199',
}

export type Shape = 'cartridge' | 'tape' | 'reel' | 'ream' | 'printer' | 'card'

function shapeOf(productType: string | null): Shape {
  switch ((productType ?? '').toLowerCase()) {
    case 'label tape':
      return 'tape'
    case 'filament':
      return 'reel'
    case 'paper':
      return 'ream'
    case 'printer':
      return 'printer'
    case 'gift card':
    case 'warranty':
    case 'software':
      return 'card'
    default:
      return 'cartridge'
  }
}

export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch)

/** Splits a name into at most three lines of about 24 characters. */
function lines(name: string): string[] {
  const out: string[] = []
  let line = ''
  for (const word of name.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > 24 && line) {
      out.push(line)
      line = word
    } else line = (line + ' ' + word).trim()
  }
  if (line) out.push(line)
  return out.length > 3 ? [...out.slice(0, 2), `${out[2]}…`] : out
}

export function drawing(shape: Shape, fill: string): string {
  switch (shape) {
    case 'tape':
      return `<rect x="110" y="110" width="180" height="120" rx="14" fill="#2b2f36"/><rect x="130" y="150" width="140" height="40" fill="${fill}"/>`
    case 'reel':
      return `<circle cx="200" cy="170" r="95" fill="#2b2f36"/><circle cx="200" cy="170" r="80" fill="${fill}"/><circle cx="200" cy="170" r="28" fill="#f1f3f5"/>`
    case 'ream':
      return `<rect x="90" y="110" width="220" height="120" fill="#ffffff" stroke="#adb5bd" stroke-width="4"/><rect x="90" y="150" width="220" height="40" fill="${fill}"/>`
    case 'printer':
      return `<rect x="80" y="120" width="240" height="100" rx="12" fill="#495057"/><rect x="120" y="80" width="160" height="50" fill="#f8f9fa" stroke="#adb5bd"/><rect x="120" y="205" width="160" height="40" fill="#f8f9fa" stroke="#adb5bd"/><circle cx="290" cy="145" r="7" fill="${fill}"/>`
    case 'card':
      return `<rect x="90" y="100" width="220" height="140" rx="16" fill="${fill}"/><rect x="110" y="200" width="90" height="14" rx="4" fill="#ffffff" opacity="0.8"/>`
    case 'cartridge':
      return `<rect x="130" y="70" width="140" height="190" rx="14" fill="#343a40"/><rect x="150" y="100" width="100" height="110" rx="8" fill="${fill}"/><rect x="175" y="235" width="50" height="18" rx="4" fill="#adb5bd"/>`
  }
}

/** The SVG for a product. */
export function productImageSvg(subject: ImageSubject, variant: number): string {
  const fill = COLOURS[(subject.colour ?? '').toLowerCase()] ?? '#1b5fc1'
  const shape = shapeOf(subject.productType)
  const text = lines(subject.name)
    .map((line, i) => `<text x="200" y="${322 + i * 26}" font-size="20" text-anchor="middle" fill="#212529">${escapeXml(line)}</text>`)
    .join('')
  const badge = variant > 1 ? `<text x="380" y="40" font-size="18" text-anchor="end" fill="#868e96">${variant}</text>` : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(subject.name)}"><rect width="400" height="400" fill="#f8f9fa"/>${drawing(shape, fill)}${badge}<g font-family="Arial, Helvetica, sans-serif">${text}<text x="200" y="392" font-size="13" text-anchor="middle" fill="#868e96">${escapeXml(subject.sku)}</text></g></svg>`
}

/** `product/<sku>.svg` or `product/<sku>-<n>.svg` to the SKU (lower case) and the picture number. */
export function parseImageFile(file: string): { sku: string; variant: number } | null {
  const match = /^product\/([a-z0-9][a-z0-9._-]{0,63}?)(?:-(\d))?\.svg$/.exec(file)
  if (!match) return null
  return { sku: match[1]!, variant: match[2] ? Number(match[2]) : 1 }
}

/** The picture at `product/<sku>.svg` (or `-<n>.svg`), or null when no enabled product has that SKU. */
export async function productPicture(file: string, db: D1Database): Promise<string | null> {
  const parsed = parseImageFile(file)
  const subject = parsed ? await findImageSubject(db, parsed.sku) : null
  return parsed && subject ? productImageSvg(subject, parsed.variant) : null
}
