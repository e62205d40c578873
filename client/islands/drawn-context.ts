import { createContext } from 'react'

/**
 * True while hydrating an island whose DOM was drawn from its stores (`drawn-state.ts`); false on
 * the server and for every other island.
 */
export const DrawnFromStores = createContext(false)
