/**
 * @module
 * Names, copy and promotions of printers, written from the printer's profile.
 */
import type { PrinterProfile } from '../catalogue/printer-profile'
import { promotionWindow } from './product-copy'
import type { Random } from '../common/random'
import { bulletList, listInWords, paragraphs, thousands } from '../common/text'

const TECH_WORD: Record<PrinterProfile['technology'], string> = { inkjet: 'Inkjet', laser: 'Laser', label: 'Label', 'dot-matrix': 'Dot Matrix' }

/** 'HP OfficeJet Pro 9010 A4 Colour Inkjet All-in-One Printer'. */
export function printerName(p: PrinterProfile, refurbished: boolean): string {
  const kind = p.technology !== 'label' && p.functions.length > 1 ? 'All-in-One Printer' : 'Printer'
  const size = p.technology === 'label' || p.technology === 'dot-matrix' ? '' : `${p.a3 ? 'A3' : 'A4'} `
  const colour = p.technology === 'label' || p.technology === 'dot-matrix' ? '' : p.colour ? 'Colour ' : 'Mono '
  return `${refurbished ? 'Refurbished ' : ''}${p.model} ${size}${colour}${TECH_WORD[p.technology]} ${kind}`
}

export function featureBullets(p: PrinterProfile): string[] {
  const bullets = [
    p.technology === 'dot-matrix' ? `Prints up to ${p.ppmBlack} characters per second` : p.technology === 'label' ? `Prints labels at up to ${p.ppmBlack} mm per second` : `Prints up to ${p.ppmBlack} pages per minute in black${p.colour ? ` and ${p.ppmColour} in colour` : ''}`,
    ...(p.duplex === 'Automatic' ? ['Automatic double-sided printing saves paper'] : []),
    ...(p.interfaces.includes('Wi-Fi') ? ['Wi-Fi and Wi-Fi Direct for printing from phones and tablets'] : []),
    ...(p.interfaces.includes('Ethernet') ? ['Gigabit Ethernet for sharing across the office'] : []),
    ...(p.bluetooth ? ['Bluetooth for printing straight from the app'] : []),
    ...(p.functions.includes('Scan') ? ['Scan to email, PC and cloud'] : []),
    ...(p.functions.includes('Fax') ? ['Fax with speed dials and PC fax'] : []),
    `Built for up to ${thousands(p.dutyCycle)} pages a month`,
  ]
  return bullets.slice(0, 6)
}

export function printerDescription(p: PrinterProfile, refurbished: boolean): string {
  const kind = p.functions.length > 1 ? `${p.functions.length}-in-1 printer (${listInWords(p.functions.map((f) => f.toLowerCase()))})` : 'printer'
  const opener =
    p.technology === 'label'
      ? `The ${p.model} makes durable laminated labels for files, cables, shelves and storage boxes.`
      : p.technology === 'dot-matrix'
        ? `The ${p.model} is a rugged impact printer for multi-part forms, invoices and delivery notes.`
        : `The ${p.model} is a ${p.colour ? 'colour' : 'mono'} ${p.technology} ${kind} for ${p.segment === 'Home' ? 'the home and home office' : p.segment === 'Office' ? 'small offices' : 'busy business workgroups'}.`
  const supplies = p.supplies.length ? `It takes ${listInWords(p.supplies)}, all in stock for next day delivery.` : ''
  const refurb = refurbished
    ? 'This printer has been professionally refurbished: inspected, cleaned, tested and repackaged, with a 1-year warranty.'
    : 'It comes with the manufacturer\'s warranty, and you can register it for an extended warranty where the offer shows.'
  return `${paragraphs(opener, supplies, refurb)}\n${bulletList(featureBullets(p))}`
}

const REASONS = [
  'Low running costs with high-yield cartridges',
  'Quick to set up with the mobile app',
  'Compact enough for a desk or shelf',
  'Quiet mode for shared spaces',
  'Free next day delivery on orders over £30',
  'Recycle your old printer free of charge (WEEE)',
]

export function printerReasons(refurbished: boolean, random: Random): string[] {
  const chosen = random.shuffle(REASONS).slice(0, 3)
  return refurbished ? ['Tested and certified, with a 1-year warranty', ...chosen] : ['Full manufacturer warranty', ...chosen]
}

export function printerHeadline(p: PrinterProfile, random: Random): string {
  if (p.technology === 'label') return 'Clear, durable labels in seconds'
  if (p.technology === 'dot-matrix') return 'Built for multi-part forms'
  return random.pick([
    p.colour ? 'Vivid colour at a low cost per page' : 'Crisp mono text, page after page',
    p.segment === 'Home' ? 'Easy everyday printing for the home' : 'Fast, reliable printing for the office',
    `Up to ${p.ppmBlack} pages per minute`,
  ])
}

export function tradeIn(value: number, random: Random): Record<string, unknown> {
  const window = promotionWindow(random)
  return {
    value,
    ...window,
    lightbox_html: `<h3>Trade in your old printer</h3><p>Send us any old printer, working or not, within 30 days of buying this one and we will refund £${value}. We recycle every trade-in under the WEEE regulations.</p>`,
  }
}

export function warrantyExtension(years: number, random: Random): Record<string, unknown> {
  const window = promotionWindow(random)
  return {
    years,
    ...window,
    lightbox_html: `<h3>${years}-year warranty at no extra cost</h3><p>Register your printer with the manufacturer within 60 days of purchase to extend its warranty to ${years} years.</p>`,
  }
}
