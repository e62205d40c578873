/**
 * @module
 * German names and texts of the shop's special products (the office set, printer warranties, the
 * label software and the gift card). The gift card's texts name no amount: its amounts are set in
 * pounds and the German store shows them converted.
 */
import type { GermanCopy } from '../catalogue/catalogue-builder'
import { germanCopy } from './product-copy-de'
import { paragraphs } from '../common/text'

/** A grouped set of a family's cartridges (and photo paper); `items` are its lines in German. */
export function germanOfficeSetCopy(brand: string, pack: string, seriesName: string, withPhotoPaper: boolean, items: readonly string[]): GermanCopy {
  return germanCopy({
    name: `${brand} ${pack} Büro-Set mit Tinte und Fotopapier`,
    description: paragraphs(
      `Alles, was die Drucker der Reihe ${seriesName} brauchen, in einer Bestellung: ein kompletter Satz Patronen ${brand} ${pack}${withPhotoPaper ? ' und zwei Packungen Fotopapier' : ''}.`,
      'Sie können die Menge jedes Artikels ändern, bevor Sie das Set in den Warenkorb legen.',
    ),
    bullets: items,
    metaDescription: `Ein kompletter Satz Patronen ${brand} ${pack} mit Fotopapier, in einer Bestellung.`,
    keywords: `${pack} Set`,
  })
}

export function germanWarrantyCopy(years: number): GermanCopy {
  const span = years === 1 ? '1 Jahr' : `${years} Jahre`
  return germanCopy({
    name: `Garantieverlängerung für Drucker um ${span}`,
    description: paragraphs(
      `Verlängert die Garantie jedes bei uns gekauften Druckers um ${span} nach dem Ende der Herstellergarantie.`,
      'Hat der Drucker einen Defekt, holen wir ihn ab und reparieren ihn oder ersetzen ihn durch dasselbe oder ein gleichwertiges Modell. Ohne Selbstbeteiligung und ohne Anfahrtskosten.',
    ),
    bullets: [`${span} zusätzlicher Schutz`, 'Kostenlose Abholung und Reparatur', 'Ohne Selbstbeteiligung'],
    metaDescription: `Verlängern Sie den Schutz Ihres Druckers um ${span}: kostenlose Abholung, Reparatur oder Ersatz.`,
    keywords: 'Druckergarantie, Garantieverlängerung',
  })
}

export function germanLabelSoftwareCopy(): GermanCopy {
  return germanCopy({
    name: 'Cartridge Corner Label Studio (Download)',
    description: paragraphs(
      'Gestalten und drucken Sie Adressetiketten, Namensschilder, Ordneretiketten und Produktaufkleber auf jedem A4-Etikettenbogen und jeder Etikettenrolle.',
      'Mit Vorlagen für jedes Etikettenformat, das wir verkaufen, Serienbriefen aus Excel und CSV sowie Barcodes und QR-Codes. Eine Lizenz gilt für zwei Computer.',
    ),
    bullets: ['Windows und macOS', 'Vorlagen für jeden Etikettenbogen', 'Serienbriefe, Barcodes und QR-Codes'],
    metaDescription: 'Etikettensoftware für Windows und macOS mit Vorlagen für jeden Etikettenbogen. Sofort zum Download.',
    keywords: 'Etikettensoftware, Etiketten gestalten',
  })
}

export function germanGiftCardCopy(): GermanCopy {
  return germanCopy({
    name: 'Cartridge Corner Geschenkgutschein',
    description: paragraphs(
      'Verschenken Sie Tinte: Ein Geschenkgutschein von Cartridge Corner kommt mit Ihrer Nachricht direkt per E-Mail beim Empfänger an und gilt für alles, was wir verkaufen.',
      'Wählen Sie einen der festen Beträge oder geben Sie einen eigenen Betrag ein. Geschenkgutscheine sind 24 Monate gültig.',
    ),
    bullets: ['Sofort per E-Mail', 'Feste oder eigene Beträge', '24 Monate gültig'],
    metaDescription: 'Ein Geschenkgutschein von Cartridge Corner, sofort per E-Mail: ein fester oder ein eigener Betrag.',
    keywords: 'Geschenkgutschein, Gutschein',
  })
}
