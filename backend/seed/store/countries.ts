/**
 * @module
 * Countries (ISO 3166-1 codes, English and German names) and the regions of the countries whose
 * addresses need one. The shop delivers to GB, IE and a few EU neighbours.
 */
import type { CountryRow, RegionRow } from '../common/rows'

const ALLOWED = new Set(['GB', 'IE', 'FR', 'DE', 'NL', 'BE', 'LU'])

const COUNTRIES: readonly [string, string, string, string][] = [
  ['GB', 'GBR', 'United Kingdom', 'Vereinigtes Königreich'],
  ['IE', 'IRL', 'Ireland', 'Irland'],
  ['AT', 'AUT', 'Austria', 'Österreich'],
  ['BE', 'BEL', 'Belgium', 'Belgien'],
  ['BG', 'BGR', 'Bulgaria', 'Bulgarien'],
  ['HR', 'HRV', 'Croatia', 'Kroatien'],
  ['CY', 'CYP', 'Cyprus', 'Zypern'],
  ['CZ', 'CZE', 'Czechia', 'Tschechien'],
  ['DK', 'DNK', 'Denmark', 'Dänemark'],
  ['EE', 'EST', 'Estonia', 'Estland'],
  ['FI', 'FIN', 'Finland', 'Finnland'],
  ['FR', 'FRA', 'France', 'Frankreich'],
  ['DE', 'DEU', 'Germany', 'Deutschland'],
  ['GR', 'GRC', 'Greece', 'Griechenland'],
  ['HU', 'HUN', 'Hungary', 'Ungarn'],
  ['IT', 'ITA', 'Italy', 'Italien'],
  ['LV', 'LVA', 'Latvia', 'Lettland'],
  ['LT', 'LTU', 'Lithuania', 'Litauen'],
  ['LU', 'LUX', 'Luxembourg', 'Luxemburg'],
  ['MT', 'MLT', 'Malta', 'Malta'],
  ['NL', 'NLD', 'Netherlands', 'Niederlande'],
  ['PL', 'POL', 'Poland', 'Polen'],
  ['PT', 'PRT', 'Portugal', 'Portugal'],
  ['RO', 'ROU', 'Romania', 'Rumänien'],
  ['SK', 'SVK', 'Slovakia', 'Slowakei'],
  ['SI', 'SVN', 'Slovenia', 'Slowenien'],
  ['ES', 'ESP', 'Spain', 'Spanien'],
  ['SE', 'SWE', 'Sweden', 'Schweden'],
  ['US', 'USA', 'United States', 'Vereinigte Staaten'],
  ['CA', 'CAN', 'Canada', 'Kanada'],
  ['AU', 'AUS', 'Australia', 'Australien'],
  ['NZ', 'NZL', 'New Zealand', 'Neuseeland'],
  ['CH', 'CHE', 'Switzerland', 'Schweiz'],
  ['NO', 'NOR', 'Norway', 'Norwegen'],
]

export const countries = (): CountryRow[] =>
  COUNTRIES.map(([id, three, english, german]) => ({ id, three_letter_abbreviation: three, full_name_english: english, full_name_german: german, is_allowed: ALLOWED.has(id) ? 1 : 0 }))

/** Magento's region ids for these states and provinces. */
export const regions = (): RegionRow[] => [
  { id: 1, country_id: 'US', code: 'AL', name: 'Alabama' },
  { id: 12, country_id: 'US', code: 'CA', name: 'California' },
  { id: 18, country_id: 'US', code: 'FL', name: 'Florida' },
  { id: 43, country_id: 'US', code: 'NY', name: 'New York' },
  { id: 57, country_id: 'US', code: 'TX', name: 'Texas' },
  { id: 62, country_id: 'US', code: 'WA', name: 'Washington' },
  { id: 66, country_id: 'CA', code: 'AB', name: 'Alberta' },
  { id: 67, country_id: 'CA', code: 'BC', name: 'British Columbia' },
  { id: 71, country_id: 'CA', code: 'NS', name: 'Nova Scotia' },
  { id: 74, country_id: 'CA', code: 'ON', name: 'Ontario' },
  { id: 76, country_id: 'CA', code: 'QC', name: 'Québec' },
]
