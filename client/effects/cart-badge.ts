/**
 * @module
 * The basket links' quantity badge, drawn without React (SPEC §2: the count shows whenever it is
 * known). The session answer fills the cart store at load; the header's and the mobile nav's
 * basket links show it at once with a few DOM writes, while their islands wait for the shopper
 * (`client/islands/hydration-mode.ts`). An island drawn this way is marked, and hydrates with the
 * store's state, which is exactly what was drawn; from then on React keeps the badge.
 */
import { subscribe } from 'valtio/vanilla'
import { BADGE_CLASS, BADGE_TEST_ID, CART_LINK_ATTRIBUTE, cartLinkName, COUNT_LABEL_ATTRIBUTE, COUNT_LABEL_ONE_ATTRIBUTE } from '../islands/cart-badge-markup'
import { DRAWN_ATTRIBUTE } from '../islands/drawn-state'
import { cart } from '../stores/cart'

/** Each link's plain name, read from its server HTML the first time it is drawn. */
const plainNames = new WeakMap<Element, string>()

function drawLink(link: HTMLAnchorElement, totalQuantity: number | null): void {
  const island = link.closest<HTMLElement>('[data-island]')
  // React keeps the badge once its island has started hydrating.
  if (!island || island.hasAttribute('data-hydrating') || island.hasAttribute('data-hydrated')) return
  if (!plainNames.has(link)) plainNames.set(link, link.getAttribute('aria-label') ?? '')
  const texts = {
    label: plainNames.get(link) ?? '',
    countLabel: link.getAttribute(COUNT_LABEL_ATTRIBUTE) ?? '',
    countLabelOne: link.getAttribute(COUNT_LABEL_ONE_ATTRIBUTE) ?? '',
  }
  link.setAttribute('aria-label', cartLinkName(totalQuantity, texts))
  let badge = link.querySelector<HTMLElement>(`[data-testid="${BADGE_TEST_ID}"]`)
  if (totalQuantity === null) {
    badge?.remove()
  } else {
    if (!badge) {
      badge = link.ownerDocument.createElement('span')
      badge.dataset.testid = BADGE_TEST_ID
      badge.className = BADGE_CLASS
      link.append(badge)
    }
    badge.textContent = String(totalQuantity)
  }
  island.setAttribute(DRAWN_ATTRIBUTE, '')
}

/** Draws the badge on every basket link under `root` now and whenever the cart's count changes. */
export function startCartBadge(root: ParentNode = document): () => void {
  const draw = () => {
    for (const link of root.querySelectorAll<HTMLAnchorElement>(`a[${CART_LINK_ATTRIBUTE}]`)) drawLink(link, cart.totalQuantity)
  }
  draw()
  return subscribe(cart, draw)
}
