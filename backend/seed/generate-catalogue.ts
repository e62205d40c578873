/**
 * @module
 * A deterministic seed catalogue for a UK printer-supplies shop: the same options always give the
 * same rows, byte for byte. `products` is the approximate number of products (default 3000); the
 * mix of cartridges, printers, tapes, filament and paper keeps its proportions at any size.
 * `today` (`YYYY-MM-DD`, London's date when not given) is the day it is seeded: forward-looking
 * dates follow it (`seed-calendar.ts`), and only dates do.
 */
import { GERMAN_ATTRIBUTE_LABELS } from './german/attribute-labels-de'
import { attributeRows, storeLabelRows } from './catalogue/attributes'
import { CatalogueBuilder } from './catalogue/catalogue-builder'
import { buildFamilyProducts, type FamilyProducts } from './catalogue/series-products'
import { buildCategories } from './catalogue/categories'
import { applyCategoryMerchandising } from './catalogue/category-merchandising'
import { germanCategoryTexts } from './german/category-texts-de'
import { allStorePages, cmsBlocks, cmsPages } from './cms/cms-pages'
import { countries, regions } from './store/countries'
import { coupons } from './store/coupons'
import { buildFilaments, filamentProducts } from './catalogue/filament'
import { holidays } from './store/holidays'
import { buildLabelTapes, labelTapeProducts } from './catalogue/label-tape'
import { buildMedia } from './catalogue/media'
import { movePromotionDates } from './common/move-dates'
import { buildPaperAndLabels, planPaper } from './catalogue/paper-and-labels'
import { buildLinks } from './catalogue/product-links'
import { germanProductTexts } from './german/product-texts-de'
import { buildPrinters, choosePrinterModels, printerCounts } from './catalogue/printers'
import { createRandom } from './common/random'
import { seedDay, yearsSinceBase } from './common/seed-calendar'
import { buildReviews } from './catalogue/reviews'
import { splitProduct, type SeedData } from './common/rows'
import { fullModelName, planSeries } from './catalogue/series-plan'
import { shipmentConfigs } from './store/shipment-configs'
import { buildSpecialTypes } from './catalogue/special-types'
import { applyStockAndPrices, assignPositions } from './catalogue/stock-and-prices'
import { ukOrderStatusLabels } from './store/order-status-labels-uk'
import { storeConfigs, storeIdOf } from './store/store-configs'
import {
  germanBundleOptionTitles,
  germanCouponLabels,
  germanDownloadableLinkTitles,
  germanOrderStatusLabels,
  germanRatingTitles,
  germanTaxTitles,
  germanVideoTexts,
} from './german/store-titles-de'
import { buildUrlRewrites } from './catalogue/url-rewrites'

const SEED = 0x5eed2026
const DEFAULT_PRODUCTS = 3000
const SPECIAL_PRODUCTS = 5

