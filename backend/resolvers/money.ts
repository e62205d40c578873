/**
 * @module
 * Money at the GraphQL boundary. Inside, amounts are integer pence in the base currency (GBP),
 * including VAT; Magento's API speaks floats in the store's display currency.
 */
import type { StoreConfigRecord } from '../db/store-configs'

/** SPEC §9: VAT multiplier 1.2. */
export const VAT_MULTIPLIER = 1.2

/** Base pence to a display-currency amount, rounded once to whole minor units. */
export function toDisplayAmount(pence: number, store: Pick<StoreConfigRecord, 'rate'>): number {
  return Math.round(pence * store.rate) / 100
}

/** A display-currency amount (e.g. a filter bound) back to base pence. */
export function fromDisplayAmount(amount: number, store: Pick<StoreConfigRecord, 'rate'>): number {
  return Math.round((amount * 100) / store.rate)
}

export type Money = { value: number; currency: string }

export function money(pence: number, store: Pick<StoreConfigRecord, 'rate' | 'currency'>): Money {
  return { value: toDisplayAmount(pence, store), currency: store.currency }
}

/** The ex-VAT part of a VAT-inclusive amount, in whole pence. */
export function excludingVat(pence: number): number {
  return Math.round(pence / VAT_MULTIPLIER)
}
