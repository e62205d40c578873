/**
 * @module
 * Colours of cartridges, tapes and filaments: the `specification_colour` label, the short code
 * used in SKUs and the swatches the product page draws next to a yield.
 */

export type ColourKey =
  | 'black'
  | 'photo-black'
  | 'cyan'
  | 'magenta'
  | 'yellow'
  | 'tri-colour'
  | 'multicolour'
  | 'grey'
  | 'white'
  | 'clear'
  | 'red'
  | 'blue'
  | 'green'
  | 'orange'
  | 'purple'
  | 'pink'
  | 'gold'
  | 'silver'
  | 'natural'

export type Colour = { key: ColourKey; label: string; code: string; swatches: string[] }

const colour = (key: ColourKey, label: string, code: string, ...swatches: string[]): Colour => ({ key, label, code, swatches })

export const COLOURS: Record<ColourKey, Colour> = {
  black: colour('black', 'Black', 'BK', '#000000'),
  'photo-black': colour('photo-black', 'Photo Black', 'PBK', '#1C1C1C'),
  cyan: colour('cyan', 'Cyan', 'C', '#00AEEF'),
  magenta: colour('magenta', 'Magenta', 'M', '#EC008C'),
  yellow: colour('yellow', 'Yellow', 'Y', '#FFF200'),
  'tri-colour': colour('tri-colour', 'Tri-colour', 'COL', '#00AEEF', '#EC008C', '#FFF200'),
  multicolour: colour('multicolour', 'Multicolour', 'MULTI', '#000000', '#00AEEF', '#EC008C', '#FFF200'),
  grey: colour('grey', 'Grey', 'GY', '#8C8C8C'),
  white: colour('white', 'White', 'WH', '#FFFFFF'),
  clear: colour('clear', 'Clear', 'CL', '#F2F6F8'),
  red: colour('red', 'Red', 'RD', '#D7282F'),
  blue: colour('blue', 'Blue', 'BL', '#1F5FBF'),
  green: colour('green', 'Green', 'GN', '#2E9E48'),
  orange: colour('orange', 'Orange', 'OR', '#F58220'),
  purple: colour('purple', 'Purple', 'PU', '#6B3FA0'),
  pink: colour('pink', 'Pink', 'PK', '#F06EAA'),
  gold: colour('gold', 'Gold', 'GD', '#C9A227'),
  silver: colour('silver', 'Silver', 'SV', '#BFC3C7'),
  natural: colour('natural', 'Natural', 'NAT', '#EFE8D8'),
}

/** The cartridge sets printers take. */
export type Palette = 'cmyk' | 'cmyk-pbk' | 'black-tri' | 'mono'

export const PALETTES: Record<Palette, readonly ColourKey[]> = {
  cmyk: ['black', 'cyan', 'magenta', 'yellow'],
  'cmyk-pbk': ['black', 'photo-black', 'cyan', 'magenta', 'yellow'],
  'black-tri': ['black', 'tri-colour'],
  mono: ['black'],
}
