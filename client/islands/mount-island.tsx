/**
 * @module
 * The React half of hydration, a chunk of its own: `hydrate.ts` imports it with the first island
 * that hydrates, so React DOM arrives then, after first paint, and never with the entry.
 */
import { useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { DrawnFromStores } from './drawn-context'
import { DRAWN_ATTRIBUTE } from './drawn-state'

type Hooks = {
  /** Once React has committed the hydrated tree (effects run only then). */
  onHydrated: () => void
  onRecoverableError: (error: unknown) => void
}

/** Marks the element once React has committed the hydrated tree, and says so. */
function HydrationMarker({ element, onHydrated, children }: { element: HTMLElement; onHydrated: () => void; children: ReactNode }) {
  useEffect(() => {
    element.setAttribute('data-hydrated', '')
    onHydrated()
  }, [element])
  return children
}

/** Hydrates `element`'s server HTML as `Component` with `props`; returns what unmounts it. */
export function mountIsland(element: HTMLElement, Component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>, hooks: Hooks): () => void {
  const root = hydrateRoot(
    element,
    <DrawnFromStores.Provider value={element.hasAttribute(DRAWN_ATTRIBUTE) ? element : null}>
      <HydrationMarker element={element} onHydrated={hooks.onHydrated}>
        <Component {...props} />
      </HydrationMarker>
    </DrawnFromStores.Provider>,
    { onRecoverableError: hooks.onRecoverableError },
  )
  return () => root.unmount()
}
