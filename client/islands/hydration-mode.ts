/**
 * @module
 * When an island hydrates. Never at load (issue 26 point 4): React is no part of any page's first
 * load and arrives after first paint. Every island also hydrates on the shopper's first interaction
 * with it (`when-interacted.ts`), and some when their store has something to show
 * (`island-demands.ts`); the mode says what else wakes it:
 * - `idle`: the browser is idle after load. For the shell's islands, which show the session (the
 *   basket badge, the greeting) and must be ready soon, and for personal parts of a page.
 * - `visible`: after load, once the island comes into view. For islands far down a page.
 * - `interaction`: nothing else. For islands whose server HTML does the whole job (plain links and
 *   forms) until the shopper reaches them.
 */
export const HYDRATION_MODES = ['idle', 'visible', 'interaction'] as const
export type HydrationMode = (typeof HYDRATION_MODES)[number]

/** The island marker's attribute that carries its mode (`island.tsx` writes it). */
export const HYDRATION_MODE_ATTRIBUTE = 'data-island-hydrate'

const isMode = (value: string | null): value is HydrationMode => (HYDRATION_MODES as readonly (string | null)[]).includes(value)

/** The island's mode; a marker without a known one hydrates when idle after load, as most do. */
export function hydrationModeOf(element: Element): HydrationMode {
  const value = element.getAttribute(HYDRATION_MODE_ATTRIBUTE)
  return isMode(value) ? value : 'idle'
}
