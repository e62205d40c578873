import { useEffect, type FormEvent } from 'react'
import { useSnapshot } from 'valtio/react'
import { interpolate } from '../../shared/messages/interpolate'
import type { Messages } from '../../shared/messages/pick-messages'
import { customer, loadSession } from '../stores/customer'
import { notify } from '../stores/notifications'
import { openModal } from '../stores/ui'
import { loadWishlistProduct, toggleWishlistProduct, wishlistProducts } from '../stores/wishlist-product'
import { chosenInBuyBox } from './buy-box-choice'
import { useHydrated } from './use-hydrated'

export type WishlistToggleText = 'wishlist.add' | 'wishlist.remove' | 'wishlist.added' | 'wishlist.removed' | 'wishlist.failed'

export type WishlistToggleProps = {
  texts: Messages<WishlistToggleText>
  sku: string
  name: string
  /** The product's GraphQL type: a configurable product sends its chosen variant, a bundle its options. */
  typename: string
  /** Where the form posts without scripts (store-prefixed). */
  action: string
  /** The product's store-relative path, to come back to. */
  returnPath: string
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className={filled ? 'fill-danger-700 stroke-danger-700' : 'fill-none stroke-current'} strokeWidth="2">
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.6 0 5.8 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4z" />
    </svg>
  )
}

/**
 * The wish-list heart by the buy box (SPEC §4 "Wishlist"; issue item 11). Its server HTML is the
 * same for everyone: a form that posts to the wish-list route, which adds the product for a
 * customer and sends a guest to sign in. Once hydrated (deferred, when the browser is idle) it asks
 * the session whether the product is in the customer's list, toggles it (add or remove), keeps the
 * wish list's count, and opens the login modal for a guest.
 */
export function WishlistToggle({ texts, sku, name, typename, action, returnPath }: WishlistToggleProps) {
  const hydrated = useHydrated()
  const shopper = useSnapshot(customer)
  const list = useSnapshot(wishlistProducts)
  const signedIn = hydrated && shopper.signedIn === true
  const inList = signedIn && list.inList[sku] === true

  useEffect(() => {
    if (signedIn) void loadWishlistProduct(sku)
  }, [signedIn, sku])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (wishlistProducts.status === 'saving') return
    if (customer.signedIn === null) await loadSession()
    if (customer.signedIn !== true) return openModal({ kind: 'login', props: {} })
    const now = await toggleWishlistProduct(sku, chosenInBuyBox(document, typename))
    if (now === null) notify({ type: 'danger', message: texts['wishlist.failed'] })
    else notify({ type: 'success', message: interpolate(texts[now ? 'wishlist.added' : 'wishlist.removed'], { name }) })
  }

  const busy = list.status === 'saving'
  return (
    <form method="post" action={action} onSubmit={(event) => void onSubmit(event)}>
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="path" value={returnPath} />
      <button
        type="submit"
        aria-busy={busy}
        className="inline-flex items-center gap-2 rounded-md border border-ink-600 px-3 py-2 font-semibold text-ink-900 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <Heart filled={inList} />
        {inList ? texts['wishlist.remove'] : texts['wishlist.add']}
      </button>
    </form>
  )
}
