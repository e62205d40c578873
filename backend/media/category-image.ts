/**
 * @module
 * Pictures of the top categories (their `image` field, `category/<url_key>.svg`): the shape of what
 * the section sells, with its name, drawn like the product pictures so the seeded shop needs no
 * binary files.
 */
import { findCategoryImageSubject, type CategoryImageSubject } from '../db/category-images'
import { drawing, escapeXml, type Shape } from './product-image'

/** The seeded sections by URL key; any other category gets a card. */
const PICTURES: ReadonlyMap<string, { shape: Shape; fill: string }> = new Map([
  ['ink-cartridges', { shape: 'cartridge', fill: '#00a3d9' }],
  ['toner-cartridges', { shape: 'cartridge', fill: '#1f2328' }],
  ['label-tape', { shape: 'tape', fill: '#f2c200' }],
  ['3d-printer-filament', { shape: 'reel', fill: '#2e9b50' }],
  ['paper', { shape: 'ream', fill: '#1b5fc1' }],
  ['printers', { shape: 'printer', fill: '#2e9b50' }],
])

/** The SVG for a category: decorative beside its link's text, so it carries no text of its own. */
export function categoryImageSvg(subject: CategoryImageSubject): string {
  const { shape, fill } = PICTURES.get(subject.urlKey) ?? { shape: 'card' as const, fill: '#7a5cc7' }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="40 40 320 240" width="320" height="240" role="img" aria-label="${escapeXml(subject.name)}"><rect x="40" y="40" width="320" height="240" fill="#f1f3f5"/>${drawing(shape, fill)}</svg>`
}

const FILE = /^category\/[a-z0-9][a-z0-9-]{0,99}\.svg$/

/** The picture at `category/<url_key>.svg`, or null when no category has that image. */
export async function categoryPicture(file: string, db: D1Database): Promise<string | null> {
  if (!FILE.test(file)) return null
  const subject = await findCategoryImageSubject(db, file)
  return subject ? categoryImageSvg(subject) : null
}
