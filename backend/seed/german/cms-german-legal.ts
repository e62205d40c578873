/**
 * @module
 * The German store view's versions of the legal CMS pages: privacy policy, terms and conditions,
 * and the modern slavery statements with their archive. Translated faithfully from
 * cms-legal-pages.ts, with the same identifiers and HTML structure. British laws keep their English
 * names, with a word on what they are; company facts and e-mail addresses are unchanged. The terms
 * add one sentence on prices: they are set in pounds and shown here in euros.
 */
import type { PageContent } from '../cms/cms-shop-pages'

function slaveryStatement(year: number, highlights: readonly string[]): PageContent {
  return {
    identifier: `slavery-${year}`,
    title: `Erklärung zu moderner Sklaverei ${year}`,
    content_heading: `Erklärung zu moderner Sklaverei und Menschenhandel, Geschäftsjahr ${year}`,
    content: `<p>Diese Erklärung geben wir nach Abschnitt 54 des britischen Modern Slavery Act 2015 ab. Sie beschreibt, welche Maßnahmen die Cartridge Corner Ltd im Geschäftsjahr bis zum 31. Dezember ${year} ergriffen hat, um moderne Sklaverei und Menschenhandel in unserem Unternehmen und in unseren Lieferketten zu verhindern.</p>
<h2>Unser Unternehmen und unsere Lieferkette</h2>
<p>Wir sind ein britischer Händler für Druckerverbrauchsmaterial, Papier und Drucker. Markenprodukte beziehen wir von den Herstellern und ihren britischen Distributoren, die Patronen unserer Eigenmarke von auditierten Fabriken im Vereinigten Königreich, in der EU und in Asien.</p>
<h2>Maßnahmen im Jahr ${year}</h2>
<ul>
${highlights.map((h) => `  <li>${h}</li>`).join('\n')}
</ul>
<h2>Freigabe</h2>
<p>Diese Erklärung wurde von der Geschäftsleitung (Board of Directors) genehmigt und vom Managing Director unterzeichnet.</p>`,
    page_layout: '1column',
    meta_title: `Erklärung zu moderner Sklaverei ${year} | Cartridge Corner`,
    meta_description: `Die Erklärung von Cartridge Corner zu moderner Sklaverei und Menschenhandel für das Jahr ${year}.`,
    meta_keywords: null,
    is_active: 1,
  }
}

