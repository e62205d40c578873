/**
 * @module
 * Store views (default: en_GB in GBP; de: de_DE shown in EUR) with StoreConfig fields by their
 * Magento names.
 */
import type { StoreConfigRow } from '../common/rows'

const ROOT_CATEGORY_ID = 207008

/**
 * Delivery and payment titles a store view words for itself (Magento's carriers/{code}/title and
 * /name, payment/{code}/title, paths written with underscores); without them the defaults apply.
 */
const GERMAN_METHOD_TITLES = {
  carriers_freeshipping_title: 'Kostenlose Lieferung',
  carriers_freeshipping_name: 'Kostenlose Lieferung am nächsten Werktag',
  carriers_flatrate_title: 'Standardlieferung',
  carriers_flatrate_name: 'Lieferung am nächsten Werktag',
  payment_banktransfer_title: 'Banküberweisung',
  payment_checkmo_title: 'Scheck',
  payment_purchaseorder_title: 'Kauf auf Rechnung mit Bestellnummer (Schulen und Behörden)',
}

function config(store: { code: string; name: string; locale: string; display: string; timezone: string; host: string; isDefault: boolean; title: string; description: string; keywords: string; cancellationReasons: readonly string[]; methodTitles?: Record<string, string> }) {
  const base = `https://${store.host}/`
  return {
    store_code: store.code,
    store_name: store.name,
    locale: store.locale,
    base_currency_code: 'GBP',
    default_display_currency_code: store.display,
    timezone: store.timezone,
    weight_unit: 'kgs',
    base_url: base,
    secure_base_url: base,
    base_link_url: base,
    root_category_id: ROOT_CATEGORY_ID,
    // Magento's uid is the base64 of the id.
    root_category_uid: btoa(String(ROOT_CATEGORY_ID)),
    product_url_suffix: '.html',
    category_url_suffix: '.html',
    default_title: store.title,
    default_description: store.description,
    default_keywords: store.keywords,
    title_separator: '|',
    cms_home_page: 'home',
    cms_no_route: 'no-route',
    grid_per_page: 42,
    list_per_page: 10,
    grid_per_page_values: '12,24,42',
    list_per_page_values: '5,10,15,20,25',
    catalog_default_sort_by: 'position',
    minimum_password_length: '8',
    required_character_classes_number: '2',
    copyright: '© 2009-2026 Cartridge Corner Ltd. All rights reserved.',
    header_logo_src: 'logo/cartridge-corner.svg',
    logo_alt: 'Cartridge Corner',
    website_code: 'base',
    store_group_code: 'main_website_store',
    is_default_store: store.isDefault,
    product_reviews_enabled: '1',
    allow_guests_to_write_product_reviews: '0',
    // 2: prices in the catalogue include tax.
    display_product_prices_in_catalog: 2,
    // Customers may cancel an order until it is complete (Magento's OrderCancellation).
    order_cancellation_enabled: true,
    // One reason a line, as the admin's list keeps them.
    order_cancellation_reasons: store.cancellationReasons.join('\n'),
    ...store.methodTitles,
  }
}

export const storeConfigs = (): StoreConfigRow[] => [
  {
    store_code: 'default',
    store_id: 1,
    locale: 'en_GB',
    base_currency_code: 'GBP',
    display_currency_code: 'GBP',
    currency_rate: 1,
    config: config({
      code: 'default',
      name: 'Cartridge Corner',
      locale: 'en_GB',
      display: 'GBP',
      timezone: 'Europe/London',
      host: 'www.cartridgecorner.co.uk',
      isDefault: true,
      title: 'Cartridge Corner: Ink, Toner, Paper and Printers',
      description: 'Genuine and compatible ink and toner cartridges, paper and printers with free next day delivery over £30.',
      keywords: 'ink cartridges, toner, printers, paper',
      cancellationReasons: ['The item(s) are no longer needed', 'The order was placed by mistake', 'Item(s) not arriving within the expected timeframe', 'Found a better price elsewhere', 'Other'],
    }),
  },
  {
    store_code: 'de',
    store_id: 2,
    locale: 'de_DE',
    base_currency_code: 'GBP',
    display_currency_code: 'EUR',
    currency_rate: 1.17,
    config: config({
      code: 'de',
      name: 'Cartridge Corner Deutschland',
      locale: 'de_DE',
      display: 'EUR',
      timezone: 'Europe/Berlin',
      host: 'de.cartridgecorner.co.uk',
      isDefault: false,
      title: 'Cartridge Corner: Tinte, Toner, Papier und Drucker',
      description: 'Original- und kompatible Tintenpatronen und Toner, Papier und Drucker mit schneller Lieferung.',
      keywords: 'Tintenpatronen, Toner, Drucker, Papier',
      methodTitles: GERMAN_METHOD_TITLES,
      cancellationReasons: ['Die Artikel werden nicht mehr benötigt', 'Die Bestellung wurde versehentlich aufgegeben', 'Die Artikel kommen nicht in der erwarteten Zeit an', 'Anderswo einen besseren Preis gefunden', 'Sonstiges'],
    }),
  },
]

/** A store view's id (store_configs.store_id), whose rows a store view's own texts are. */
export function storeIdOf(code: string): number {
  const store = storeConfigs().find((config) => config.store_code === code)
  if (!store) throw new RangeError(`seed: no store view ${code}`)
  return store.store_id
}
