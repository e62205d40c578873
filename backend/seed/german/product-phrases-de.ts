/**
 * @module
 * German wording of the fixed phrases the product generators pick from (reasons to buy,
 * headlines, safety notes, take-back schemes), keyed by the English phrase. The generators pick
 * with the seed's random stream, so the German side looks up what was picked rather than picking
 * again. An unknown phrase is an error, so a new English phrase cannot reach the German store
 * unwritten.
 */
import { BRANDS } from '../catalogue/brands'
import { FREE_FROM_EUR } from './cms-german-amounts'
import { SAFETY } from '../catalogue-copy/product-copy'

const PHRASES: ReadonlyMap<string, string> = new Map([
  // Cartridges, multipacks and drums (cartridge-content.ts).
  ['Made by the printer manufacturer for reliable results', 'Vom Druckerhersteller für zuverlässige Ergebnisse gefertigt'],
  ['Smudge-resistant, fade-resistant prints', 'Wischfeste, lichtbeständige Ausdrucke'],
  ['Page yield tested to ISO standards', 'Seitenreichweite nach ISO-Normen geprüft'],
  ['Keeps your printer covered by its warranty', 'Die Garantie Ihres Druckers bleibt erhalten'],
  ['Free recycling of your empty cartridges', 'Kostenloses Recycling Ihrer leeren Patronen'],
  ['Sharp, professional text every time', 'Immer scharfer, professioneller Text'],
  ['Save up to 50% compared with the original', 'Bis zu 50 % günstiger als das Original'],
  ['3-year guarantee plus free returns', '3 Jahre Garantie und kostenlose Rücksendung'],
  ['Same or higher page yield than the original', 'Gleiche oder höhere Seitenreichweite als das Original'],
  ['Chip shows ink levels just like the original', 'Der Chip zeigt den Füllstand wie beim Original'],
  ['Tested page by page before it leaves our warehouse', 'Seite für Seite geprüft, bevor sie unser Lager verlässt'],
  ['Rated 4.8 out of 5 by our customers', 'Von unseren Kunden mit 4,8 von 5 bewertet'],
  // Printers (printer-content.ts).
  ['Low running costs with high-yield cartridges', 'Niedrige Betriebskosten mit Patronen hoher Reichweite'],
  ['Quick to set up with the mobile app', 'Mit der App schnell eingerichtet'],
  ['Compact enough for a desk or shelf', 'Kompakt genug für Schreibtisch oder Regal'],
  ['Quiet mode for shared spaces', 'Leisemodus für gemeinsam genutzte Räume'],
  ['Free next day delivery on orders over £30', `Kostenlose Lieferung am nächsten Arbeitstag ab ${FREE_FROM_EUR}`],
  ['Recycle your old printer free of charge (WEEE)', 'Ihren alten Drucker kostenlos recyceln (WEEE)'],
  ['Tested and certified, with a 1-year warranty', 'Geprüft und zertifiziert, mit 1 Jahr Garantie'],
  ['Full manufacturer warranty', 'Volle Herstellergarantie'],
  ['Clear, durable labels in seconds', 'Klare, haltbare Etiketten in Sekunden'],
  ['Built for multi-part forms', 'Gebaut für mehrteilige Formulare'],
  ['Vivid colour at a low cost per page', 'Leuchtende Farben zu niedrigen Seitenkosten'],
  ['Crisp mono text, page after page', 'Gestochen scharfer Text in Schwarzweiß, Seite für Seite'],
  ['Easy everyday printing for the home', 'Einfach drucken im Alltag zu Hause'],
  ['Fast, reliable printing for the office', 'Schnell und zuverlässig drucken im Büro'],
  // Label tape, filament, paper and warranties.
  ['Save over 50% against the original', 'Über 50 % günstiger als das Original'],
  ['3-year guarantee', '3 Jahre Garantie'],
  ['Same length as the original', 'Gleiche Länge wie das Original'],
  ['Genuine cassette', 'Originalkassette'],
  ['Laminated for durability', 'Laminiert für lange Haltbarkeit'],
  ['Prints crisp text at 180 dpi', 'Druckt gestochen scharfen Text mit 180 dpi'],
  ['Same tape, half the price', 'Gleiches Band, halber Preis'],
  ['Consistent diameter, ±0.02mm', 'Gleichmäßiger Durchmesser, ±0,02 mm'],
  ['Tangle-free winding', 'Verwicklungsfrei gewickelt'],
  ['Vacuum sealed with desiccant', 'Vakuumverpackt mit Trockenmittel'],
  ['Jam-free in laser and inkjet printers', 'Staufrei in Laser- und Tintenstrahldruckern'],
  ['FSC certified', 'FSC-zertifiziert'],
  ['Acid free for archiving', 'Säurefrei für die Archivierung'],
  ['Instant dry', 'Sofort trocken'],
  ['Lab-quality colour', 'Farben in Laborqualität'],
  ['Works with all inkjet printers', 'Für alle Tintenstrahldrucker'],
  ['Free templates', 'Kostenlose Vorlagen'],
  ['Strong permanent adhesive', 'Starker, dauerhafter Kleber'],
  ['Repair or replace, no excess', 'Reparatur oder Ersatz, ohne Selbstbeteiligung'],
  ['Free collection', 'Kostenlose Abholung'],
  ['Cover starts when the manufacturer warranty ends', 'Der Schutz beginnt, wenn die Herstellergarantie endet'],
  // Safety notes (product-copy.ts).
  [SAFETY.ink, 'Außerhalb der Reichweite von Kindern aufbewahren. Tinte nicht verschlucken; gelangt Tinte in die Augen, sofort mit reichlich Wasser ausspülen. Aufrecht bei Raumtemperatur und vor direktem Sonnenlicht geschützt lagern.'],
  [SAFETY.toner, 'Tonerstaub nicht einatmen. Verschütteten Toner mit einem feuchten Tuch und kaltem Wasser aufwischen; keinen Staubsauger und kein heißes Wasser verwenden. Außerhalb der Reichweite von Kindern aufbewahren.'],
  [SAFETY.printer, 'Nur das mitgelieferte Netzkabel und eine ordnungsgemäß geerdete Steckdose verwenden. Während des Druckens keine Abdeckungen öffnen. Den Drucker von Wasser und Wärmequellen fernhalten.'],
  [SAFETY.paper, 'Flach in der Verpackung, kühl und trocken lagern. Papierkanten können Schnittverletzungen verursachen; Riese vorsichtig handhaben.'],
  [SAFETY.filament, 'In einem gut belüfteten Raum drucken. Düse und frisch gedruckte Teile können Verbrennungen verursachen; vor dem Anfassen abkühlen lassen. Von Kindern fernhalten.'],
  [SAFETY.tape, 'Etiketten nicht auf die Haut kleben. Bandkassetten vor Hitze und direktem Sonnenlicht schützen.'],
  // Take-back schemes of the brands (brands.ts).
  [BRANDS.brother.returnProgram ?? '', 'Senden Sie Ihre leeren Brother-Patronen kostenlos über das Brother-Rücknahmeprogramm zurück: Ein vorfrankiertes Rücksendeetikett erhalten Sie unter brother.co.uk/recycle.'],
  [BRANDS.hp.returnProgram ?? '', 'Geben Sie Ihre leeren HP Patronen kostenlos über HP Planet Partners zurück: Jede zurückgesandte Patrone wird zu neuen Produkten recycelt.'],
])

