import type { PageProps } from '../page-props'
import type { ProductCardView } from '../../../shared/views/listing-view'
import { ProductCard, type CardPicture } from './product-card'

/** Cards above the fold on a phone or a desktop load their pictures at once; the rest lazily. */
const EAGER_CARDS = 4

function cardPicture(index: number, eagerCards: number): CardPicture {
  if (index >= eagerCards) return 'lazy'
  return index === 0 ? 'first' : 'eager'
}

/** A list of product cards: a grid, or one per row when the shopper chose the list layout. The page renders `CartTexts` once. */
export function ProductGrid({
  store,
  t,
  products,
  listName,
  firstPosition = 1,
  eagerCards = EAGER_CARDS,
}: PageProps & {
  products: readonly ProductCardView[]
  listName: string
  firstPosition?: number
  /**
   * How many cards fetch their pictures at once (none for a list below the fold). The first of a
   * list that has any is the page's likely largest picture: it is fetched with high priority.
   */
  eagerCards?: number
}) {
  return (
    <>
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 xl:grid-cols-4 listing-list:grid-cols-1" data-item-list-name={listName}>
      {products.map((product, index) => (
        <li key={product.sku}>
          <ProductCard store={store} t={t} product={product} listName={listName} position={firstPosition + index} picture={cardPicture(index, eagerCards)} />
        </li>
      ))}
    </ul>
    </>
  )
}
