/**
 * @module
 * German names of paper ranges. The shop's own ranges and the generic ones ('Recycled Paper') are
 * translated; a manufacturer's named range ('Red Label Superior', 'Advanced Photo Paper Glossy')
 * is its trademark, sold under that name in Germany too, and stays.
 */

const GERMAN_RANGES: Readonly<Record<string, string>> = {
  'Everyday Copier Paper': 'Alltags-Kopierpapier',
  'Premium Laser Paper': 'Premium-Laserpapier',
  'Bright White Paper': 'Hochweißes Papier',
  'Recycled Paper': 'Recyclingpapier',
  'Presentation Paper': 'Präsentationspapier',
  'Colour Laser Paper': 'Farblaserpapier',
  'Inkjet Paper': 'Inkjet-Papier',
  'Smooth Office Paper': 'Glattes Büropapier',
  'Professional Photo Paper Gloss': 'Profi-Fotopapier glänzend',
  'Professional Photo Paper Satin': 'Profi-Fotopapier seidenmatt',
  'Everyday Photo Paper Matt': 'Alltags-Fotopapier matt',
}

/** A range's German name; `ownBrand`: the shop's own range, which always has one. */
export function germanPaperRange(range: string, ownBrand: boolean): string {
  const german = GERMAN_RANGES[range]
  if (german) return german
  if (ownBrand) throw new Error(`seed: no German name for the paper range '${range}'`)
  return range
}
