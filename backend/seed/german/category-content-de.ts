/**
 * @module
 * The German store view's copy of the listing pages: the templates of category-content.ts written
 * in German for the same pages (descriptions, meta tags and the text extensions: title, titleList,
 * additional_content, faq, printer_message, verdict_text, review_text). Amounts are the euro
 * figures the German store charges (cms-german-amounts.ts); no pound amount appears.
 */
import { germanColour } from './attribute-labels-de'
import { BRANDS, type BrandKey } from '../catalogue/brands'
import { displayCode } from '../catalogue/cartridge-codes'
import { germanSectionName, GERMAN_SUPPLY_WORDS, type SupplyRange } from './category-names-de'
import { germanBrandFaq, germanModelFaq, germanPrinterBrandFaq } from './category-faq-de'
import { CUT_OFF, FREE_FROM_EUR } from './cms-german-amounts'
import { COLOURS } from '../catalogue/colours'
import { germanDecimal, germanMetaDescription, germanThousands, listInGermanWords } from './german-text'
import type { Family } from '../catalogue/printer-lines'
import { paragraphs } from '../common/text'

/** A category's German texts; `name` only where the German name differs from the default one. */
export type GermanCategoryText = {
  name: string | null
  description: string
  meta_title: string
  meta_description: string
  meta_keywords: string
  extras: Record<string, unknown>
}

const SHOP = 'Cartridge Corner'
const FREE_DELIVERY = `ab ${FREE_FROM_EUR} versandkostenfrei`
const FREE_DELIVERY_SENTENCE = `Ab ${FREE_FROM_EUR} versandkostenfrei.`

const TOP_COPY: ReadonlyMap<string, { intro: string; more: string; keywords: string }> = new Map([
  [
    'ink-cartridges',
    {
      intro: `Original- und kompatible Tintenpatronen für alle gängigen Tintenstrahldrucker von HP, Canon, Epson, Brother und Lexmark. Bestellen Sie bis ${CUT_OFF} für die Lieferung am nächsten Arbeitstag, ${FREE_DELIVERY}.`,
      more: 'Sie wissen nicht, welche Patrone Sie brauchen? Suchen Sie nach Ihrem Druckermodell, dann sehen Sie jede Patrone, die passt. Die Modellnummer steht meist vorne oder oben auf dem Drucker.',
      keywords: 'Tintenpatronen, Druckertinte, kompatible Tinte, Originaltinte, XL-Patronen',
    },
  ],
  [
    'toner-cartridges',
    {
      intro: 'Tonerkartuschen und Trommeleinheiten für Schwarzweiß- und Farblaserdrucker, mit Standard- und hoher Reichweite. Auf jeden Toner unserer Eigenmarke geben wir 3 Jahre Garantie.',
      more: 'Toner mit hoher Reichweite kosten in der Anschaffung mehr, drucken aber deutlich mehr Seiten, sodass jede Seite weniger kostet. Achten Sie auf den Seitenpreis bei jedem Produkt.',
      keywords: 'Tonerkartuschen, Lasertoner, kompatibler Toner, Trommeleinheit',
    },
  ],
  [
    'label-tape',
    {
      intro: 'Laminierte Schriftbänder für die Beschriftungsgeräte Brother P-touch und Dymo, in allen Breiten und Farben, als Original und kompatibel.',
      more: 'Laminierte Bänder sind wasserfest, hitzebeständig und lichtecht, damit Etiketten an Kabeln, Regalen und Geräten im Freien lesbar bleiben.',
      keywords: 'Schriftband, TZe-Band, Dymo D1, P-touch-Schriftband',
    },
  ],
  [
    '3d-printer-filament',
    {
      intro: 'PLA-, PETG-, ABS- und Spezialfilamente auf 1-kg-Spulen, straff gewickelt und vakuumverpackt mit Trockenmittelbeutel.',
      more: 'Die meisten 3D-Drucker für den Schreibtisch verarbeiten Filament mit 1,75 mm Durchmesser. Sehen Sie im Handbuch Ihres Druckers nach, bevor Sie 2,85 mm bestellen.',
      keywords: '3D-Drucker-Filament, PLA, PETG, ABS, Filament 1,75 mm',
    },
  ],
  [
    'paper',
    {
      intro: 'Kopierpapier, Fotopapier und Etiketten in A4, A3 und A5, vom Alltagspapier mit 75 g/m² bis zum schweren Präsentationskarton.',
      more: 'Je schwerer das Papier (g/m²), desto hochwertiger fühlt es sich an und desto weniger scheint die Tinte durch: 80 g/m² eignen sich für den Alltag, ab 100 g/m² für Berichte und Briefe.',
      keywords: 'Druckerpapier, A4-Papier, Fotopapier, Etiketten, Kopierpapier',
    },
  ],
  [
    'printers',
    {
      intro: 'Tintenstrahl-, Laser-, Etiketten- und Nadeldrucker für Zuhause, Büro und Unternehmen, neu und professionell generalüberholt.',
      more: 'Jeder Drucker wird aus unserem Lager in Großbritannien versandt. Generalüberholte Drucker sind geprüft und gereinigt und haben 1 Jahr Garantie.',
      keywords: 'Drucker, Tintenstrahldrucker, Laserdrucker, Multifunktionsdrucker, generalüberholte Drucker',
    },
  ],
])

