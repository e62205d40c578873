/**
 * @module
 * Store configuration, CMS content, countries and the shop's dispatch rules.
 */
import { GraphQLError } from 'graphql'
import type { BackendContext } from '../context'
import { findCmsBlocks, findCmsPageById, findCmsPageByIdentifier } from '../db/cms'
import { findAllowedCountry, listAllowedCountries, type CountryRecord } from '../db/countries'
import { findShipmentConfig } from '../db/shipment'
import { listStoreConfigs, type StoreConfigRecord } from '../db/store-configs'
import { inputError, noSuchEntity } from '../graphql/errors'

/** StoreConfig as Magento returns it: the stored fields plus the ones derived from the store row. */
export function storeConfigOf(store: StoreConfigRecord) {
  return {
    contact_enabled: true,
    ...store.config,
    id: store.id,
    code: store.code,
    store_code: store.code,
    locale: store.locale,
    base_currency_code: store.baseCurrency,
    default_display_currency_code: store.currency,
  }
}

function countryOf(country: CountryRecord, context: BackendContext) {
  return {
    id: country.id,
    two_letter_abbreviation: country.id,
    three_letter_abbreviation: country.three_letter_abbreviation,
    full_name_english: country.full_name_english,
    full_name_locale: context.store.locale.startsWith('de') ? country.full_name_german : country.full_name_english,
    available_regions: country.regions.length ? country.regions : null,
  }
}

/** Types a query's context and source, leaving its arguments to the resolver. */
const query = <T>(fn: (source: unknown, args: T, context: BackendContext) => unknown) => fn

export const contentQueries = {
  storeConfig: query((_s, _a: object, c) => storeConfigOf(c.store)),
  availableStores: query(async (_s, _a: { useCurrentGroup?: boolean | null }, c) => (await listStoreConfigs(c.db)).map(storeConfigOf)),
  cmsPage: query(async (_s, args: { id?: number | null; identifier?: string | null }, c) => {
    if (args.identifier == null && args.id == null) throw inputError('Page id/identifier should be specified')
    const page = args.identifier != null ? await findCmsPageByIdentifier(c.db, args.identifier, c.store.id) : await findCmsPageById(c.db, args.id!, c.store.id)
    if (!page) throw noSuchEntity(`The CMS page with the "${args.identifier ?? args.id}" ID doesn't exist.`)
    return page
  }),
  cmsBlocks: query(async (_s, args: { identifiers?: (string | null)[] | null }, c) => {
    const identifiers = (args.identifiers ?? []).filter((i): i is string => typeof i === 'string' && i !== '')
    if (identifiers.length === 0) throw inputError('"identifiers" of CMS blocks should be specified')
    // The request's store view's own copy when it has one, else the all-stores block (as Magento).
    const blocks = await findCmsBlocks(c.db, identifiers, c.store.id)
    // A missing block is a null item with its own error; the found ones still arrive.
    return {
      items: identifiers.map(
        (id) => blocks.get(id) ?? new GraphQLError(`The CMS block with the "${id}" ID doesn't exist.`, { extensions: { category: 'graphql-no-such-entity' } }),
      ),
    }
  }),
  countries: query(async (_s, _a: object, c) => (await listAllowedCountries(c.db)).map((country) => countryOf(country, c))),
  country: query(async (_s, args: { id?: string | null }, c) => {
    const country = args.id ? await findAllowedCountry(c.db, args.id) : null
    if (!country) throw noSuchEntity("The country isn't available.")
    return countryOf(country, c)
  }),
  shipmentConfig: query(async (_s, _a: object, c) => findShipmentConfig(c.db, c.store.code)),
}
