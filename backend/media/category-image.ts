/**
 * @module
 * Pictures of the top categories (their `image` field, `category/<url_key>.png`): the shape of what
 * the section sells, drawn like the product pictures so the seeded shop needs no binary files.
 */
import type { Database } from '../db/database'
import { findCategoryImageSubject, type CategoryImageSubject } from '../db/category-images'
import { keptDrawing } from './drawn-pictures'
import { encodeIndexedPng } from './png'
import { drawing, escapeXml, shapeParts, type Picture, type PictureSize, type Shape } from './product-image'
import { rasterize } from './raster'

/** The seeded sections by URL key; any other category gets a card. */
const PICTURES: ReadonlyMap<string, { shape: Shape; fill: string }> = new Map([
  ['ink-cartridges', { shape: 'cartridge', fill: '#00a3d9' }],
  ['toner-cartridges', { shape: 'cartridge', fill: '#1f2328' }],
  ['label-tape', { shape: 'tape', fill: '#f2c200' }],
  ['3d-printer-filament', { shape: 'reel', fill: '#2e9b50' }],
  ['paper', { shape: 'ream', fill: '#1b5fc1' }],
  ['printers', { shape: 'printer', fill: '#2e9b50' }],
])

const BACKGROUND = '#f1f3f5'
const pictureOf = (subject: CategoryImageSubject) => PICTURES.get(subject.urlKey) ?? { shape: 'card' as const, fill: '#7a5cc7' }

/** The SVG for a category: decorative beside its link's text, so it carries no text of its own. */
export function categoryImageSvg(subject: CategoryImageSubject): string {
  const { shape, fill } = pictureOf(subject)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="40 40 320 240" width="320" height="240" role="img" aria-label="${escapeXml(subject.name)}"><rect x="40" y="40" width="320" height="240" fill="${BACKGROUND}"/>${drawing(shape, fill)}</svg>`
}

const FILE = /^category\/([a-z0-9][a-z0-9-]{0,99})\.(png|svg)$/
/** The part of the drawing a category picture shows (its shapes sit in the upper middle). */
const VIEW = { x: 40, y: 40, width: 320, height: 240 }
/** A category picture's size when the page names none: its tile's, twice over for sharp screens. */
export const CATEGORY_PICTURE_SIZE: PictureSize = { width: 640, height: 480 }

/**
 * The picture at `category/<url_key>.png` (or `.svg`, for local databases seeded before the
 * pictures were PNG; either name finds the category), or null when no category has that image.
 */
export async function categoryPicture(file: string, db: Database, size: PictureSize = CATEGORY_PICTURE_SIZE): Promise<Picture | null> {
  const match = FILE.exec(file)
  if (!match) return null
  const other = `category/${match[1]}.${match[2] === 'png' ? 'svg' : 'png'}`
  const subject = (await findCategoryImageSubject(db, file)) ?? (await findCategoryImageSubject(db, other))
  if (!subject) return null
  if (match[2] === 'svg') return { contentType: 'image/svg+xml; charset=utf-8', body: categoryImageSvg(subject) }
  const { shape, fill } = pictureOf(subject)
  const body = await keptDrawing(JSON.stringify(['category', shape, fill, size.width, size.height]), () => {
    const { palette, pixels } = rasterize(BACKGROUND, shapeParts(shape, fill), size.width, size.height, VIEW)
    return encodeIndexedPng(size.width, size.height, palette, pixels)
  })
  return { contentType: 'image/png', body }
}
