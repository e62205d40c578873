/**
 * @module
 * When an island hydrates. Never at load (issue 26 point 4): React is no part of any page's first
 * load and arrives after first paint. Every island also hydrates on the shopper's first interaction
 * with it (`when-interacted.ts`), and some when their store has something to show
 * (`island-demands.ts`); the mode says what else wakes it:
 * - `interaction` (the default): nothing else. The shell's islands and any island whose server
 *   HTML does the whole job (links, forms, the basket badge drawn from the session without React,
 *   `client/effects/cart-badge.ts`) until the shopper reaches it, so an untouched page loads no React.
 * - `personal`: also after load when this shopper's own state needs it (`shopper-needs.ts`): the
 *   account menu, saved printers and wish-list heart for a signed-in shopper, the help chat for one
 *   who chose the chat before.
 * - `visible`: after load, once the island comes into view. For islands far down a page.
 * - `idle`: the browser is idle after load. No island uses it now; kept for one that must be ready
 *   without being reached.
 */
export const HYDRATION_MODES = ['interaction', 'personal', 'visible', 'idle'] as const
export type HydrationMode = (typeof HYDRATION_MODES)[number]

/** The island marker's attribute that carries its mode (`island.tsx` writes it). */
export const HYDRATION_MODE_ATTRIBUTE = 'data-island-hydrate'

const isMode = (value: string | null): value is HydrationMode => (HYDRATION_MODES as readonly (string | null)[]).includes(value)

/** The island's mode; a marker without a known one waits for the shopper, as most do. */
export function hydrationModeOf(element: Element): HydrationMode {
  const value = element.getAttribute(HYDRATION_MODE_ATTRIBUTE)
  return isMode(value) ? value : 'interaction'
}
