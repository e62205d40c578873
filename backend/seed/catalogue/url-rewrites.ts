/**
 * @module
 * URL rewrites as Magento keeps them: every category and visible product at '<path>.html', CMS
 * pages by identifier, and a few 301 and 302 redirects from old or seasonal URLs.
 */
import type { CatalogueBuilder } from './catalogue-builder'
import type { CategoryTree } from './categories'
import type { CmsPageRow, UrlRewriteRow } from '../common/rows'

/** Yearly statements keep the bare paths they were published under. */
const BARE_CMS_PATHS = new Set(['slavery-2023', 'slavery-2024', 'slavery-2025'])

export function buildUrlRewrites(builder: CatalogueBuilder, tree: CategoryTree, pages: readonly CmsPageRow[]): UrlRewriteRow[] {
  const rows: UrlRewriteRow[] = []
  const taken = new Set<string>()
  const add = (row: UrlRewriteRow) => {
    if (taken.has(row.request_path)) return
    taken.add(row.request_path)
    rows.push(row)
  }
  for (const c of builder.categories) {
    if (c.level < 2) continue
    const path = `${c.url_path}.html`
    add({ request_path: path, entity_type: 'CATEGORY', entity_key: String(c.id), target_path: path, redirect_type: 0 })
  }
  for (const p of builder.products) {
    if (p.visibility === 1) continue
    const path = `${p.url_key}.html`
    add({ request_path: path, entity_type: 'PRODUCT', entity_key: String(p.id), target_path: path, redirect_type: 0 })
  }
  for (const page of pages) {
    if (page.identifier === 'home') continue
    const path = BARE_CMS_PATHS.has(page.identifier) ? page.identifier : `${page.identifier}.html`
    add({ request_path: path, entity_type: 'CMS_PAGE', entity_key: page.identifier, target_path: path, redirect_type: 0 })
  }

  // Products renamed since launch keep their old addresses as permanent redirects.
  const renamed = builder.products.filter((p) => p.visibility !== 1 && p.status === 1 && builder.metaOf(p.id).kind === 'genuine-cartridge').slice(0, 3)
  for (const p of renamed) {
    add({ request_path: `${p.url_key.replace(/-[a-z0-9]+$/, '')}-original.html`, entity_type: 'PRODUCT', entity_key: String(p.id), target_path: `${p.url_key}.html`, redirect_type: 301 })
  }
  const category = (id: number) => builder.category(id)
  const hpInk = tree.inkBrands.get('hp')
  if (hpInk) add({ request_path: 'ink-toner/hp.html', entity_type: 'CATEGORY', entity_key: String(hpInk), target_path: `${category(hpInk).url_path}.html`, redirect_type: 301 })
  add({ request_path: 'printer-paper.html', entity_type: 'CATEGORY', entity_key: String(tree.paper), target_path: `${category(tree.paper).url_path}.html`, redirect_type: 301 })
  add({ request_path: 'delivery.html', entity_type: 'CMS_PAGE', entity_key: 'free-delivery', target_path: 'free-delivery.html', redirect_type: 301 })
  // Seasonal landing pages point at the current campaign for now.
  add({ request_path: 'christmas.html', entity_type: 'CATEGORY', entity_key: String(tree.ink), target_path: `${category(tree.ink).url_path}.html`, redirect_type: 302 })
  add({ request_path: 'deals.html', entity_type: 'CATEGORY', entity_key: String(tree.printers), target_path: `${category(tree.printers).url_path}.html`, redirect_type: 302 })
  return rows
}
