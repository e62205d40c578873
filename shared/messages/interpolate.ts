export type MessageParams = Readonly<Record<string, string | number>>

/**
 * Fills `{name}` placeholders in a catalogue text. A placeholder without a value is left as
 * written, so a missing value is visible rather than blank. Islands get their texts as props and use
 * this, so the browser bundle never carries a whole catalogue.
 * @example interpolate('Basket, {count} items', { count: 3 }) // 'Basket, 3 items'
 */
export function interpolate(text: string, params?: MessageParams): string {
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name]
    return value === undefined ? whole : String(value)
  })
}
