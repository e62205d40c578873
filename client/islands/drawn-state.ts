/**
 * @module
 * Islands whose server HTML a small script already brought up to date from a store before React
 * came (the basket badge, `client/effects/cart-badge.ts`). Such an island carries this attribute
 * and hydrates with its stores' state rather than the server's, which is what its DOM now shows
 * (`drawn-context.ts`, `useHydrated`). No React here: the entry imports it.
 */
export const DRAWN_ATTRIBUTE = 'data-drawn'
