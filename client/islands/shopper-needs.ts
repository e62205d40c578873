/**
 * @module
 * Islands this shopper's own state needs hydrated after load, before they reach them (the
 * `personal` mode): a signed-in shopper's account menu ("Hi {firstName}" and its dropdown), saved
 * printers and wish-list heart, once the session answer says so; the help chat for a shopper who
 * chose the chat before, as it then loads the vendor's script at once (SPEC §2). A guest's page
 * hydrates none of them until reached.
 */
import { subscribe } from 'valtio/vanilla'
import { chatRemembered } from '../platform/chat-loader'
import { customer } from '../stores/customer'

type Need = { store?: object; needed: () => boolean }

const signedIn: Need = { store: customer, needed: () => customer.signedIn === true }

const NEEDS: Record<string, Need> = {
  'account-menu': signedIn,
  'saved-printer': signedIn,
  'wishlist-toggle': signedIn,
  'help-chat': { needed: () => chatRemembered() },
}

/** Runs `wake` once this shopper needs the island named `name`; returns a function that stops watching. */
export function whenShopperNeeds(name: string, wake: () => void): () => void {
  const need = Object.hasOwn(NEEDS, name) ? NEEDS[name] : undefined
  if (!need) return () => {}
  if (need.needed()) {
    wake()
    return () => {}
  }
  if (!need.store) return () => {}
  const stop = subscribe(need.store, () => {
    if (!need.needed()) return
    stop()
    wake()
  })
  return stop
}
