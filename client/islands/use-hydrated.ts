import { useContext, useSyncExternalStore } from 'react'
import { DrawnFromStores } from './drawn-context'

const noSubscription = () => () => {}

/**
 * False while React hydrates an island (as on the server), true afterwards. Stores may fill before
 * an island's chunk arrives (the session answer, a notification); an island renders its server
 * state until hydrated, so the markup matches, and then re-renders with the store's. An island
 * whose DOM was already drawn from its stores (`drawn-state.ts`, `drawn-context.ts`) hydrates with their state at once.
 */
export function useHydrated(): boolean {
  const drawn = useContext(DrawnFromStores)
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => drawn !== null,
  )
}
