import type { ComponentType } from 'react'
import { serializeForScript } from '../../shared/html/serialize-for-script'
import { islandComponents, type IslandName, type IslandProps } from './components'

export type IslandMarkerProps<N extends IslandName> = {
  name: N
  props: IslandProps<N>
  /**
   * Not at load. `true`: when the browser is idle or the island is first needed (see
   * `deferred-hydration.ts`), for shell islands outside `<main>` whose server HTML is empty.
   * `'interaction'`: when the shopper first points at, touches or tabs into it (see `hydrate.tsx`),
   * for page islands whose server HTML already works (plain links and forms) until then.
   */
  defer?: boolean | 'interaction'
}

/**
 * Server side of an island: renders the component to HTML inside a marked element and puts its
 * props, serialized safely, in the JSON script right after it, where the client's hydrator finds
 * them. Props must be JSON (no functions; dates as ISO strings).
 */
export function Island<N extends IslandName>({ name, props, defer = false }: IslandMarkerProps<N>) {
  // The map's value for N has exactly IslandProps<N>; TypeScript cannot narrow a generic index.
  const Component = islandComponents[name] as unknown as ComponentType<Record<string, unknown>>
  return (
    <>
      <div data-island={name} data-island-defer={defer === 'interaction' ? 'interaction' : defer ? '' : undefined} className="contents">
        <Component {...(props as Record<string, unknown>)} />
      </div>
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: serializeForScript(props) }} />
    </>
  )
}
