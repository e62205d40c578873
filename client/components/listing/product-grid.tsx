import { serializeForScript } from '../../../shared/html/serialize-for-script'
import type { AddToCartTexts } from '../../effects/add-to-cart'
import type { PageProps } from '../page-props'
import type { ProductCardView } from './listing-view'
import { ProductCard } from './product-card'

/** Cards above the fold on a phone or a desktop load their pictures at once; the rest lazily. */
const EAGER_CARDS = 4

/** A list of product cards: a grid, or one per row when the shopper chose the list layout. */
export function ProductGrid({ store, t, products, listName, firstPosition = 1 }: PageProps & { products: readonly ProductCardView[]; listName: string; firstPosition?: number }) {
  const texts: AddToCartTexts = {
    INSUFFICIENT_STOCK: t('notice.cartInsufficientStock'),
    NOT_SALABLE: t('notice.cartNotSalable'),
    PRODUCT_NOT_FOUND: t('notice.cartProductNotFound'),
    UNDEFINED: t('notice.cartAddFailed'),
  }
  return (
    <>
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 xl:grid-cols-4 listing-list:grid-cols-1" data-item-list-name={listName}>
      {products.map((product, index) => (
        <li key={product.sku}>
          <ProductCard store={store} t={t} product={product} listName={listName} position={firstPosition + index} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
    {/* What a refused add shows (client/effects/add-to-cart.ts reads the first of these). */}
    <script type="application/json" data-cart-texts="" dangerouslySetInnerHTML={{ __html: serializeForScript(texts) }} />
    </>
  )
}
