/**
 * @module
 * Finds the islands the server marked and hydrates each with its own props, loading its chunk on
 * demand. Everything else on the page stays plain server HTML.
 */
import { useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { recoverFromChunkFailure } from '../platform/chunk-reload'
import { islandLoaders, type IslandLoaders } from './registry'

/** Each hydrated island's React root, so a page swap can unmount the islands it removes. */
const roots = new WeakMap<Element, Root>()

type AnyLoader = () => Promise<ComponentType<Record<string, unknown>>>

/** Marks the element once React has committed the hydrated tree (effects run only then). */
function HydrationMarker({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.setAttribute('data-hydrated', '')
  }, [element])
  return children
}

function readProps(element: HTMLElement): Record<string, unknown> {
  const script = element.nextElementSibling
  if (!script || !script.matches('script[data-island-props]')) return {}
  const parsed: unknown = JSON.parse(script.textContent ?? 'null')
  return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
}

async function hydrateIsland(element: HTMLElement, loaders: IslandLoaders): Promise<void> {
  const name = element.dataset.island ?? ''
  if (!Object.hasOwn(loaders, name)) {
    console.error(`No island is registered as "${name}"`)
    return
  }
  // SPEC §4: a chunk that cannot be fetched (after a deploy) reloads the page, guarded.
  const Component = await (loaders[name as keyof IslandLoaders] as AnyLoader)().catch(recoverFromChunkFailure)
  if (!element.isConnected) return // swapped out by a navigation while its chunk loaded
  roots.set(
    element,
    hydrateRoot(
      element,
      <HydrationMarker element={element}>
        <Component {...readProps(element)} />
      </HydrationMarker>,
      { onRecoverableError: (error) => reportUnlessLeaving(element, error) },
    ),
  )
}

/** What shows the shopper is about to use an island: a pointer over it, a touch, keyboard focus. */
const INTERACTIONS = ['pointerover', 'touchstart', 'focusin'] as const

/**
 * Hydrates the island on its first interaction. Its server HTML works until then (a click that
 * comes before the chunk does is an ordinary link), so its chunk stays off the first load.
 */
function hydrateOnInteraction(element: HTMLElement, loaders: IslandLoaders): void {
  const start = () => {
    for (const type of INTERACTIONS) element.removeEventListener(type, start)
    void hydrateIsland(element, loaders)
  }
  for (const type of INTERACTIONS) element.addEventListener(type, start, { passive: true })
}

/**
 * Hydrates every island under `root` that has not been claimed yet: those marked `defer` only when
 * asked for them (`deferred`), the others otherwise; those marked `defer="interaction"` are
 * armed to hydrate on their first interaction.
 */
export async function hydrateIslands(root: ParentNode, loaders: IslandLoaders = islandLoaders, { deferred = false } = {}): Promise<void> {
  const unclaimed = (which: string) => [...root.querySelectorAll<HTMLElement>(`[data-island]${which}:not([data-island-claimed])`)]
  const elements = unclaimed(deferred ? '[data-island-defer=""]' : ':not([data-island-defer])')
  const onInteraction = deferred ? [] : unclaimed('[data-island-defer="interaction"]')
  for (const element of [...elements, ...onInteraction]) element.setAttribute('data-island-claimed', '')
  for (const element of onInteraction) hydrateOnInteraction(element, loaders)
  await Promise.all(elements.map((element) => hydrateIsland(element, loaders)))
}

/** Islands a navigation is taking away: unmounted, possibly before their hydration had finished. */
const leaving = new WeakSet<Element>()

/**
 * React's default for errors it recovered from (reported to the window), except for an island being
 * taken away: unmounting a root that is still hydrating makes React give up its hydration, which
 * is exactly what was asked and not a fault of the page.
 */
function reportUnlessLeaving(element: Element, error: unknown): void {
  if (leaving.has(element) || !element.isConnected) return
  reportError(error)
}

/** Unmounts the islands under `root` before soft navigation replaces it (their effects clean up). */
export function unmountIslands(root: ParentNode): void {
  for (const element of root.querySelectorAll('[data-island]')) {
    leaving.add(element)
    roots.get(element)?.unmount()
    roots.delete(element)
  }
}
