import type { MessageKey, Translate } from './translate'

/** Catalogue texts chosen by the server for an island; `{name}` placeholders are left for `interpolate`. */
export type Messages<K extends MessageKey> = Readonly<Record<K, string>>

/**
 * Picks the texts an island needs, so islands get their words as props and the browser never
 * downloads a catalogue (DESIGN "React is most of the JavaScript").
 */
export function pickMessages<K extends MessageKey>(t: Translate, keys: readonly K[]): Messages<K> {
  const picked = {} as Record<K, string>
  for (const key of keys) picked[key] = t(key)
  return picked
}
