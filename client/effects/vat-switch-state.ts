/**
 * @module
 * The VAT switch's state, kept true without React (SPEC §2 "Show prices"). Which side looks active
 * is CSS on the class the head script set, but the switch's `aria-checked` and its spoken state are
 * markup: the server renders "including", so for a shopper who chose ex. VAT they would say the
 * opposite of what shows until the island hydrates, which now waits for the shopper. This brings
 * the store and that markup in line with the class at once and after every change, and marks the
 * island drawn, so it hydrates with the store's state (`client/islands/drawn-state.ts`).
 */
import { subscribe } from 'valtio/vanilla'
import { DRAWN_ATTRIBUTE } from '../islands/drawn-state'
import { priceDisplay, readPriceDisplay } from '../stores/price-display'

function drawSwitch(island: HTMLElement, includingVat: boolean): void {
  // React keeps the switch once its island has started hydrating.
  if (island.hasAttribute('data-hydrating') || island.hasAttribute('data-hydrated')) return
  const button = island.querySelector<HTMLButtonElement>('button[role="switch"]')
  const state = island.querySelector<HTMLElement>('[aria-live]')
  // The switch's two halves carry the two labels, including first.
  const [including, excluding] = button ? [...button.children].map((part) => part.textContent ?? '') : []
  if (!button || !state || including === undefined || excluding === undefined) return
  button.setAttribute('aria-checked', String(includingVat))
  state.textContent = includingVat ? including : excluding
  island.setAttribute(DRAWN_ATTRIBUTE, '')
}

/** Reads the shopper's choice into the store and keeps every VAT switch under `root` saying it. */
export function startVatSwitchState(root: ParentNode = document): () => void {
  priceDisplay.includingVat = readPriceDisplay()
  const draw = () => {
    for (const island of root.querySelectorAll<HTMLElement>('[data-island="price-display-switch"]')) drawSwitch(island, priceDisplay.includingVat)
  }
  draw()
  // A prerendered page's head script applies the class again when shown (the choice may have changed).
  const reread = () => {
    priceDisplay.includingVat = readPriceDisplay()
  }
  document.addEventListener('prerenderingchange', reread)
  const stop = subscribe(priceDisplay, draw)
  return () => {
    stop()
    document.removeEventListener('prerenderingchange', reread)
  }
}
