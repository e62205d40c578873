/**
 * @module
 * The `/img/*` endpoint of the seeded catalogue (SPEC §9: default image base /img/): product
 * pictures under `product/`, top-category pictures under `category/`, printer brand logos under
 * `brand/` (drawn at the `size` asked for), anything else 404.
 */
import type { Database } from '../db/database'
import { brandPicture } from './brand-image'
import { categoryPicture } from './category-image'
import { productPicture, type Picture, type PictureSize } from './product-image'

/** What the page asks of a picture: a brand logo's `size`, a product picture's `width` and `height`. */
export type ImageQuery = { size?: string | undefined; width?: string | undefined; height?: string | undefined }

/** A raster picture's side when the page names none, and the bounds of what it may name. */
const DEFAULT_SIDE = 400
const MIN_SIDE = 16
const MAX_SIDE = 2400

function side(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,4}$/.test(value)) return null
  const pixels = Number(value)
  return pixels >= MIN_SIDE && pixels <= MAX_SIDE ? pixels : null
}

/** The size asked for, square when one side is named, the default when neither or a nonsense one is. */
export function pictureSize(query: ImageQuery): PictureSize {
  const width = side(query.width)
  const height = side(query.height)
  return { width: width ?? height ?? DEFAULT_SIDE, height: height ?? width ?? DEFAULT_SIDE }
}

const namesASize = (query: ImageQuery) => side(query.width) !== null || side(query.height) !== null

async function picture(file: string, db: Database, query: ImageQuery): Promise<Picture | null> {
  if (file.startsWith('brand/')) return svgPicture(brandPicture(file, query.size))
  if (file.startsWith('category/')) return categoryPicture(file, db, namesASize(query) ? pictureSize(query) : undefined)
  return productPicture(file, db, pictureSize(query))
}

const svgPicture = (svg: string | null): Picture | null => (svg === null ? null : { contentType: 'image/svg+xml; charset=utf-8', body: svg })

export async function handleCatalogueImage(file: string, db: Database, query: ImageQuery = {}): Promise<Response> {
  const found = await picture(file, db, query)
  if (found === null) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(found.body, {
    headers: {
      'Content-Type': found.contentType,
      'Cache-Control': 'public, max-age=86400',
      // An SVG opened on its own must not run anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  })
}
