/**
 * @module
 * The printers pages' brand directory (SPEC §2 printers routes and "brand link modal", §3 "Brand
 * link", §9 brand lists): each printer brand with its logo and the supply pages that exist for it
 * (`/{inkType}/{brandName}.html`), and the printer types. Read from the category tree the shell
 * loads anyway (KV-cached), so it costs no extra back-end call.
 */
import { KNOWN_PRINTERS_CATEGORY_PATHS, OTHER_PRINTER_BRANDS, POPULAR_PRINTER_BRANDS, PRINTER_TYPES, PRINTERS_SEGMENT, printerSlug } from '../../shared/constants/printers'
import type { MenuCategory } from '../../shared/graphql/documents/store'
import type { BrandLinkView, PrinterBrandDirectoryView } from '../../shared/views/printer-views'
import { categoryPath } from '../../shared/rules/menu'
import { logAndReturn, type LoaderContext } from './loader-context'
import { loadCategoryTree } from './cached-reads'

/** SPEC §3 "Brand link" src: one drawn logo per brand, at the size the `{size}` placeholder asks. */
const brandLogoSrc = (slug: string): string => `/img/brand/${slug}.svg?size={size}`

type Listed = { name: string; urlPath: string }

/** A category's children; with `stocked`, only those with products (a supply page worth a link). */
const listed = (category: MenuCategory | null | undefined, stocked: boolean): Listed[] =>
  (category?.children ?? []).flatMap((child) => (child?.name && child.url_path && (!stocked || (child.product_count ?? 0) > 0) ? [{ name: child.name, urlPath: child.url_path }] : []))

function brandLink(slug: string, printersPage: Listed, sections: readonly { section: Listed; brands: readonly Listed[] }[]): BrandLinkView {
  const supplied = sections.filter(({ section, brands }) => brands.some((brand) => brand.urlPath === `${section.urlPath}/${slug}`))
  return {
    key: slug,
    name: printersPage.name,
    alt: printersPage.name,
    src: brandLogoSrc(slug),
    path: categoryPath(printersPage.urlPath),
    inkTypes: supplied.map(({ section }) => section.urlPath),
    typeLabels: Object.fromEntries(supplied.map(({ section }) => [section.urlPath, section.name])),
  }
}

/** The directory from the tree: SPEC §9's brands and types in its order, those the tree has a printers page for. */
export function brandDirectoryView(tree: MenuCategory, urlPath: string): PrinterBrandDirectoryView | null {
  const top = (tree.children ?? []).filter((child): child is MenuCategory => child !== null)
  const printers = top.find((child) => child.url_path === PRINTERS_SEGMENT)
  if (!printers) return null
  // A brand's printers page counts even while it lists no printer: it still shows the brand's supplies.
  const printerPages = new Map(listed(printers, false).map((page) => [page.urlPath, page]))
  const sections = top.filter((child) => child !== printers && child.name && child.url_path).map((child) => ({ section: { name: child.name ?? '', urlPath: child.url_path ?? '' }, brands: listed(child, true) }))
  const brands = (names: readonly string[]) =>
    names.flatMap((name) => {
      const slug = printerSlug(name)
      const page = printerPages.get(`${PRINTERS_SEGMENT}/${slug}`)
      return page ? [{ slug, link: brandLink(slug, page, sections) }] : []
    })
  const popular = brands(POPULAR_PRINTER_BRANDS)
  const other = brands(OTHER_PRINTER_BRANDS)
  return {
    popular: popular.map(({ link }) => link),
    other: other.map(({ link }) => link),
    types: PRINTER_TYPES.flatMap((name) => {
      const page = printerPages.get(`${PRINTERS_SEGMENT}/${printerSlug(name)}`)
      return page ? [{ name: page.name, path: categoryPath(page.urlPath) }] : []
    }),
    current: [...popular, ...other].find(({ slug }) => urlPath === `${PRINTERS_SEGMENT}/${slug}`)?.link ?? null,
  }
}

/**
 * The brand directory on the printers pages (SPEC §2: the known printers category paths); null on
 * any other category, or when the tree cannot be had (the page shows without it).
 */
export async function loadPrinterBrandDirectory(ctx: LoaderContext, urlPath: string | null | undefined): Promise<PrinterBrandDirectoryView | null> {
  if (!urlPath || !KNOWN_PRINTERS_CATEGORY_PATHS.has(`${urlPath}.html`)) return null
  try {
    const tree = await loadCategoryTree(ctx)
    return tree ? brandDirectoryView(tree, urlPath) : null
  } catch (error) {
    return logAndReturn(ctx, 'printer brand directory', null)(error)
  }
}
