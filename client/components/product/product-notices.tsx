import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import type { ProductPageView } from '../../../shared/views/product-view'

const LINK = 'font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700'

/**
 * What a shopper should know before buying: the HP+ incompatibility (SPEC §8, titled "Not compatible
 * with HP+"), the printer this supply belongs with (SPEC §3 related_printer) and the category to
 * find more in (category_link).
 */
export function ProductNotices({ store, t, product }: PageProps & { product: ProductPageView }) {
  return (
    <>
      {product.hpPlusIncompatible ? (
        <aside aria-labelledby="hp-plus-heading" className="rounded-md border-l-4 border-danger-700 bg-ink-100 px-4 py-3 text-sm" data-hp-plus="">
          <h2 id="hp-plus-heading" className="font-semibold text-ink-900">
            {t('modal.hpPlus.title')}
          </h2>
          <p>{t('modal.hpPlus.text')}</p>
        </aside>
      ) : null}
      {product.relatedPrinters.length > 0 || product.categoryLink ? (
        <ul className="space-y-1 text-sm">
          {product.relatedPrinters.map((printer) => (
            <li key={printer.path}>
              <a href={storePath(store, printer.path)} className={LINK}>
                {t('product.relatedPrinter', { name: printer.name })}
              </a>
            </li>
          ))}
          {product.categoryLink ? (
            <li>
              <a href={storePath(store, product.categoryLink)} className={LINK}>
                {t('product.categoryLink')}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </>
  )
}
