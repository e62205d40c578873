/**
 * @module
 * The `/img/*` endpoint of the seeded catalogue (SPEC §9: default image base /img/): product
 * pictures under `product/`, top-category pictures under `category/`, printer brand logos under
 * `brand/` (drawn at the `size` asked for), anything else 404.
 */
import { brandPicture } from './brand-image'
import { categoryPicture } from './category-image'
import { productPicture } from './product-image'

export async function handleCatalogueImage(file: string, db: D1Database, size?: string): Promise<Response> {
  const svg = file.startsWith('brand/') ? brandPicture(file, size) : file.startsWith('category/') ? await categoryPicture(file, db) : await productPicture(file, db)
  if (svg === null) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      // An SVG opened on its own must not run anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  })
}
