/**
 * @module
 * Product pictures for the reference back end, drawn per SKU (a cartridge, tape, reel, ream or
 * printer in the product's colour), so the seeded shop has images without any binary files. Same
 * SKU, same picture. The seed names PNG pictures, drawn at the size the page asks for (a shop's
 * photographs are raster pictures, which browsers decode off the page's main thread); an SVG one,
 * with the product's name written under it, is still drawn for `.svg` names.
 */
import type { Database } from '../db/database'
import { findImageSubject, type ImageSubject } from '../db/image-subjects'
import { keptDrawing } from './drawn-pictures'
import { encodeIndexedPng } from './png'
import type { Part } from './picture-part'
import { rasterize } from './raster'

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

const DARK = '#2b2f36'
const PAPER = '#f8f9fa'
const EDGE = '#adb5bd'

/** The pieces that draw a shape in the product's colour (the SVG and the raster picture share them). */
export function shapeParts(shape: Shape, fill: string): Part[] {
  switch (shape) {
    case 'tape':
      return [{ kind: 'rect', x: 110, y: 110, width: 180, height: 120, radius: 14, fill: DARK }, { kind: 'rect', x: 130, y: 150, width: 140, height: 40, fill }]
    case 'reel':
      return [{ kind: 'circle', cx: 200, cy: 170, r: 95, fill: DARK }, { kind: 'circle', cx: 200, cy: 170, r: 80, fill }, { kind: 'circle', cx: 200, cy: 170, r: 28, fill: '#f1f3f5' }]
    case 'ream':
      return [{ kind: 'rect', x: 90, y: 110, width: 220, height: 120, fill: '#ffffff', stroke: EDGE, strokeWidth: 4 }, { kind: 'rect', x: 90, y: 150, width: 220, height: 40, fill }]
    case 'printer':
      return [
        { kind: 'rect', x: 80, y: 120, width: 240, height: 100, radius: 12, fill: '#495057' },
        { kind: 'rect', x: 120, y: 80, width: 160, height: 50, fill: PAPER, stroke: EDGE, strokeWidth: 1 },
        { kind: 'rect', x: 120, y: 205, width: 160, height: 40, fill: PAPER, stroke: EDGE, strokeWidth: 1 },
        { kind: 'circle', cx: 290, cy: 145, r: 7, fill },
      ]
    case 'card':
      return [{ kind: 'rect', x: 90, y: 100, width: 220, height: 140, radius: 16, fill }, { kind: 'rect', x: 110, y: 200, width: 90, height: 14, radius: 4, fill: '#ffffff' }]
    case 'cartridge':
      return [
        { kind: 'rect', x: 130, y: 70, width: 140, height: 190, radius: 14, fill: '#343a40' },
        { kind: 'rect', x: 150, y: 100, width: 100, height: 110, radius: 8, fill },
        { kind: 'rect', x: 175, y: 235, width: 50, height: 18, radius: 4, fill: EDGE },
      ]
  }
}

function partSvg(part: Part): string {
  if (part.kind === 'circle') return `<circle cx="${part.cx}" cy="${part.cy}" r="${part.r}" fill="${part.fill}"/>`
  const corner = part.radius ? ` rx="${part.radius}"` : ''
  const stroke = part.stroke ? ` stroke="${part.stroke}" stroke-width="${part.strokeWidth ?? 1}"` : ''
  return `<rect x="${part.x}" y="${part.y}" width="${part.width}" height="${part.height}"${corner} fill="${part.fill}"${stroke}/>`
}

/** A shape as SVG elements (the category pictures draw them too). */
export function drawing(shape: Shape, fill: string): string {
  return shapeParts(shape, fill).map(partSvg).join('')
}

/** The product's colour, or the shop's blue for products without one. */
export const colourOf = (subject: ImageSubject) => COLOURS[(subject.colour ?? '').toLowerCase()] ?? '#1b5fc1'

/** The shapes leave the lower part for the SVG's writing; a picture without it centres them. */
const UNWRITTEN_SHIFT = 35

const movedDown = (part: Part, by: number): Part => (part.kind === 'circle' ? { ...part, cy: part.cy + by } : { ...part, y: part.y + by })

/** The flat picture of a product: its shape, centred, and for its second, third… picture as many dots. */
export function productParts(subject: ImageSubject, variant: number): { background: string; parts: Part[] } {
  const dots: Part[] = Array.from({ length: Math.max(0, variant - 1) }, (_, i) => ({ kind: 'circle', cx: 372 - i * 22, cy: 28, r: 7, fill: '#868e96' }))
  const shape = shapeParts(shapeOf(subject.productType), colourOf(subject)).map((part) => movedDown(part, UNWRITTEN_SHIFT))
  return { background: PAPER, parts: [...shape, ...dots] }
}

/** The SVG for a product. */
export function productImageSvg(subject: ImageSubject, variant: number): string {
  const fill = colourOf(subject)
  const shape = shapeOf(subject.productType)
  const text = lines(subject.name)
    .map((line, i) => `<text x="200" y="${322 + i * 26}" font-size="20" text-anchor="middle" fill="#212529">${escapeXml(line)}</text>`)
    .join('')
  const badge = variant > 1 ? `<text x="380" y="40" font-size="18" text-anchor="end" fill="#868e96">${variant}</text>` : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(subject.name)}"><rect width="400" height="400" fill="#f8f9fa"/>${drawing(shape, fill)}${badge}<g font-family="Arial, Helvetica, sans-serif">${text}<text x="200" y="392" font-size="13" text-anchor="middle" fill="#868e96">${escapeXml(subject.sku)}</text></g></svg>`
}

/** The picture formats a product picture is drawn in: the seed names PNG files; SVG serves older local databases. */
export type PictureFormat = 'png' | 'svg'

/** `product/<sku>.png` or `product/<sku>-<n>.png` (or `.svg`) to the SKU (lower case), the picture number and the format. */
export function parseImageFile(file: string): { sku: string; variant: number; format: PictureFormat } | null {
  const match = /^product\/([a-z0-9][a-z0-9._-]{0,63}?)(?:-(\d))?\.(png|svg)$/.exec(file)
  if (!match) return null
  return { sku: match[1]!, variant: match[2] ? Number(match[2]) : 1, format: match[3] as PictureFormat }
}

export type PictureSize = { width: number; height: number }
export type Picture = { contentType: string; body: string | Uint8Array<ArrayBuffer> }

/**
 * The picture a file names, drawn at `size` when it is a raster one, or null when no enabled
 * product has that SKU.
 */
export async function productPicture(file: string, db: Database, size: PictureSize): Promise<Picture | null> {
  const parsed = parseImageFile(file)
  const subject = parsed ? await findImageSubject(db, parsed.sku) : null
  if (!parsed || !subject) return null
  if (parsed.format === 'svg') return { contentType: 'image/svg+xml; charset=utf-8', body: productImageSvg(subject, parsed.variant) }
  return { contentType: 'image/png', body: await rasterPicture(subject, parsed.variant, size) }
}

function rasterPicture(subject: ImageSubject, variant: number, size: PictureSize): Promise<Uint8Array<ArrayBuffer>> {
  return keptDrawing(JSON.stringify(['product', subject.colour, subject.productType, variant, size.width, size.height]), () => {
    const { background, parts } = productParts(subject, variant)
    const { palette, pixels } = rasterize(background, parts, size.width, size.height)
    return encodeIndexedPng(size.width, size.height, palette, pixels)
  })
}
