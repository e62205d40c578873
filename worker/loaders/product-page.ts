/**
 * @module
 * The product page's data (SPEC §2 "Product page"): the product the route lookup found (its page
 * fields came with the lookup: one hop), or the one `/p/{sku}` names; the option labels it names by
 * id (KV-cached); and, streamed afterwards, its cards and a page of reviews.
 */
import { PRODUCT_BY_SKU } from '../../shared/graphql/documents/route'
import { PRODUCT_ATTRIBUTE_LABELS, PRODUCT_PAGE_EXTRAS, type ProductExtrasData, type ProductPageData } from '../../shared/graphql/documents/product'
import type { ProductAttributeLabelsQuery } from '../../shared/graphql/generated'
import type { ProductExtrasView, ProductPageView, ReviewsPageView, ReviewSummaryView } from '../../shared/views/product-view'
import { londonDateOf } from '../../shared/rules/london-clock'
import { productCardViews, productPath } from './listing-view'
import { logAndReturn, type LoaderContext } from './loader-context'
import { genuineConditions } from './printer-model-offers'
import { productPageView, type AttributeLabels } from './product-page-view'

/**
 * SPEC §2: a product's page is its first URL rewrite, else `/p/{sku}`; the canonical URL whatever
 * path reached it (a real Magento also rewrites category paths to its products).
 */
export function productCanonicalPath(product: Pick<ProductPageData, 'url_rewrites' | 'url_key' | 'url_suffix' | 'sku'>): string {
  const first = product.url_rewrites?.find((rewrite) => rewrite?.url)?.url?.replace(/^\/+/, '')
  return first && /^[^\s?#]+$/.test(first) ? `/${first}` : productPath(product)
}

type LabelData = ProductAttributeLabelsQuery['customAttributeMetadata']

function labelMaps(metadata: LabelData): AttributeLabels {
  const maps = new Map<string, Map<number, string>>()
  for (const item of metadata?.items ?? []) {
    if (!item?.attribute_code) continue
    const options = new Map<number, string>()
    for (const option of item.attribute_options ?? []) {
      const id = Number(option?.value)
      if (option?.label && Number.isInteger(id)) options.set(id, option.label)
    }
    maps.set(item.attribute_code, options)
  }
  return maps
}

/** The labels, cached per store: they change with the catalogue's attributes, not with products. */
async function loadLabelData(ctx: LoaderContext): Promise<LabelData> {
  return ctx.cache.get({
    kind: 'attributeLabels',
    storeCode: ctx.store.code,
    id: 'product-page',
    load: async () => (await ctx.graphql.query(PRODUCT_ATTRIBUTE_LABELS, {})).customAttributeMetadata,
  })
}

export type ProductPageOptions = {
  /** Whether a dated promotion is inside its window at the time of the request (SPEC §5). */
  isPromotionActive: (start: string | null, end: string | null) => boolean
  /** London's date of the request (`londonDate`). */
  today: string
}

/** The page's view of a product already fetched (by the route lookup or by SKU); null when unusable. */
export async function productPage(ctx: LoaderContext, product: ProductPageData, path: string, options: ProductPageOptions): Promise<ProductPageView | null> {
  // Without labels the page still sells: brand and colour names are left out, never invented.
  const labels = await loadLabelData(ctx).catch(logAndReturn<LabelData>(ctx, 'attribute labels', null))
  return productPageView(product, {
    store: ctx.store,
    labels: labelMaps(labels),
    genuineConditions: genuineConditions(labels),
    isPromotionActive: options.isPromotionActive,
    today: options.today,
    path,
  })
}

/** SPEC §2 `/p/{sku}`: the product with exactly this SKU, or null. */
export async function loadProductBySku(ctx: LoaderContext, sku: string): Promise<ProductPageData | null> {
  const { products } = await ctx.graphql.query(PRODUCT_BY_SKU, { sku })
  return products?.items?.find((item): item is NonNullable<typeof item> => item?.sku === sku) ?? null
}

const NO_REVIEWS: ReviewsPageView = { items: [], page: 1, totalPages: 0, summary: null }
export const NO_EXTRAS: ProductExtrasView = { related: [], upsell: [], inRange: [], reviews: NO_REVIEWS }

/** A review's stars as a percentage: Magento's `average_rating` is already 0-100. */
const percentOf = (value: number): number => Math.max(0, Math.min(100, Math.round(value)))

/** The shop's review_summary as the Reviews tab's breakdown; null when no approved review rates the product. */
export function reviewSummaryView(summary: ProductExtrasData['review_summary']): ReviewSummaryView | null {
  if (!summary || typeof summary.average !== 'number') return null
  const counts = summary.star_counts.map(({ stars, count }) => ({ stars, count })).sort((a, b) => b.stars - a.stars)
  const total = counts.reduce((sum, row) => sum + row.count, 0)
  return total > 0 ? { average: summary.average, total, counts } : null
}

/** The cards and a page of reviews (SPEC §9: 10 a page); settles to nothing when the back end fails. */
export function loadProductExtras(ctx: LoaderContext, sku: string, reviewsPage: number): Promise<ProductExtrasView> {
  // The first page of reviews is what nearly every visit shows: kept in KV like a category's
  // landing view (served stale while the back end is down). Later pages are asked for live.
  const load = () => queryProductExtras(ctx, sku, reviewsPage)
  const extras = reviewsPage === 1 ? ctx.cache.get({ kind: 'productExtras', storeCode: ctx.store.code, id: sku, load }) : load()
  return extras.catch(logAndReturn(ctx, `product extras ${sku}`, NO_EXTRAS))
}

function queryProductExtras(ctx: LoaderContext, sku: string, reviewsPage: number): Promise<ProductExtrasView> {
  return ctx.graphql
    .query(PRODUCT_PAGE_EXTRAS, { sku, reviewsPage })
    .then((data): ProductExtrasView => {
      const product = data.products?.items?.find((item) => item?.sku === sku)
      if (!product) return NO_EXTRAS
      const reviews = product.reviews
      return {
        related: productCardViews(product.related_products),
        upsell: productCardViews(product.upsell_products),
        inRange: productCardViews(product.products_in_range),
        reviews: {
          items: reviews.items.flatMap((review) =>
            review
              ? [
                  {
                    nickname: review.nickname,
                    summary: review.summary,
                    text: review.text,
                    date: londonDateOf(review.created_at),
                    percent: percentOf(review.average_rating),
                    ratings: review.ratings_breakdown.flatMap((rating) => (Number.isFinite(Number(rating.value)) ? [{ name: rating.name, value: Number(rating.value) }] : [])),
                  },
                ]
              : [],
          ),
          page: reviews.page_info.current_page ?? reviewsPage,
          totalPages: reviews.page_info.total_pages ?? 0,
          summary: reviewSummaryView(product.review_summary),
        },
      }
    })
}
