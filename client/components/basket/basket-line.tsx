import { BASKET_LINE_IMAGE } from '../../../shared/constants/image-sizes'
import { imageSource } from '../../../shared/rules/image-source'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import type { BasketLineView } from '../../../shared/views/basket-view'
import { LineQuantityForm } from './line-quantity-form'
import { LineRemoveForm } from './line-remove-form'
import { VatPrice } from './vat-price'

/**
 * One basket line (SPEC §2 /cart): the 170x170 image (SPEC §9), the name linking to the product, the
 * chosen options, unit and line prices, its stock error on its own line (SPEC §4 codes), and the
 * quantity and remove forms.
 */
export function BasketLine({ store, t, line, first = false }: PageProps & { line: BasketLineView; /** The first line's picture is in a phone's first screen, often its largest element (LCP). */ first?: boolean }) {
  const image = line.imageUrl ? imageSource(line.imageUrl, BASKET_LINE_IMAGE) : null
  const href = storePath(store, line.path)
  return (
    <li className="grid gap-4 border-b border-ink-300 py-4 sm:grid-cols-[170px_1fr_auto]" data-basket-line={line.uid}>
      {image ? (
        <img src={image.src} srcSet={image.srcSet} width={image.width} height={image.height} alt="" loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : undefined} decoding="async" className="h-[170px] w-[170px] object-contain" />
      ) : (
        <span aria-hidden="true" className="hidden h-[170px] w-[170px] sm:block" />
      )}
      <div className="space-y-2">
        <a href={href} className="font-semibold text-ink-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
          {line.name}
        </a>
        {line.options.length > 0 ? (
          <dl className="text-sm text-ink-700">
            {line.options.map((option) => (
              <div key={option.label} className="flex gap-1">
                <dt>{option.label}:</dt>
                <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="text-sm">
          <span className="text-ink-700">{t('basket.unitPrice')}</span>
          <VatPrice store={store} t={t} price={line.unitPrice} />
        </div>
        {line.error ? (
          <p className="font-semibold text-danger-700" data-line-error={line.error}>
            {t(`basket.error.${line.error}`)}
          </p>
        ) : null}
        <div className="flex flex-wrap items-end gap-4">
          <LineQuantityForm store={store} t={t} line={line} />
          <LineRemoveForm store={store} t={t} line={line} />
        </div>
      </div>
      <div className="sm:text-right">
        <span className="text-sm text-ink-700">{t('basket.rowTotal')}</span>
        <VatPrice store={store} t={t} price={line.rowTotal} />
      </div>
    </li>
  )
}
