import { createContext } from 'react'

/**
 * While React hydrates an island whose DOM was drawn from its stores (`drawn-state.ts`): that
 * island's element, whose DOM is what the hydration must match. Null on the server and for every
 * other island.
 */
export const DrawnFromStores = createContext<HTMLElement | null>(null)
