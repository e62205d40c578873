import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import type { MessageKey, Translate } from '../../shared/messages/translate'
import { interpolate } from '../../shared/messages/interpolate'
import { imageSource } from '../../shared/rules/image-source'
import { storeFromPath, storePath } from '../../shared/rules/store-from-path'
import { BasketTotals } from '../components/basket/basket-totals'
import { EMPTY_BASKET, type BasketView } from '../../shared/views/basket-view'
import { FreeDeliveryProgress } from '../components/basket/free-delivery-progress'
import { VatPrice } from '../components/basket/vat-price'
import { track } from '../platform/analytics'
import { cart, CART_CHANGED_EVENT, loadBasketView, setCartTotalQuantity } from '../stores/cart'
import { openModal } from '../stores/ui'
import { primaryButton, secondaryButton } from './modal-body'
import type { ModalPaths } from './modal-paths'
import type { ModalTexts } from './modal-texts'

/** SPEC §9 "thumbnail 90x90": a line's picture in the panel. */
const PANEL_IMAGE = { width: 90, height: 90 } as const

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; view: BasketView }

const removedItem = (line: BasketView['lines'][number]) => ({ sku: line.sku, name: line.name, pricePence: line.unitPrice.incl, quantity: line.quantity })
const analyticsItems = (view: BasketView) => view.lines.map(removedItem)

/** The basket page's components take a translator; the panel has the texts the server picked for it. */
const translatorFrom = (texts: ModalTexts): Translate => (key: MessageKey, params) => interpolate((texts as Readonly<Record<string, string>>)[key] ?? '', params)

async function loadBasket(): Promise<Loaded> {
  const result = await loadBasketView()
  if (result.ok) return { kind: 'ready', view: result.data }
  // A remembered cart the back end no longer knows is an empty basket, as on the basket page.
  return result.status === 404 ? { kind: 'ready', view: EMPTY_BASKET } : { kind: 'failed' }
}

/**
 * The basket side panel (SPEC §2 "On demand"; issue: same lines and totals as the basket page): each
 * line with its picture, quantity and line price in the shopper's VAT mode, a remove button that asks
 * first, the free-delivery progress, the totals, and the ways on to the basket and the checkout.
 * Loaded when opened and again after a line is removed; view_cart goes to the data layer.
 */
export function CartPanel({ texts, paths, titleId }: { texts: ModalTexts; paths: ModalPaths; titleId: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })
  const { totalQuantity } = useSnapshot(cart)
  const store = storeFromPath(location.pathname).store
  const t = translatorFrom(texts)

  useEffect(() => {
    let live = true
    let first = true
    const load = () =>
      void loadBasket().then((next) => {
        if (!live) return
        setLoaded(next)
        if (next.kind !== 'ready') return
        setCartTotalQuantity(next.view.totalQuantity)
        if (first && next.view.lines.length > 0) track('view_cart', { currency: store.currency, valuePence: next.view.totals.grandTotal, items: analyticsItems(next.view) })
        first = false
      })
    load()
    window.addEventListener(CART_CHANGED_EVENT, load)
    return () => {
      live = false
      window.removeEventListener(CART_CHANGED_EVENT, load)
    }
  }, [store.currency])

  const view = loaded.kind === 'ready' ? loaded.view : null
  const goods = view ? view.totals.subtotal.incl - view.totals.discounts.reduce((sum, discount) => sum + discount.amount, 0) : 0
  return (
    <div className="flex h-full flex-col gap-4 overflow-y-auto p-6 pr-12" data-cart-panel="">
      <h2 id={titleId} className="text-lg font-bold">
        {texts['panel.cart.title']}
      </h2>
      {totalQuantity !== null && <p>{totalQuantity === 1 ? texts['basket.itemCount.one'] : interpolate(texts['basket.itemCount'], { count: totalQuantity })}</p>}
      {loaded.kind === 'loading' && <p aria-live="polite">{texts['panel.cart.loading']}</p>}
      {loaded.kind === 'failed' && <p role="alert">{texts['panel.cart.failed']}</p>}
      {view && view.lines.length === 0 && <p>{texts['basket.empty']}</p>}
      {view && view.lines.length > 0 && (
        <>
          <ul className="divide-y divide-ink-300" aria-label={texts['panel.cart.title']}>
            {view.lines.map((line) => {
              const image = line.imageUrl ? imageSource(line.imageUrl, PANEL_IMAGE) : null
              return (
                <li key={line.uid} className="grid grid-cols-[90px_1fr] gap-3 py-3" data-panel-line={line.uid}>
                  {image ? <img src={image.src} srcSet={image.srcSet} width={image.width} height={image.height} alt="" className="size-[90px] object-contain" /> : <span aria-hidden="true" />}
                  <div className="space-y-1 text-sm">
                    <a href={storePath(store, line.path)} className="font-semibold text-ink-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
                      {line.name}
                    </a>
                    <p>
                      {texts['basket.quantity']}: {line.quantity}
                    </p>
                    <VatPrice store={store} t={t} price={line.rowTotal} />
                    <button
                      type="button"
                      onClick={() => openModal({ kind: 'removeItem', props: { itemUid: line.uid, productName: line.name, item: removedItem(line) } })}
                      aria-label={interpolate(texts['basket.removeNamed'], { name: line.name })}
                      className="font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-700"
                    >
                      {texts['modal.removeItem.confirm']}
                    </button>
                  </div>
                </li>
              )
            })}
          </ul>
          <FreeDeliveryProgress store={store} t={t} goods={goods} />
          <BasketTotals store={store} t={t} totals={view.totals} />
        </>
      )}
      <div className="mt-auto flex flex-col gap-2">
        {view && view.lines.length > 0 && (
          <a
            href={paths.checkout}
            onClick={() => track('begin_checkout', { currency: store.currency, valuePence: view.totals.grandTotal, items: analyticsItems(view), ...(view.coupon ? { coupon: view.coupon } : {}) })}
            className={primaryButton}
          >
            {texts['basket.checkout']}
          </a>
        )}
        <a href={paths.cart} className={view && view.lines.length > 0 ? secondaryButton : primaryButton}>
          {texts['panel.cart.view']}
        </a>
      </div>
    </div>
  )
}
