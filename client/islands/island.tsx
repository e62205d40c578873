import { createContext, useContext, type ComponentType } from 'react'
import { serializeForScript } from '../../shared/html/serialize-for-script'
import { islandComponents, type IslandName, type IslandProps } from './components'
import { HYDRATION_MODE_ATTRIBUTE, type HydrationMode } from './hydration-mode'
import { textsFileHolds } from './island-texts'
import { ISLAND_TEXTS_ATTRIBUTE } from './island-texts-attribute'

/**
 * The page's file of island texts for its locale (`island-texts.ts`), set by the document. Without
 * it (a component rendered on its own) an island's texts travel in its props.
 */
export const IslandTextsFile = createContext<string | undefined>(undefined)

/** The props as the page carries them: without the texts when the locale's file has every one. */
function propsToSend(props: Record<string, unknown>, textsFile: string | undefined): { sent: Record<string, unknown>; fromFile: boolean } {
  const { texts, ...rest } = props
  const inFile = texts !== null && typeof texts === 'object' && textsFileHolds(textsFile, Object.keys(texts))
  return inFile ? { sent: rest, fromFile: true } : { sent: props, fromFile: false }
}

export type IslandMarkerProps<N extends IslandName> = {
  name: N
  props: IslandProps<N>
  /**
   * When the browser hydrates it, never at load (see `hydration-mode.ts`): `interaction` (the
   * default) only when the shopper first reaches it, `personal` also after load when this shopper
   * needs it, `visible` once in view after load, `idle` when the browser is idle after load; each
   * sooner on the shopper's first interaction with it.
   */
  hydrate?: HydrationMode
}

/**
 * Server side of an island: renders the component to HTML inside a marked element and puts its
 * props, serialized safely, in the JSON script right after it, where the client's hydrator finds
 * them; its `texts` come from the locale's file named on the element instead, when the page has
 * one. Props must be JSON (no functions; dates as ISO strings).
 */
export function Island<N extends IslandName>({ name, props, hydrate = 'interaction' }: IslandMarkerProps<N>) {
  // The map's value for N has exactly IslandProps<N>; TypeScript cannot narrow a generic index.
  const Component = islandComponents[name] as unknown as ComponentType<Record<string, unknown>>
  const textsFile = useContext(IslandTextsFile)
  const { sent, fromFile } = propsToSend(props as Record<string, unknown>, textsFile)
  const marks = { [HYDRATION_MODE_ATTRIBUTE]: hydrate, ...(fromFile ? { [ISLAND_TEXTS_ATTRIBUTE]: textsFile } : {}) }
  return (
    <>
      <div data-island={name} {...marks} className="contents">
        <Component {...(props as Record<string, unknown>)} />
      </div>
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: serializeForScript(sent) }} />
    </>
  )
}