const rangeOf = (technology: Family['technology']): string => GERMAN_SUPPLY_WORDS[technology === 'ink' ? 'Ink Cartridges' : 'Toner Cartridges']
/** The manufacturer's own cartridges of a technology, in German. */
const originalsOf = (technology: Family['technology']): string => (technology === 'ink' ? 'Originalpatronen' : 'Originaltoner')

/**
 * The name and text extensions of a page: `name` only where it differs from the default, the
 * title and title list every page has, and any others (`more`).
 */
function pageText(name: string | null, title: string, titleList: string[], additional: string, more: Record<string, unknown> = {}): Pick<GermanCategoryText, 'name' | 'extras'> {
  return { name, extras: { title, titleList, ...(additional ? { additional_content: additional } : {}), ...more } }
}

/** A top section ('Ink Cartridges', url key 'ink-cartridges'). */
export function germanTopCategoryContent(defaultName: string, urlKey: string): GermanCategoryText {
  const name = germanSectionName(defaultName)
  const copy = TOP_COPY.get(urlKey) ?? { intro: `${name} zu günstigen Preisen, ${FREE_DELIVERY}.`, more: '', keywords: name }
  return {
    ...pageText(name, name, [name], copy.more ? paragraphs(copy.more) : ''),
    description: paragraphs(copy.intro),
    meta_title: `${name} | ${SHOP}`,
    meta_description: germanMetaDescription(copy.intro),
    meta_keywords: copy.keywords,
  }
}

/** A generic child of a section ('Photo Paper' under 'Paper', 'Inkjet' under 'Printers'). */
export function germanSectionContent(defaultName: string, defaultParentName: string): GermanCategoryText {
  const name = germanSectionName(defaultName)
  const parent = germanSectionName(defaultParentName)
  const intro = `${name} aus unserem Sortiment „${parent}“, geliefert am nächsten Arbeitstag und ${FREE_DELIVERY}.`
  return {
    ...pageText(name, name, [name], ''),
    description: paragraphs(intro),
    meta_title: `${name} | ${parent} | ${SHOP}`,
    meta_description: intro,
    meta_keywords: `${name}, ${parent}`,
  }
}

/** A brand's page of supplies ('HP' under 'Ink Cartridges'). */
export function germanBrandContent(brand: BrandKey, supplies: SupplyRange): GermanCategoryText {
  const name = BRANDS[brand].name
  const range = GERMAN_SUPPLY_WORDS[supplies]
  const title = `${name} ${range}`
  const intro = `Originale ${range} von ${name} und unsere kompatiblen Alternativen, die bis zu 50 % günstiger sind und 3 Jahre Garantie haben.`
  return {
    ...pageText(null, title, [name, range], paragraphs(`Drucker von ${name} sind weit verbreitet, und wir führen Verbrauchsmaterial für aktuelle wie für ältere Modelle.`), {
      faq: germanBrandFaq(name, range),
      verdict_text: `Originales Verbrauchsmaterial von ${name} bietet die Qualität des Herstellers; unsere kompatiblen Produkte erreichen die gleiche oder eine höhere Seitenreichweite zu etwa dem halben Preis.`,
    }),
    description: paragraphs(intro, `Wählen Sie unten Ihre Druckerserie von ${name} oder suchen Sie nach Ihrem genauen Modell, um alles zu sehen, was passt.`),
    meta_title: `${title} | Original & kompatibel | ${SHOP}`,
    meta_description: germanMetaDescription(`${intro} ${FREE_DELIVERY_SENTENCE}`),
    meta_keywords: `${name} ${range}, ${name} kompatibel, ${name} original`,
  }
}

