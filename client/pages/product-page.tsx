import type { PageProps } from '../components/page-props'
import type { ItemAnalytics } from '../effects/view-analytics'
import { Breadcrumbs } from '../components/listing/breadcrumbs'
import { CartTexts } from '../components/listing/cart-texts'
import { SafeHtml } from '../components/category/category-extras'
import { SwitchAndSavePanel } from '../components/printers/switch-and-save-panel'
import { BuyBox, pageProductData } from '../components/product/buy-box'
import { DeliveryNote, type DeliveryNoteView } from '../components/product/delivery-note'
import { ProductGallery } from '../components/product/product-gallery'
import { BuyTogether, ProductPromotions } from '../components/product/product-offers'
import { ProductNotices } from '../components/product/product-notices'
import { ProductRails } from '../components/product/product-rails'
import { ProductHeading, ProductSummary } from '../components/product/product-summary'
import { productTabSections } from '../components/product/product-tab-sections'
import { ProductTabs } from '../components/product/product-tabs'
import type { ProductExtrasView, ProductPageView, ReviewRatingView } from '../../shared/views/product-view'
import { WishlistToggleIsland } from '../components/product/wishlist-toggle-island'

type ProductPageProps = PageProps & {
  product: ProductPageView
  delivery: DeliveryNoteView | null
  /** Cards and a page of reviews (empty when the back end could not say). */
  extras: ProductExtrasView
  /** The ratings the review form asks for (empty when unknown). */
  reviewRatings: readonly ReviewRatingView[]
}

/** GA4 view_item (client/effects/view-analytics.ts): the product as its page shows it, inc. VAT. */
function itemAnalytics(store: ProductPageProps['store'], product: ProductPageProps['product']): ItemAnalytics {
  const category = product.breadcrumbs.at(-1)?.name
  return {
    currency: store.currency,
    item: { sku: product.sku, name: product.name, pricePence: product.price.incl, ...(product.brand ? { brand: product.brand.label } : {}), ...(category ? { category } : {}) },
  }
}

/**
 * The product page (SPEC §2 "Product page"): breadcrumbs; the gallery beside the header block, the
 * buy box, the wish-list heart and the delivery message; the dated promotions, switch and save and
 * buy together; the tabs; then the related, upsell and in-range cards. Everything is in the HTML:
 * nothing waits for a script to appear (a streamed section stays hidden without one).
 */
export function ProductPage({ store, t, product, delivery, extras, reviewRatings }: ProductPageProps) {
  return (
    <div className="space-y-8" data-page-kind="product" data-product-sku={product.sku} data-analytics={JSON.stringify(itemAnalytics(store, product))}>
      <Breadcrumbs store={store} t={t} trail={product.breadcrumbs} current={product.name} />
      {/* The name, the price and "Add to basket" come first in the document, so a phone shows them in
          its first screen (issue 25) and the pictures follow; from 1024 px the pictures take the left
          column. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,540px)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-10">
        <div className="lg:col-start-2 lg:row-start-1">
          <ProductHeading store={store} t={t} product={product} />
        </div>
        <div className="space-y-5 lg:col-start-2 lg:row-start-2">
          <ProductSummary store={store} t={t} product={product} />
          <BuyBox store={store} t={t} product={product} />
          <WishlistToggleIsland store={store} t={t} product={product} />
          {delivery && product.inStock ? <DeliveryNote t={t} delivery={delivery} /> : null}
          {product.shortDescriptionHtml ? <SafeHtml html={product.shortDescriptionHtml} className="text-ink-900" /> : null}
          <ProductNotices store={store} t={t} product={product} />
        </div>
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <ProductGallery t={t} name={product.name} items={product.gallery} />
        </div>
      </div>
      <ProductPromotions store={store} t={t} promotions={product.promotions} today={product.today} />
      <SwitchAndSavePanel store={store} t={t} offers={product.alternative ? [product.alternative] : []} mode="switch" />
      {product.buyTogether ? <BuyTogether store={store} t={t} product={pageProductData(store, product)} offer={product.buyTogether} /> : null}
      <ProductTabs t={t} sections={productTabSections({ store, t, product, extras, reviewRatings })} />
      <ProductRails store={store} t={t} extras={extras} />
      <CartTexts t={t} />
    </div>
  )
}
