import { CART_ADD_PATH, STOCK_ALERT_PATH } from '../../../shared/constants/shop-paths'
import { cartSupport } from '../../../shared/rules/can-add-to-cart'
import { storePath } from '../../../shared/rules/store-from-path'
import type { CardProduct } from '../../effects/add-to-cart'
import type { PageProps } from '../page-props'
import { buttonClass } from '../listing/add-to-basket-form'
import { ProductOptionFields } from './product-option-fields'
import { VariantTemplates } from './variant-templates'
import type { ProductPageView } from '../../../shared/views/product-view'

const INPUT = 'w-20 rounded-md border border-ink-700 px-2 py-2 text-center focus-visible:outline-2 focus-visible:outline-brand-700'
const PRIMARY = `${buttonClass} bg-brand-700 text-white hover:bg-brand-800`

/**
 * SPEC §4 "Out of stock": the stock-notification request (email, product, category). Without scripts
 * the form posts and the page comes back with a notice; with them the out-of-stock modal opens from
 * the button (`data-modal-open`) and this form is its fallback.
 */
function StockAlert({ store, t, product }: PageProps & { product: ProductPageView }) {
  const modalProps = { product: { id: product.id, sku: product.sku, name: product.name, url: storePath(store, product.path) }, categoryId: product.categoryId }
  return (
    <section id="stock-alert" aria-labelledby="stock-alert-heading" className="space-y-2 rounded-lg border border-ink-300 p-4">
      <h2 id="stock-alert-heading" className="font-semibold">
        {t('modal.outOfStock.title')}
      </h2>
      <a href="#stock-alert-email" data-modal-open="outOfStock" data-modal-props={JSON.stringify(modalProps)} className={`${PRIMARY} sm:w-auto`}>
        {t('product.notifyMe')}
      </a>
      <form method="post" action={storePath(store, STOCK_ALERT_PATH)} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="productId" value={product.id} />
        <input type="hidden" name="categoryId" value={product.categoryId} />
        <input type="hidden" name="name" value={product.name} />
        <input type="hidden" name="path" value={product.path} />
        <label className="flex flex-col text-sm">
          {t('modal.email')}
          <input id="stock-alert-email" type="email" name="email" required autoComplete="email" className="rounded-md border border-ink-700 px-2 py-2" />
        </label>
        <button type="submit" className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700">
          {t('modal.outOfStock.submit')}
        </button>
      </form>
    </section>
  )
}

/** The page's product as the basket's scripts name it (the modal, the data layer). */
export function pageProductData(store: PageProps['store'], product: ProductPageView): CardProduct {
  const first = product.gallery.find((item) => item.kind === 'image')
  return { sku: product.sku, name: product.name, url: storePath(store, product.path), imageUrl: first?.url ?? null, priceIncl: product.price.incl, listName: 'product' }
}

/**
 * The add-to-basket form for every type the cart takes (SPEC §4): quantity (not above the stock left
 * or the most one order may hold), the type's choices, and the button. It posts without scripts and
 * lands on the basket; with them `client/effects/add-to-cart.ts` sends it in the background and opens
 * the after-add-to-cart modal. A type the cart does not take says so (SPEC §8).
 */
export function BuyBox({ store, t, product }: PageProps & { product: ProductPageView }) {
  const support = cartSupport(product.typename)
  if (!support.supported) return <p className="rounded-md bg-ink-100 p-3 text-ink-900">{t('product.unsupportedType', { type: support.type })}</p>
  if (!product.inStock) return <StockAlert store={store} t={t} product={product} />
  return (
    <form method="post" action={storePath(store, CART_ADD_PATH)} className="space-y-4" data-add-to-cart="" data-product={JSON.stringify(pageProductData(store, product))} data-product-form="">
      <input type="hidden" name="sku" value={product.sku} />
      <ProductOptionFields store={store} t={t} options={product.options} />
      {product.options.kind === 'configurable' ? <VariantTemplates store={store} t={t} variants={product.options.variants} /> : null}
      <div className="flex items-end gap-3">
        <label className="flex flex-col text-sm font-semibold">
          {product.options.kind === 'grouped' ? t('product.quantityEach') : t('product.quantity')}
          <input type="number" name="quantity" defaultValue={1} min={1} max={product.maxQuantity ?? undefined} step={1} inputMode="numeric" required className={INPUT} />
        </label>
        <button type="submit" className={`${PRIMARY} flex-1`}>
          {t('card.addToCart')}
        </button>
      </div>
      {product.maxQuantity !== null ? <p className="text-xs text-ink-700">{t('product.maxQuantity', { count: product.maxQuantity })}</p> : null}
    </form>
  )
}
