import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False while React hydrates an island (as on the server), true afterwards. Stores may fill before
 * an island's chunk arrives (the session answer, a notification); an island renders its server
 * state until hydrated, so the markup matches, and then re-renders with the store's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
