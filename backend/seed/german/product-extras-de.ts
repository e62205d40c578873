/**
 * @module
 * The German wording of a product's text extensions (yields, headline, reasons to buy, safety
 * note, take-back scheme, promotions, special delivery), from the product's English extras. It
 * holds only what differs (a printer's specification is worded row for row): the German store
 * view's row is merged over the default extras key by key, so prices, dates and flags stay shared.
 * Promotions name no pound amount; the storefront shows each amount in the store view's currency
 * beside them.
 */
import { germanColour } from './attribute-labels-de'
import { countries } from '../store/countries'
import { germanDate, germanThousands } from './german-text'
import type { SpecificationEntry } from '../catalogue-copy/printer-specification'
import { germanPrinterSpecification } from './printer-specification-de'
import { germanPhrase } from './product-phrases-de'

type Extras = Readonly<Record<string, unknown>>

const record = (value: unknown): Extras | null => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Extras) : null)
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [])
const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** A `ProductYield` in German: 'Schwarz: 1.000 Seiten', '1.000 Seiten bei 5 % Deckung'. */
function germanYield(entry: unknown): unknown {
  const source = record(entry)
  if (!source || typeof source.yield !== 'number') return entry
  const colour = germanColour(text(source.color))
  const pages = germanThousands(source.yield)
  return { ...source, color: colour, colour_and_yield: `${colour}: ${pages} Seiten`, yield_text: `${pages} Seiten bei 5 % Deckung` }
}

/** A manufacturer's address with its country named in German ('…, Reading, RG6 1PT, Vereinigtes Königreich'). */
function germanAddress(address: string): string {
  const cut = address.lastIndexOf(', ')
  const country = GERMAN_COUNTRY_NAMES.get(address.slice(cut + 2))
  return country ? `${address.slice(0, cut)}, ${country}` : address
}

const GERMAN_COUNTRY_NAMES: ReadonlyMap<string, string> = new Map(countries().map((c) => [c.full_name_english, c.full_name_german]))

/** What a per-print price is per ('per page'), as the price line says it. */
const PER_PRINT: Readonly<Record<string, string>> = { 'per page': 'pro Seite', 'per label': 'pro Etikett' }

/** The German extras of a product of the brand `brand` (its display name). */
export function germanProductExtras(extras: Extras, brand: string): Record<string, unknown> {
  const german: Record<string, unknown> = {}
  if (Array.isArray(extras.yields)) german.yields = extras.yields.map(germanYield)
  if (typeof extras.headline === 'string') german.headline = germanPhrase(extras.headline)
  if (Array.isArray(extras.reasons_to_buy)) german.reasons_to_buy = strings(extras.reasons_to_buy).map(germanPhrase)
  if (typeof extras.manufacturer_address === 'string') german.manufacturer_address = germanAddress(extras.manufacturer_address)
  if (typeof extras.per_print_type === 'string' && PER_PRINT[extras.per_print_type]) german.per_print_type = PER_PRINT[extras.per_print_type]
  if (Array.isArray(extras.printer_specification)) german.printer_specification = germanPrinterSpecification(extras.printer_specification as SpecificationEntry[])
  for (const key of ['safety_information', 'return_program_hover_over'] as const) {
    const value = extras[key]
    if (typeof value === 'string') german[key] = germanPhrase(value)
  }
  const cashback = record(extras.cashback)
  if (cashback) {
    german.cashback = {
      catch: `Cashback von ${brand} sichern`,
      lightbox_html: `<h3>Cashback von ${brand}</h3><p>Kaufen Sie zwischen dem ${germanDate(text(cashback.start_date))} und dem ${germanDate(text(cashback.end_date))} und fordern Sie Ihr Cashback innerhalb von 30 Tagen nach der Lieferung bei ${brand} an. Bewahren Sie Ihre Bestellbestätigung als Kaufnachweis auf.</p>`,
    }
  }
  if (record(extras.trade_in)) {
    german.trade_in = {
      lightbox_html:
        '<h3>Alten Drucker in Zahlung geben</h3><p>Schicken Sie uns innerhalb von 30 Tagen nach dem Kauf dieses Druckers einen beliebigen alten Drucker, ob er noch funktioniert oder nicht, und wir erstatten Ihnen den Eintauschbetrag. Jeden eingetauschten Drucker recyceln wir nach den WEEE-Vorschriften.</p>',
    }
  }
  const warranty = record(extras.warranty_ext)
  if (warranty && typeof warranty.years === 'number') {
    german.warranty_ext = {
      lightbox_html: `<h3>${warranty.years} Jahre Garantie ohne Aufpreis</h3><p>Registrieren Sie Ihren Drucker innerhalb von 60 Tagen nach dem Kauf beim Hersteller, um die Garantie auf ${warranty.years} Jahre zu verlängern.</p>`,
    }
  }
  const lead = record(record(extras.special_stock)?.delivery_lead_times)
  if (lead && typeof lead.from === 'number' && typeof lead.to === 'number') {
    german.special_stock = { delivery_text: `Lieferung direkt vom Hersteller in ${lead.from} bis ${lead.to} Arbeitstagen` }
  }
  return german
}
