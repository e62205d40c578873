import type { PageProps } from '../page-props'
import { ProductRail } from '../listing/product-rail'
import type { ProductExtrasView } from '../../../shared/views/product-view'

/** SPEC §3 related, upsell and in-range products, with the catalogue's cards; each only when it has any. */
export function ProductRails({ store, t, extras }: PageProps & { extras: ProductExtrasView }) {
  return (
    <>
      <ProductRail store={store} t={t} id="product-related" title={t('product.related')} products={extras.related} />
      <ProductRail store={store} t={t} id="product-upsell" title={t('product.upsell')} products={extras.upsell} />
      <ProductRail store={store} t={t} id="product-in-range" title={t('product.inRange')} products={extras.inRange} />
    </>
  )
}