/** Headlines written from a template, by their English pattern. */
const PATTERNS: readonly [RegExp, (...groups: string[]) => string][] = [
  [/^Save (\d+)% compared with the original$/, (percent) => `${percent} % günstiger als das Original`],
  [/^Genuine (.+) quality$/, (brand) => `Originalqualität von ${brand}`],
  [/^Made by (.+) for your printer$/, (brand) => `Von ${brand} für Ihren Drucker gemacht`],
  [/^The original (.+) ink$/, (brand) => `Originaltinte von ${brand}`],
  [/^The original (.+) toner$/, (brand) => `Originaltoner von ${brand}`],
  [/^Genuine (.+) label tape$/, (brand) => `Originales Schriftband von ${brand}`],
  [/^(.+) that prints first time$/, (material) => `${material}, das auf Anhieb gelingt`],
  [/^Up to (\d+) pages per minute$/, (pages) => `Bis zu ${pages} Seiten pro Minute`],
]

/** The German wording of a phrase a generator wrote; throws on one this module does not know. */
export function germanPhrase(english: string): string {
  const fixed = PHRASES.get(english)
  if (fixed !== undefined) return fixed
  for (const [pattern, german] of PATTERNS) {
    const match = pattern.exec(english)
    if (match) return german(...match.slice(1))
  }
  throw new RangeError(`seed: no German wording of '${english}'`)
}