export function generateCatalogue(options: { products?: number; today?: string } = {}): SeedData {
  const today = options.today ?? seedDay(Date.now())
  const years = yearsSinceBase(today)
  const target = Math.max(50, Math.round(options.products ?? DEFAULT_PRODUCTS))
  const random = createRandom(SEED)
  const builder = new CatalogueBuilder()

  // Shares of the catalogue; tapes, filament and paper stop growing once every real variety is
  // listed, and cartridges take whatever is left.
  const printers = printerCounts(Math.max(6, Math.round(target * 0.05)))
  const printerTotal = printers.models + printers.label + printers.dotMatrix + printers.refurbished
  const tapeBudget = Math.max(2, Math.round(target * 0.04))
  const filamentBudget = Math.max(1, Math.round(target * 0.03))
  const paperPlan = planPaper(Math.max(6, Math.round(target * 0.05)))
  const others = printerTotal + labelTapeProducts(tapeBudget) + filamentProducts(filamentBudget) + paperPlan.products + SPECIAL_PRODUCTS
  const families = planSeries(Math.max(1, target - others), Math.round(target / 6), random.fork('series'))

  const chosenPrinters = choosePrinterModels(families, printers.models, random.fork('printer-models'))
  const tree = buildCategories(builder, families, new Set(chosenPrinters))

  const modelIds = families.map((family) => family.models.map((m) => tree.models.get(fullModelName(family, m)) ?? 0))
  const familyProducts: FamilyProducts[] = families.map((family, index) => {
    const seriesId = tree.series[index] ?? 0
    return buildFamilyProducts(builder, family, seriesId, modelIds[index] ?? [], `/${builder.category(seriesId).url_path}.html`, random.fork(`family:${index}`))
  })
  const builtPrinters = buildPrinters(builder, tree, families, chosenPrinters, printers, random.fork('printers'))
  buildLabelTapes(builder, tree, tapeBudget, random.fork('label-tape'))
  buildFilaments(builder, tree, filamentBudget, random.fork('filament'))
  buildPaperAndLabels(builder, tree, paperPlan, random.fork('paper'))
  buildSpecialTypes(builder, tree, familyProducts, (f) => modelIds[familyProducts.indexOf(f)] ?? [])

  buildLinks(builder, familyProducts, builtPrinters, random.fork('links'))
  const tierPrices = applyStockAndPrices(builder, random.fork('stock'), today)
  const { reviews, ratings } = buildReviews(builder, random.fork('reviews'))
  assignPositions(builder)
  applyCategoryMerchandising(builder)
  movePromotionDates(builder, years)

  const { attributes, options: attributeOptions, swatches } = attributeRows()
  const german = storeIdOf('de')
  const germanLabels = storeLabelRows(german, GERMAN_ATTRIBUTE_LABELS)
  const couponRows = coupons(years)
  const media = buildMedia(builder, random.fork('media'))
  // Keys in foreign-key order: the SQL writer inserts tables in this order.
  return {
    store_configs: storeConfigs(),
    categories: builder.categories,
    category_store_texts: germanCategoryTexts(builder, tree, families, german),
    products: builder.products.map((p) => splitProduct(p).row),
    product_texts: builder.products.map((p) => splitProduct(p).texts),
    product_store_texts: germanProductTexts(builder, german),
    category_products: [...builder.membership].flatMap(([productId, categoryIds]) =>
      [...categoryIds].map((categoryId) => ({ category_id: categoryId, product_id: productId, position: builder.product(productId).position ?? 0 })),
    ),
    attributes,
    attribute_options: attributeOptions,
    attribute_option_swatches: swatches,
    attribute_labels: germanLabels.attributeLabels,
    attribute_option_labels: germanLabels.optionLabels,
    product_attribute_values: builder.attributeValues,
    product_media: media,
    product_media_store_texts: germanVideoTexts(media, builder, german),
    tier_prices: tierPrices,
    product_links: builder.links,
    configurable_attributes: builder.configurableAttributes,
    bundle_options: builder.bundleOptions,
    bundle_selections: builder.bundleSelections,
    bundle_option_titles: germanBundleOptionTitles(builder.bundleOptions, german),
    downloadable_link_titles: germanDownloadableLinkTitles(builder.products, german),
    reviews,
    review_ratings: ratings,
    rating_titles: germanRatingTitles([...new Set(ratings.map((r) => r.rating_name))], german),
    url_rewrites: buildUrlRewrites(builder, tree, allStorePages()),
    cms_pages: cmsPages(),
    cms_blocks: cmsBlocks(),
    countries: countries(),
    regions: regions(),
    shipment_configs: shipmentConfigs(today),
    holidays: holidays(today),
    coupons: couponRows,
    coupon_labels: germanCouponLabels(couponRows, german),
    tax_rate_titles: germanTaxTitles(german),
    order_status_labels: [...ukOrderStatusLabels(storeIdOf('default')), ...germanOrderStatusLabels(german)],
  }
}