export const GERMAN_LEGAL_PAGES: readonly PageContent[] = [
  {
    identifier: 'privacypolicy',
    title: 'Datenschutzerklärung',
    content_heading: 'Datenschutz- und Cookie-Richtlinie',
    content: `<p>Die Cartridge Corner Ltd ist Verantwortlicher für die personenbezogenen Daten, die Sie uns überlassen. Diese Erklärung beschreibt, welche Daten wir erheben, wozu wir sie verwenden und welche Rechte Sie nach der UK GDPR (der britischen Datenschutz-Grundverordnung) und dem Data Protection Act 2018 haben.</p>
<h2>Welche Daten wir erheben</h2>
<ul>
  <li>Ihren Namen, Ihre Adressen, Ihre E-Mail-Adresse und Telefonnummer, um Bestellungen auszuliefern und Sie dazu zu kontaktieren.</li>
  <li>Ihre Bestellhistorie und Ihre gespeicherten Drucker, damit Nachbestellungen schneller gehen.</li>
  <li>Zahlungsdaten, die direkt an unseren Zahlungsdienstleister übermittelt werden; Ihre vollständige Kartennummer sehen oder speichern wir zu keinem Zeitpunkt.</li>
</ul>
<h2>Cookies</h2>
<p>Wir verwenden technisch notwendige Cookies, damit Warenkorb und Anmeldung funktionieren, und – nur mit Ihrer Einwilligung – Analyse-Cookies, um zu verstehen, wie unsere Website genutzt wird.</p>
<h2>Ihre Rechte</h2>
<p>Sie können jederzeit eine Kopie Ihrer Daten anfordern, ihre Berichtigung oder Löschung verlangen oder der Nutzung für Werbezwecke widersprechen; schreiben Sie dazu an privacy@cartridgecorner.co.uk. Außerdem können Sie sich beim Information Commissioner's Office, der britischen Datenschutzaufsichtsbehörde, beschweren.</p>`,
    page_layout: '1column',
    meta_title: 'Datenschutz & Cookies | Cartridge Corner',
    meta_description: 'Wie Cartridge Corner Ihre personenbezogenen Daten erhebt, nutzt und schützt und welche Rechte Sie nach der UK GDPR haben.',
    meta_keywords: null,
    is_active: 1,
  },
  {
    identifier: 'terms',
    title: 'Allgemeine Geschäftsbedingungen',
    content_heading: 'Allgemeine Verkaufsbedingungen',
    content: `<p>Diese Bedingungen gelten für jede Bestellung, die Sie über diese Website bei der Cartridge Corner Ltd aufgeben, einer in England und Wales eingetragenen Gesellschaft.</p>
<h2>Preise</h2>
<p>Unsere Preise sind in Pfund Sterling festgelegt und enthalten 20 % Mehrwertsteuer, sofern nicht anders angegeben; in diesem Shop zeigen wir sie in Euro an, umgerechnet zu unserem aktuellen Kurs. Wir prüfen unsere Preise sorgfältig. Stellen wir dennoch einen Fehler fest, melden wir uns vor dem Versand bei Ihnen.</p>
<h2>Ihr Widerrufsrecht</h2>
<p>Nach den britischen Consumer Contracts Regulations 2013 können Sie Ihre Bestellung innerhalb von 14 Tagen nach der Lieferung widerrufen und erhalten den vollen Betrag zurück. Patronen müssen ungeöffnet in ihrer versiegelten Verpackung zurückgesendet werden.</p>
<h2>Mangelhafte Ware</h2>
<p>Ihre Rechte nach dem britischen Consumer Rights Act 2015 bleiben unberührt. Mangelhafte Artikel werden repariert, ersetzt oder erstattet.</p>
<h2>Geschäftskunden</h2>
<p>Bei Kundenkonten auf Rechnung ist der Rechnungsbetrag innerhalb von 30 Tagen ab Rechnungsdatum zahlbar.</p>`,
    page_layout: '1column',
    meta_title: 'AGB | Cartridge Corner',
    meta_description: 'Allgemeine Verkaufsbedingungen für Bestellungen bei der Cartridge Corner Ltd.',
    meta_keywords: null,
    is_active: 1,
  },
  {
    identifier: 'slavery',
    title: 'Erklärung zu moderner Sklaverei',
    content_heading: 'Erklärung zu moderner Sklaverei und Menschenhandel',
    content: `<p>Cartridge Corner duldet keinerlei moderne Sklaverei und keinen Menschenhandel. Nach Abschnitt 54 des britischen Modern Slavery Act 2015 veröffentlichen wir dazu jedes Jahr eine Erklärung.</p>
<p>Unsere aktuelle Erklärung ist die <a href="/slavery-2025">Erklärung zu moderner Sklaverei 2025</a>. Frühere Erklärungen finden Sie in unserem <a href="/slavery-archive.html">Archiv der Erklärungen</a>.</p>
<h2>So arbeiten wir</h2>
<ul>
  <li>Jede Fabrik, die für unsere Eigenmarke produziert, wird vor der ersten Bestellung und danach alle zwei Jahre anhand des ETI Base Code, des Basiskodex der Ethical Trading Initiative, auditiert.</li>
  <li>Unsere Lieferanten unterzeichnen unseren Verhaltenskodex, der Zwangsarbeit, Schuldknechtschaft und Kinderarbeit verbietet.</li>
  <li>Unsere Beschäftigten können Bedenken vertraulich über unsere Hinweisgeber-Hotline melden.</li>
</ul>`,
    page_layout: '1column',
    meta_title: 'Erklärung zu moderner Sklaverei | Cartridge Corner',
    meta_description: 'Die Erklärung von Cartridge Corner zu moderner Sklaverei und Menschenhandel, mit Links zu den jährlichen Erklärungen.',
    meta_keywords: null,
    is_active: 1,
  },
  {
    identifier: 'slavery-archive',
    title: 'Archiv: Erklärungen zu moderner Sklaverei',
    content_heading: 'Erklärungen zu moderner Sklaverei nach Jahren',
    content: `<p>Unsere Erklärungen nach dem Modern Slavery Act 2015, die neueste zuerst:</p>
<ul>
  <li><a href="/slavery-2025">Erklärung zu moderner Sklaverei 2025</a></li>
  <li><a href="/slavery-2024">Erklärung zu moderner Sklaverei 2024</a></li>
  <li><a href="/slavery-2023">Erklärung zu moderner Sklaverei 2023</a></li>
</ul>`,
    page_layout: '1column',
    meta_title: 'Archiv der Erklärungen zu moderner Sklaverei | Cartridge Corner',
    meta_description: 'Alle jährlichen Erklärungen von Cartridge Corner zu moderner Sklaverei.',
    meta_keywords: null,
    is_active: 1,
  },
  slaveryStatement(2023, [
    'Alle direkten Lieferanten (Tier 1) unserer Eigenmarke erfasst und jeden nach Länder- und Produktrisiko bewertet.',
    'Einen Verhaltenskodex für Lieferanten auf Grundlage des Basiskodex der Ethical Trading Initiative eingeführt.',
    'Unser Einkaufsteam darin geschult, Anzeichen von Zwangsarbeit zu erkennen.',
  ]),
  slaveryStatement(2024, [
    'Unabhängige Audits unserer beiden größten Fabriken für die Eigenmarke in Auftrag gegeben; Fälle von Zwangsarbeit wurden nicht festgestellt.',
    'Klauseln zu moderner Sklaverei in alle neuen Lieferantenverträge aufgenommen.',
    'Die Schulungen auf die Teamleitungen in unserem Lager und auf unseren Personaldienstleister ausgeweitet.',
  ]),
  slaveryStatement(2025, [
    'Die Audits aller Fabriken unserer Eigenmarke abgeschlossen und zwei kleinere Feststellungen zu Arbeitszeiten nachverfolgt.',
    'Überprüft, dass unser Personaldienstleister keine Vermittlungsgebühren im Namen der Beschäftigten zahlt.',
    'Eine vertrauliche Meldestelle für Beschäftigte unserer Lieferanten in vier Sprachen bekannt gemacht.',
  ]),
]
