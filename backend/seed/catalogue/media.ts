/**
 * @module
 * Product images: 1 to 4 per product, `product/<sku>.png` first with every role, then
 * `product/<sku>-2.png` and so on (drawn by backend/media/product-image.ts); two printers also
 * have a setup video.
 */
import type { CatalogueBuilder } from './catalogue-builder'
import type { Random } from '../common/random'
import type { ProductMediaRow } from '../common/rows'

const VIDEO_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

export function buildMedia(builder: CatalogueBuilder, random: Random): ProductMediaRow[] {
  const rows: ProductMediaRow[] = []
  let videos = 0
  for (const product of builder.products) {
    const kind = builder.metaOf(product.id).kind
    const count = kind === 'printer' ? random.int(3, 4) : kind === 'paper-variant' ? 1 : random.int(1, 3)
    const base = `product/${product.sku.toLowerCase()}`
    for (let position = 1; position <= count; position++) {
      rows.push({
        product_id: product.id,
        position,
        file: position === 1 ? `${base}.png` : `${base}-${position}.png`,
        // No label of its own: Magento labels the picture with the product's name in each store view.
        label: null,
        types: position === 1 ? ['image', 'small_image', 'thumbnail'] : [],
        video_url: null,
        video_title: null,
      })
    }
    if (kind === 'printer' && product.status === 1 && videos < 2 && product.extras?.printer_specification) {
      videos++
      const id = Array.from({ length: 11 }, () => VIDEO_ID_CHARS[random.int(0, VIDEO_ID_CHARS.length - 1)]).join('')
      rows.push({
        product_id: product.id,
        position: count + 1,
        file: `${base}-video.svg`,
        label: `${product.name} video`,
        types: [],
        video_url: `https://www.youtube.com/watch?v=${id}`,
        video_title: `Setting up your ${String(product.extras.short_name ?? product.name)}`,
      })
    }
  }
  return rows
}
