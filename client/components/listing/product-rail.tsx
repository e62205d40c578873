import type { PageProps } from '../page-props'
import type { ProductCardView } from '../../../shared/views/listing-view'
import { ProductGrid } from './product-grid'

/** A titled row of up to four cards (the page renders `CartTexts` once for all its rows) (SPEC §3 category `bestsellers` and `best_values`, the home page's picks); nothing when empty. */
export function ProductRail({ store, t, id, title, products, aboveFold = false }: PageProps & { id: string; title: string; products: readonly ProductCardView[]; /** The home page's first rail may be; others are below a listing or a product. */ aboveFold?: boolean }) {
  if (products.length === 0) return null
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <ProductGrid store={store} t={t} products={products.slice(0, 4)} listName={title} eagerCards={aboveFold ? 4 : 0} />
    </section>
  )
}
