import type { PageProps } from '../page-props'
import type { ProductCardView } from '../../../shared/views/listing-view'
import { ProductCard } from '../listing/product-card'

/**
 * SPEC §3 `printer_as_product`: the printer of a printer model page, offered beside its cartridges.
 */
export function ModelPrinter({ store, t, printer }: PageProps & { printer: ProductCardView }) {
  return (
    <section aria-labelledby="model-printer" className="space-y-3">
      <h2 id="model-printer" className="text-xl font-bold">
        {t('category.modelPrinter')}
      </h2>
      <div className="max-w-xl">
        <ProductCard store={store} t={t} product={printer} listName={t('category.modelPrinter')} position={1} />
      </div>
    </section>
  )
}
