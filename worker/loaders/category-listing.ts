/**
 * @module
 * A category page's data (SPEC §2 "Listings", §3 Category): the category's copy, breadcrumbs,
 * child tiles and extras, and the page of products its URL state asks for, in one request.
 */
import { CATEGORY_LISTING, type ListingCategory } from '../../shared/graphql/documents/catalogue'
import { sanitizeHtml } from '../../shared/html/sanitize-html'
import { categoryPath } from '../../shared/rules/menu'
import { EMPTY_LISTING, listingFilterInput, listingQueryString, listingSortInput, type ListingState } from '../../shared/rules/listing-url'
import type { CategoryListingView } from '../../shared/views/category-view'
import type { ListingView, ProductCardView } from '../../shared/views/listing-view'
import type { PrinterPageExtras } from '../../shared/views/printer-views'
import { isPageOutOfRange } from '../graphql/errors'
import { logAndReturn, type LoaderContext, type PageData } from './loader-context'
import { listingView, productCardViews } from './listing-view'
import { loadModelPrinter } from './model-printer'
import { loadPrinterBrandDirectory } from './printer-brand-directory'
import { loadSwitchAndSaveOffers } from './printer-model-offers'

/** Shop HTML from the back end, made safe, or null when there is nothing to show. */
function safeHtml(html: string | null | undefined): string | null {
  const clean = html ? sanitizeHtml(html).trim() : ''
  return clean === '' ? null : clean
}

function categoryView(category: ListingCategory, listing: ListingView): CategoryListingView {
  const name = category.name ?? ''
  const stars = category.review_stars
  return {
    uid: category.uid,
    name,
    path: categoryPath(category.url_path ?? ''),
    descriptionHtml: safeHtml(category.description),
    breadcrumbs: (category.breadcrumbs ?? [])
      .flatMap((crumb) => (crumb?.category_name && crumb.category_url_path ? [{ level: crumb.category_level ?? 0, name: crumb.category_name, path: categoryPath(crumb.category_url_path) }] : []))
      .sort((a, b) => a.level - b.level)
      .map(({ name: crumbName, path }) => ({ name: crumbName, path })),
    children: (category.children ?? []).flatMap((child) =>
      child?.name && child.url_path && (child.product_count ?? 0) > 0 ? [{ name: child.name, path: categoryPath(child.url_path), productCount: child.product_count ?? 0 }] : [],
    ),
    printerMessage: category.printer_message || null,
    printerAsProduct: category.printer_as_product === true,
    faq: (category.faq ?? []).flatMap((entry) => {
      const answerHtml = safeHtml(entry?.answer)
      return entry?.question && answerHtml ? [{ question: entry.question, answerHtml }] : []
    }),
    verdictHtml: safeHtml(category.verdict_text),
    reviewText: category.review_text || null,
    reviewStars: stars?.count && stars.percent !== null ? { percent: stars.percent, count: stars.count } : null,
    additionalHtml: safeHtml(category.additional_content),
    bestsellers: productCardViews(category.bestsellers),
    bestValues: productCardViews(category.best_values),
    listing,
  }
}

/** The category and the page of its products the state asks for, as the back end answers them. */
function queryCategoryListing(ctx: LoaderContext, uid: string, state: ListingState, landing: boolean) {
  const sort = listingSortInput(state.sort)
  return ctx.graphql.query(CATEGORY_LISTING, {
    uid,
    withRails: landing,
    filter: { category_uid: { eq: uid }, ...listingFilterInput(state) },
    ...(sort ? { sort } : {}),
    pageSize: state.itemsPerPage,
    currentPage: state.page,
  })
}

/**
 * The category and its page of products; null when the category is gone or the page is past the
 * last one (SPEC: a 404, as Magento refuses such a page). The landing view (no filters, first
 * page, default sort and size: the URL most visits and crawlers ask for) is kept in KV like the
 * route lookups, so it is served, stale if need be, while the back end is down; every other state
 * is asked for live, as there are too many to store.
 */
export async function loadCategoryListing(ctx: LoaderContext, uid: string, state: ListingState): Promise<PageData<CategoryListingView & PrinterPageExtras & { modelPrinter: ProductCardView | null }> | null> {
  const landing = listingQueryString(state) === listingQueryString(EMPTY_LISTING)
  try {
    const data = landing
      ? await ctx.cache.get({ kind: 'categoryListing', storeCode: ctx.store.code, id: uid, load: () => queryCategoryListing(ctx, uid, state, true) })
      : await queryCategoryListing(ctx, uid, state, false)
    const category = data.categories?.items?.[0]
    if (!category) return null
    const view = categoryView(category, listingView(data.products, state))
    // Printer model and printers pages add their own parts (each empty elsewhere), side by side.
    // The model's printer (SPEC §3 printer_as_product) is part of the HTML, so shoppers without
    // scripts see it too; a failure leaves it out.
    const [switchAndSave, brandDirectory, modelPrinter] = await Promise.all([
      loadSwitchAndSaveOffers(ctx, category, data.products),
      loadPrinterBrandDirectory(ctx, category.url_path),
      category.printer_as_product && category.name ? loadModelPrinter(ctx, category.name, view.path).catch(logAndReturn(ctx, 'model printer', null)) : null,
    ])
    return { critical: { ...view, switchAndSave, brandDirectory, modelPrinter }, deferred: {} }
  } catch (error) {
    if (isPageOutOfRange(error)) return null
    throw error
  }
}
