import type { StoreView } from '../constants/stores'
import { deDE } from './de-de'
import { enGB, type MessageKey } from './en-gb'

import { interpolate, type MessageParams } from './interpolate'

export type { MessageKey, MessageParams }
export type Translate = (key: MessageKey, params?: MessageParams) => string

const CATALOGUES: Readonly<Record<StoreView['locale'], Readonly<Record<MessageKey, string>>>> = {
  en_GB: enGB,
  de_DE: deDE,
}

/**
 * Returns the catalogue text for a key in a locale, with `{name}` placeholders filled in.
 * A placeholder without a value is left as written, so a missing value is visible, not blank.
 */
export function translate(locale: StoreView['locale'], key: MessageKey, params?: MessageParams): string {
  return interpolate(CATALOGUES[locale][key], params)
}

/** A `translate` bound to one locale, the shape components receive. */
export function translator(locale: StoreView['locale']): Translate {
  return (key, params) => translate(locale, key, params)
}