/** A brand's printers page ('HP' under 'Printers'). */
export function germanPrinterBrandContent(brand: BrandKey): GermanCategoryText {
  const name = BRANDS[brand].name
  const title = `${name}-Drucker`
  const intro = `Drucker von ${name} für Zuhause und Büro, neu und generalüberholt, geliefert am nächsten Arbeitstag und ${FREE_DELIVERY}.`
  return {
    ...pageText(null, title, [name, 'Drucker'], '', { faq: germanPrinterBrandFaq(name) }),
    description: paragraphs(intro),
    meta_title: `${title} | ${SHOP}`,
    meta_description: intro,
    meta_keywords: `${name} Drucker, ${name}-Drucker`,
  }
}

const coloursOf = (family: Family) => [...new Set(family.cartridges.map((c) => germanColour(COLOURS[c.colour].label)))]
const codesOf = (family: Family) => [...new Set(Object.values(family.packs).map((p) => displayCode(family.brand, p)))]

/** A printer series' page ('OfficeJet Pro' under HP ink cartridges). */
export function germanSeriesContent(family: Family): GermanCategoryText {
  const brand = BRANDS[family.brand].name
  const range = rangeOf(family.technology)
  const title = `${brand} ${family.seriesName} ${range}`
  const intro = `${range} für die Druckerreihe ${brand} ${family.seriesName}: ${listInGermanWords(codesOf(family))} in ${listInGermanWords(coloursOf(family))}.`
  return {
    ...pageText(null, title, [`${brand} ${family.seriesName}`, range], ''),
    description: paragraphs(intro, `Wählen Sie unten Ihr Modell, um die passenden ${range} zu sehen, oder sparen Sie mit einem Multipack beim kompletten Satz.`),
    meta_title: `${title} | ${SHOP}`,
    meta_description: germanMetaDescription(intro),
    meta_keywords: `${brand} ${family.seriesName} ${range}`,
  }
}

/** A printer model's page of the cartridges it takes. */
export function germanModelContent(family: Family, modelName: string): GermanCategoryText {
  const range = rangeOf(family.technology)
  const codes = listInGermanWords(codesOf(family))
  const title = `${modelName} ${range}`
  const { standard, xl } = family.packs
  const intro = `Alle ${range}, die in den ${modelName} passen: ${originalsOf(family.technology)} vom Typ ${codes}${family.hasAlternatives ? ' sowie unsere kompatiblen Alternativen' : ''}.`
  return {
    ...pageText(null, title, [modelName, range], '', {
      printer_message: `Diese ${range} passen in Ihren ${modelName}`,
      faq: germanModelFaq({
        model: modelName,
        range,
        codes,
        colours: listInGermanWords(coloursOf(family)),
        xl: standard && xl ? { standard: displayCode(family.brand, standard), high: displayCode(family.brand, xl) } : null,
        hasAlternatives: family.hasAlternatives,
      }),
      verdict_text: family.hasAlternatives
        ? `Die niedrigsten Kosten pro Seite im ${modelName} erreichen Sie mit unseren kompatiblen XL-Varianten; möchten Sie das Original des Herstellers, wählen Sie ${codes}.`
        : `${originalsOf(family.technology)} vom Typ ${codes} sind die zuverlässige Wahl für den ${modelName}.`,
    }),
    description: paragraphs(intro),
    meta_title: `${title} | Original & kompatibel | ${SHOP}`,
    meta_description: germanMetaDescription(`${intro} ${FREE_DELIVERY_SENTENCE}`),
    meta_keywords: `${modelName} ${range}, ${modelName} ${family.technology === 'ink' ? 'Tinte' : 'Toner'}`,
  }
}

/** The review summary of a page's products (category-merchandising.ts), in German. */
export function germanReviewText(percent: number, count: number): string {
  return `Bewertet mit ${germanDecimal(percent / 20, 1)} von 5 Sternen aus ${germanThousands(count)} ${count === 1 ? 'Kundenbewertung' : 'Kundenbewertungen'} der Produkte auf dieser Seite.`
}
