/**
 * @module
 * Finds the islands the server marked and hydrates each with its own props after first paint, when
 * its mode says (`hydration-mode.ts`): on the shopper's first interaction with it, after load when
 * this shopper needs it (`shopper-needs.ts`), or once in view after load; any of them sooner on that
 * first interaction or when its store asks (`island-demands.ts`). Until then its server HTML is the page,
 * and a click on a button only a script can serve is kept and done once it has hydrated
 * (`early-clicks.ts`). Nothing here imports React: React DOM (`mount-island.tsx`) and the island's
 * chunk load with the first island that hydrates, so no page's first load carries them.
 */
import type { ComponentType } from 'react'
import { recoverFromChunkFailure } from '../platform/chunk-reload'
import { yieldToMain } from '../runtime/yield-to-main'
import { afterLoad as pageAfterLoad, type AfterLoad } from './after-load'
import { recordEarlyClicks, replayClicks } from './early-clicks'
import { hydrationModeOf } from './hydration-mode'
import { ISLAND_TEXTS_ATTRIBUTE } from './island-texts-attribute'
import { loadIslandTexts } from './load-island-texts'
import { whenDemanded } from './island-demands'
import { islandLoaders, type IslandLoaders } from './registry'
import { whenShopperNeeds } from './shopper-needs'
import { isInUse, whenInteracted } from './when-interacted'
import { whenVisible } from './when-visible'

type AnyLoader = () => Promise<ComponentType<Record<string, unknown>>>

export type HydrateOptions = {
  loaders?: IslandLoaders
  /** When "after load" is; the page's own gate unless a test brings its own. */
  afterLoad?: AfterLoad
}

/** Each hydrated island's unmount, so a page swap can unmount the islands it removes. */
const unmounts = new WeakMap<Element, () => void>()
/** Each island still waiting to hydrate: what stops its triggers. */
const disarms = new WeakMap<Element, () => void>()

function readProps(element: HTMLElement): Record<string, unknown> {
  const script = element.nextElementSibling
  if (!script || !script.matches('script[data-island-props]')) return {}
  const parsed: unknown = JSON.parse(script.textContent ?? 'null')
  return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
}

/** The island's texts from the locale's file, when the server sent them there rather than in its props. */
function readTexts(element: HTMLElement): Promise<Record<string, string> | undefined> {
  const file = element.getAttribute(ISLAND_TEXTS_ATTRIBUTE)
  return file ? loadIslandTexts(file) : Promise.resolve(undefined)
}

async function hydrateIsland(element: HTMLElement, loaders: IslandLoaders, takeClicks: () => HTMLButtonElement[]): Promise<void> {
  const name = element.dataset.island ?? ''
  if (!Object.hasOwn(loaders, name)) {
    takeClicks()
    console.error(`No island is registered as "${name}"`)
    return
  }
  // SPEC §4: a chunk that cannot be fetched (after a deploy) reloads the page, guarded.
  const [Component, { mountIsland }, texts] = await Promise.all([(loaders[name as keyof IslandLoaders] as AnyLoader)(), import('./mount-island'), readTexts(element)]).catch(
    recoverFromChunkFailure,
  )
  // Islands whose chunks arrive together hydrate in tasks of their own, not one long one.
  await yieldToMain()
  if (!element.isConnected) return // swapped out by a navigation while its chunks loaded
  // React listens on the island from here on, and replays what happens while it hydrates itself.
  const clicked = takeClicks()
  // Scripts that drew its DOM from a store (the basket badge) leave it to React from here.
  element.setAttribute('data-hydrating', '')
  unmounts.set(
    element,
    mountIsland(element, Component, { ...readProps(element), ...(texts && { texts }) }, {
      onHydrated: () => replayClicks(clicked),
      onRecoverableError: (error) => reportUnlessLeaving(element, error),
    }),
  )
}

/**
 * Claims the island and sets up what will hydrate it: its first interaction, its store, its mode;
 * at once when the shopper is already in it (a field they typed in before the scripts ran).
 */
function arm(element: HTMLElement, loaders: IslandLoaders, afterLoad: AfterLoad): void {
  element.setAttribute('data-island-claimed', '')
  const takeClicks = recordEarlyClicks(element)
  const stops: (() => void)[] = []
  let waiting = true
  const disarm = () => {
    waiting = false
    disarms.delete(element)
    for (const stop of stops.splice(0)) stop()
  }
  const start = () => {
    if (!waiting) return
    disarm()
    void hydrateIsland(element, loaders, takeClicks)
  }
  disarms.set(element, () => {
    disarm()
    takeClicks()
  })
  stops.push(whenInteracted(element, start))
  stops.push(whenDemanded(element.dataset.island ?? '', start))
  const mode = hydrationModeOf(element)
  if (mode === 'idle') afterLoad(start)
  if (mode === 'personal') {
    afterLoad(() => {
      if (waiting) stops.push(whenShopperNeeds(element.dataset.island ?? '', start))
    })
  }
  if (mode === 'visible') {
    afterLoad(() => {
      if (waiting) stops.push(whenVisible(element, start))
    })
  }
  if (isInUse(element)) start()
}

/**
 * Arms every island under `root` that has not been claimed yet (a soft navigation's new page, or
 * the whole document at start). Islands whose moment has passed (after load, in a page swapped in
 * later) hydrate at once.
 */
export function hydrateIslands(root: ParentNode, { loaders = islandLoaders, afterLoad = pageAfterLoad }: HydrateOptions = {}): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]:not([data-island-claimed])')) arm(element, loaders, afterLoad)
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
    disarms.get(element)?.()
    unmounts.get(element)?.()
    unmounts.delete(element)
  }
}
