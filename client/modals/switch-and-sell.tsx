import { interpolate } from '../../shared/messages/interpolate'
import type { ModalContentProps } from './modal-content-props'
import type { ModalPropsByKind } from './modal-types'
import { ModalBody, primaryButton, secondaryButton } from './modal-body'

type SwitchAndSellProps = ModalPropsByKind['switchAndSell']

/** The most one offer adds at once, as the basket's own quantity field allows. */
const MAX_QUANTITY = 10_000

/** SPEC §3: "qty (default 1)"; props come from the page's HTML, so anything odd is the default. */
export function switchQuantity(quantity: unknown): number {
  return typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : 1
}

/** A product the modal can show: named, with a SKU and a page inside the shop (never another site). */
export function offeredProduct(props: SwitchAndSellProps | null | undefined): NonNullable<SwitchAndSellProps['product']> | null {
  const product = props?.product
  if (!product || typeof product.sku !== 'string' || typeof product.name !== 'string' || typeof product.url !== 'string') return null
  if (!product.sku || !product.name || !product.url.startsWith('/') || product.url.startsWith('//')) return null
  return product
}

/**
 * SPEC §2 Modals, §1 claims and §3 "Switch-and-sell props": the own-brand offer with the rating it
 * has earned. Opened from an offer it shows that product, for the category it was found in, and
 * adds the quantity to the basket: the form is the listing cards' (`data-add-to-cart`), sent in the
 * background with the after-add-to-cart modal when scripts run, posted to the basket otherwise.
 * The switch-and-save page explains the rest.
 */
export default function SwitchAndSell({ props, texts, paths, close, titleId }: ModalContentProps<'switchAndSell'>) {
  const product = offeredProduct(props)
  const quantity = switchQuantity(props?.quantity)
  const category = typeof props?.categoryName === 'string' && props.categoryName.trim() ? props.categoryName.trim() : null
  return (
    <ModalBody titleId={titleId} title={texts['modal.switchAndSell.title']}>
      {product ? (
        <div className="flex gap-3 rounded-md border border-stock-700 p-3" data-switch-and-sell-product={product.sku}>
          {product.imageUrl ? <img src={product.imageUrl} alt="" width={70} height={100} className="h-[100px] w-[70px] shrink-0 object-contain" /> : null}
          <div className="space-y-1">
            <p className="font-semibold">
              <a href={product.url} className="text-ink-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
                {product.name}
              </a>
            </p>
            {category ? <p className="text-sm text-ink-700">{interpolate(texts['modal.switchAndSell.fits'], { category })}</p> : null}
            <p className="text-sm text-ink-700">{interpolate(texts['modal.switchAndSell.quantity'], { quantity })}</p>
          </div>
        </div>
      ) : null}
      <p>{texts['modal.switchAndSell.text']}</p>
      <p className="font-semibold">{texts['modal.switchAndSell.rating']}</p>
      <div className="flex flex-wrap gap-3">
        {product ? (
          <form
            method="post"
            action={paths.cartAdd}
            data-add-to-cart=""
            // This modal gives way, so the after-add-to-cart modal that follows stands alone.
            onSubmit={close}
            data-product={JSON.stringify({ sku: product.sku, name: product.name, url: product.url, imageUrl: product.imageUrl ?? null, priceIncl: product.priceIncl ?? 0, listName: texts['modal.switchAndSell.title'] })}
          >
            <input type="hidden" name="sku" value={product.sku} />
            <input type="hidden" name="quantity" value={quantity} />
            <button type="submit" className={primaryButton} aria-label={interpolate(texts['modal.switchAndSell.addNamed'], { quantity, name: product.name })}>
              {texts['modal.switchAndSell.add']}
            </button>
          </form>
        ) : null}
        <a href={paths.switchSave} className={product ? secondaryButton : primaryButton}>
          {texts['modal.switchAndSell.more']}
        </a>
      </div>
    </ModalBody>
  )
}
