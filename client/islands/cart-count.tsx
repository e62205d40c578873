import { useContext, useSyncExternalStore } from 'react'
import { subscribe } from 'valtio/vanilla'
import { cart } from '../stores/cart'
import { BADGE_CLASS, BADGE_TEST_ID, CART_LINK_ATTRIBUTE, cartLinkName, COUNT_LABEL_ATTRIBUTE, COUNT_LABEL_ONE_ATTRIBUTE, drawnCount } from './cart-badge-markup'
import { DrawnFromStores } from './drawn-context'

const subscribeToCart = (notify: () => void) => subscribe(cart, notify)
const currentCount = () => cart.totalQuantity

export type CartCountProps = {
  cartPath: string
  /** Catalogue texts, translated by the server: the link's name, and its name with a `{count}` (and for one). */
  label: string
  countLabel: string
  countLabelOne: string
}

/**
 * The header's basket link with its quantity badge. Without JavaScript it is a link to the basket
 * page; with it a click opens the basket panel (SPEC §2), and it shows the count from the cart store.
 * Until the island hydrates, `client/effects/cart-badge.ts` draws the same badge from the store.
 */
export function CartCount({ cartPath, label, countLabel, countLabelOne }: CartCountProps) {
  const drawnIsland = useContext(DrawnFromStores)
  // Hydrates with what the page shows: the server's badge (none), or the one drawn before React
  // came, whatever the basket holds by now; then the store's count.
  const totalQuantity = useSyncExternalStore(subscribeToCart, currentCount, () => (drawnIsland ? drawnCount(drawnIsland) : null))
  return (
    <a
      href={cartPath}
      data-panel-open="cart"
      {...{ [CART_LINK_ATTRIBUTE]: '', [COUNT_LABEL_ATTRIBUTE]: countLabel, [COUNT_LABEL_ONE_ATTRIBUTE]: countLabelOne }}
      aria-label={cartLinkName(totalQuantity, { label, countLabel, countLabelOne })}
      className="relative ml-auto inline-flex items-center gap-2 rounded-md px-2 py-2 font-semibold min-[360px]:px-3 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
        <circle cx="10" cy="20" r="1.5" />
        <circle cx="17" cy="20" r="1.5" />
      </svg>
      <span className="max-sm:sr-only">{label}</span>
      {totalQuantity !== null && (
        <span data-testid={BADGE_TEST_ID} className={BADGE_CLASS}>
          {totalQuantity}
        </span>
      )}
    </a>
  )
}
