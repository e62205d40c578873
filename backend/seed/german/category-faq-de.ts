/**
 * @module
 * The German store view's FAQ of brand, printer brand and printer model pages: the questions of
 * category-content.ts, written for German shoppers (Sie-form, amounts in euros, no UK law cited).
 */
import { CUT_OFF, FREE_FROM_EUR } from './cms-german-amounts'

export type Faq = { question: string; answer: string }

/** A supply brand page's questions; `range` is what it lists, in German ('Tintenpatronen'). */
export function germanBrandFaq(brand: string, range: string): Faq[] {
  return [
    {
      question: `Sind Ihre kompatiblen ${range} für ${brand} so gut wie die Originale?`,
      answer: `Unsere ${range} der Eigenmarke werden nach ISO-Qualitätsnormen gefertigt und in Druckern von ${brand} getestet. Sie haben 3 Jahre Garantie mit kostenloser Rücksendung: Sollte ein Produkt Sie einmal im Stich lassen, ersetzen wir es oder erstatten Ihnen den Kaufpreis.`,
    },
    {
      question: `Verliert mein ${brand}-Drucker die Garantie, wenn ich kompatibles Verbrauchsmaterial verwende?`,
      answer: 'Nein. Ein Hersteller darf eine Garantieleistung nicht allein deshalb ablehnen, weil Sie Verbrauchsmaterial anderer Anbieter verwendet haben. Sollte kompatibles Verbrauchsmaterial in seltenen Fällen doch einen Drucker beschädigen, springt unsere Garantie ein.',
    },
    {
      question: `Wie finde ich die passenden ${range} für ${brand}?`,
      answer: 'Suchen Sie oben auf der Seite nach Ihrem Druckermodell. Die Modellnummer steht meist vorne oder oben auf dem Drucker, zum Beispiel auf dem Bedienfeld oder dem Scannerdeckel.',
    },
    {
      question: 'Wann kommt meine Bestellung an?',
      answer: `Bestellungen, die an einem Arbeitstag bis ${CUT_OFF} eingehen, versenden wir noch am selben Tag für die Lieferung am nächsten Arbeitstag. Ab einem Bestellwert von ${FREE_FROM_EUR} ist die Lieferung kostenlos.`,
    },
  ]
}

/** A printer brand page's questions. */
export function germanPrinterBrandFaq(brand: string): Faq[] {
  return [
    {
      question: `Haben Drucker von ${brand} eine Garantie?`,
      answer: `Neue Drucker von ${brand} haben die Garantie des Herstellers (mindestens 12 Monate). Auf generalüberholte Drucker geben wir 1 Jahr Garantie.`,
    },
    {
      question: 'Liefern Sie Drucker am nächsten Tag?',
      answer: `Die meisten Drucker versenden wir bei Bestellung bis ${CUT_OFF} noch am selben Arbeitstag. Einige größere Modelle kommen direkt vom Hersteller, in 2 bis 4 Arbeitstagen.`,
    },
  ]
}

/** What a printer model page's questions need to know about its cartridges. */
export type ModelFaqFacts = {
  model: string
  /** What the page lists, in German ('Tintenpatronen'). */
  range: string
  /** The cartridge codes and colours in words ('HP 963 und HP 963XL', 'Schwarz, Cyan, …'). */
  codes: string
  colours: string
  /** The standard and high-yield codes when the printer takes both. */
  xl: { standard: string; high: string } | null
  hasAlternatives: boolean
}

/** A printer model page's questions. */
export function germanModelFaq(facts: ModelFaqFacts): Faq[] {
  const { model } = facts
  return [
    { question: `Welche ${facts.range} braucht der ${model}?`, answer: `Der ${model} verwendet ${facts.range} vom Typ ${facts.codes} in ${facts.colours}.` },
    ...(facts.xl
      ? [
          {
            question: `Was ist der Unterschied zwischen ${facts.xl.standard} und ${facts.xl.high}?`,
            answer: 'Die XL-Patronen mit hoher Reichweite sind ergiebiger und drucken mehr Seiten, sodass jede Seite weniger kostet. Beide passen in denselben Drucker.',
          },
        ]
      : []),
    {
      question: `Kann ich in meinem ${model} kompatible Patronen verwenden?`,
      answer: facts.hasAlternatives
        ? `Ja. Unsere kompatiblen Patronen für den ${model} sind in diesem Drucker getestet und haben 3 Jahre Garantie mit kostenloser Rücksendung.`
        : `Noch nicht: Der ${model} verwendet neue Patronen mit Chip, für die es noch keine zuverlässige kompatible Alternative gibt. Wir führen die Originalpatronen.`,
    },
    {
      question: 'Wie viele Seiten druckt eine Patrone?',
      answer: 'Bei jedem Produkt steht seine Seitenreichweite, gemessen nach ISO-Norm bei 5 % Flächendeckung auf A4. Fotos und großflächige Grafiken verbrauchen mehr.',
    },
  ]
}
