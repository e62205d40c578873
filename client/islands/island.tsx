import type { ComponentType } from 'react'
import { serializeForScript } from '../../shared/html/serialize-for-script'
import { islandComponents, type IslandName, type IslandProps } from './components'
import { HYDRATION_MODE_ATTRIBUTE, type HydrationMode } from './hydration-mode'

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
 * them. Props must be JSON (no functions; dates as ISO strings).
 */
export function Island<N extends IslandName>({ name, props, hydrate = 'interaction' }: IslandMarkerProps<N>) {
  // The map's value for N has exactly IslandProps<N>; TypeScript cannot narrow a generic index.
  const Component = islandComponents[name] as unknown as ComponentType<Record<string, unknown>>
  return (
    <>
      <div data-island={name} {...{ [HYDRATION_MODE_ATTRIBUTE]: hydrate }} className="contents">
        <Component {...(props as Record<string, unknown>)} />
      </div>
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: serializeForScript(props) }} />
    </>
  )
}
