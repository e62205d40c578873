/**
 * @module
 * German names and texts of printers, written alongside printer-content.ts from the same profile:
 * 'HP OfficeJet Pro 9010 Tintenstrahl-Multifunktionsdrucker, A4, Farbe'. The model name comes
 * first and unchanged, as the model page's printer is found by it.
 */
import type { GermanCopy } from '../catalogue/catalogue-builder'
import { germanThousands, listInGermanWords } from './german-text'
import type { PrinterFunction } from '../catalogue/printer-lines'
import type { PrinterProfile } from '../catalogue/printer-profile'
import { FREE_DELIVERY_NOTE, germanCopy } from './product-copy-de'
import { bulletList, paragraphs } from '../common/text'

const TECH: Record<PrinterProfile['technology'], string> = { inkjet: 'Tintenstrahl', laser: 'Laser', label: 'Etiketten', 'dot-matrix': 'Nadel' }
const FUNCTIONS: Record<PrinterFunction, string> = { Print: 'Drucken', Copy: 'Kopieren', Scan: 'Scannen', Fax: 'Faxen' }

const isPagePrinter = (p: PrinterProfile) => p.technology === 'inkjet' || p.technology === 'laser'

/** 'Tintenstrahl-Multifunktionsdrucker', 'Laserdrucker', 'Etikettendrucker'. */
const kindOf = (p: PrinterProfile) => (isPagePrinter(p) && p.functions.length > 1 ? `${TECH[p.technology]}-Multifunktionsdrucker` : `${TECH[p.technology]}drucker`)

export function germanPrinterName(p: PrinterProfile, refurbished: boolean): string {
  const kind = kindOf(p)
  const details = isPagePrinter(p) ? `, ${p.a3 ? 'A3' : 'A4'}, ${p.colour ? 'Farbe' : 'Schwarzweiß'}` : ''
  return `${p.model} ${kind}${details}${refurbished ? ' (generalüberholt)' : ''}`
}

export function germanFeatureBullets(p: PrinterProfile): string[] {
  const bullets = [
    p.technology === 'dot-matrix'
      ? `Druckt bis zu ${p.ppmBlack} Zeichen pro Sekunde`
      : p.technology === 'label'
        ? `Druckt Etiketten mit bis zu ${p.ppmBlack} mm pro Sekunde`
        : `Druckt bis zu ${p.ppmBlack} Seiten pro Minute in Schwarzweiß${p.colour ? ` und ${p.ppmColour} in Farbe` : ''}`,
    ...(p.duplex === 'Automatic' ? ['Automatischer beidseitiger Druck spart Papier'] : []),
    ...(p.interfaces.includes('Wi-Fi') ? ['WLAN und Wi-Fi Direct zum Drucken vom Smartphone und Tablet'] : []),
    ...(p.interfaces.includes('Ethernet') ? ['Gigabit-Ethernet für die gemeinsame Nutzung im Büro'] : []),
    ...(p.bluetooth ? ['Bluetooth zum Drucken direkt aus der App'] : []),
    ...(p.functions.includes('Scan') ? ['Scannen in E-Mail, auf den PC und in die Cloud'] : []),
    ...(p.functions.includes('Fax') ? ['Faxen mit Kurzwahl und PC-Fax'] : []),
    `Ausgelegt für bis zu ${germanThousands(p.dutyCycle)} Seiten im Monat`,
  ]
  return bullets.slice(0, 6)
}

/** A supply as printers.ts names it, in German: tapes and ribbons by their pattern, codes as they are. */
function germanSupply(supply: string): string {
  const tapes = /^(.+) tapes up to (\d+)mm$/.exec(supply)
  if (tapes) return `${tapes[1]}-Schriftbänder bis ${tapes[2]} mm`
  const ribbon = /^(.+) ribbon$/.exec(supply)
  return ribbon ? `das Farbband ${ribbon[1]}` : supply
}

const AUDIENCE: Record<PrinterProfile['segment'], string> = { Home: 'für Zuhause und das Homeoffice', Office: 'für kleine Büros', Business: 'für Arbeitsgruppen mit viel Betrieb' }

function germanPrinterDescription(p: PrinterProfile, refurbished: boolean): string {
  const functions = p.functions.length > 1 ? ` (${listInGermanWords(p.functions.map((f) => FUNCTIONS[f]))})` : ''
  const opener =
    p.technology === 'label'
      ? `Der ${p.model} erstellt haltbare laminierte Etiketten für Ordner, Kabel, Regale und Aufbewahrungsboxen.`
      : p.technology === 'dot-matrix'
        ? `Der ${p.model} ist ein robuster Nadeldrucker für mehrteilige Formulare, Rechnungen und Lieferscheine.`
        : `Der ${p.model} ist ein ${p.colour ? 'Farb' : 'Schwarzweiß'}-${kindOf(p)}${functions} ${AUDIENCE[p.segment]}.`
  const supplies = p.supplies.length ? `Er verwendet ${listInGermanWords(p.supplies.map(germanSupply))}, alles auf Lager und am nächsten Arbeitstag geliefert.` : ''
  const refurb = refurbished
    ? 'Dieser Drucker wurde professionell generalüberholt: geprüft, gereinigt, getestet und neu verpackt, mit 1 Jahr Garantie.'
    : 'Er hat die Garantie des Herstellers, und wo das Angebot erscheint, können Sie ihn für eine verlängerte Garantie registrieren.'
  return `${paragraphs(opener, supplies, refurb)}\n${bulletList(germanFeatureBullets(p))}`
}

export function germanPrinterCopy(p: PrinterProfile, refurbished: boolean): GermanCopy {
  const name = germanPrinterName(p, refurbished)
  return germanCopy({
    name,
    description: germanPrinterDescription(p, refurbished),
    bullets: germanFeatureBullets(p).slice(0, 3),
    metaDescription: `${name}${refurbished ? ' mit 1 Jahr Garantie' : ''}. ${FREE_DELIVERY_NOTE}`,
    keywords: `${p.model}, ${p.mfr}`,
    extras: {
      feature_bullets: germanFeatureBullets(p),
      main_functions: p.functions.map((f) => FUNCTIONS[f]),
      duty_cycle: `Bis zu ${germanThousands(p.dutyCycle)} Seiten pro Monat`,
      print_speed_black: p.technology === 'dot-matrix' ? `${p.ppmBlack} Zeichen/s` : p.technology === 'label' ? `${p.ppmBlack} mm/s` : `Bis zu ${p.ppmBlack} S./Min.`,
      ...(p.colour ? { print_speed_colour: `Bis zu ${p.ppmColour} S./Min.` } : {}),
    },
  })
}
