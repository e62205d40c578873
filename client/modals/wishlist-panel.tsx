import { useEffect, useState } from 'react'
import type { MessageKey, Translate } from '../../shared/messages/translate'
import { interpolate } from '../../shared/messages/interpolate'
import { imageSource } from '../../shared/rules/image-source'
import { storeFromPath, storePath } from '../../shared/rules/store-from-path'
import type { MyWishlistView } from '../../shared/views/wishlist-view'
import { VatPrice } from '../components/basket/vat-price'
import { loadWishlistView } from '../stores/wishlist'
import { primaryButton, secondaryButton } from './modal-body'
import type { ModalPaths } from './modal-paths'
import type { ModalTexts } from './modal-texts'

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; view: MyWishlistView }

const translatorFrom = (texts: ModalTexts): Translate => (key: MessageKey, params) => interpolate((texts as Readonly<Record<string, string>>)[key] ?? '', params)

/**
 * The wish-list side panel (SPEC §2 "On demand"; issue 17 point 7): the kept products with their
 * pictures and prices, each with the wish-list page's "Move to basket" form, and the way to the
 * page. Loaded when opened.
 */
export function WishlistPanel({ texts, paths, titleId }: { texts: ModalTexts; paths: ModalPaths; titleId: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })
  const store = storeFromPath(location.pathname).store
  const t = translatorFrom(texts)

  useEffect(() => {
    let live = true
    void loadWishlistView().then((result) => {
      if (live) setLoaded(result.ok ? { kind: 'ready', view: result.data } : { kind: 'failed' })
    })
    return () => {
      live = false
    }
  }, [])

  const items = loaded.kind === 'ready' ? loaded.view.items : []
  return (
    <div className="flex h-full flex-col gap-4 overflow-y-auto p-6 pr-12" data-wishlist-panel="">
      <h2 id={titleId} className="text-lg font-bold">
        {texts['panel.wishlist.title']}
      </h2>
      {loaded.kind === 'loading' && <p aria-live="polite">{texts['modal.loading']}</p>}
      {loaded.kind === 'failed' && <p role="alert">{texts['modal.loadFailed']}</p>}
      {loaded.kind === 'ready' && items.length === 0 && <p>{texts['account.wishlist.none']}</p>}
      {items.length > 0 && (
        <>
          <p>{interpolate(texts['panel.wishlist.count'], { count: items.length })}</p>
          <ul className="divide-y divide-ink-300" aria-label={texts['panel.wishlist.title']}>
            {items.map(({ id, product }) => {
              const image = product.image ? imageSource(product.image.url, { width: 90, height: 90 }) : null
              return (
                <li key={id} className="grid grid-cols-[90px_1fr] gap-3 py-3" data-panel-wish={id}>
                  {image ? <img src={image.src} srcSet={image.srcSet} width={image.width} height={image.height} alt="" className="size-[90px] object-contain" /> : <span aria-hidden="true" />}
                  <div className="space-y-1 text-sm">
                    <a href={storePath(store, product.path)} className="font-semibold text-ink-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
                      {product.name}
                    </a>
                    <VatPrice store={store} t={t} price={product.price} />
                    <form method="post" action={paths.wishlistMove}>
                      <input type="hidden" name="item" value={id} />
                      <button type="submit" aria-label={interpolate(texts['account.wishlist.moveNamed'], { name: product.name })} className="font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-700">
                        {texts['account.wishlist.move']}
                      </button>
                    </form>
                  </div>
                </li>
              )
            })}
          </ul>
        </>
      )}
      <a href={paths.wishlist} className={`${items.length > 0 ? secondaryButton : primaryButton} mt-auto`}>
        {texts['panel.wishlist.view']}
      </a>
    </div>
  )
}
