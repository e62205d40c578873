/**
 * @module
 * The German store view's versions of the shop's own CMS pages (home, about us, delivery, price
 * promise, guarantee, recycling, schools and the not-found page): same identifiers and HTML
 * structure as the English rows in cms-shop-pages.ts, written for German readers. Amounts and
 * times come from cms-german-amounts.ts.
 */
import { CUT_OFF, FREE_FROM_EUR, SATURDAY_EUR, STANDARD_EUR } from './cms-german-amounts'
import type { PageContent } from '../cms/cms-shop-pages'

export const GERMAN_SHOP_PAGES: readonly PageContent[] = [
  {
    identifier: 'home',
    title: 'Cartridge Corner: Tinte, Toner, Papier und Drucker',
    content_heading: null,
    content: `<h1>Tinte, Toner und Drucker – schon morgen bei Ihnen</h1>
<p>Original- und kompatible Tinte und Toner für mehr als 5.000 Drucker, mit kostenloser Lieferung am nächsten Arbeitstag ab ${FREE_FROM_EUR} Bestellwert.</p>
<h2>Die passenden Patronen in Sekunden finden</h2>
<p>Geben Sie Ihr Druckermodell in das Suchfeld ein, zum Beispiel <em>OfficeJet Pro 9010</em> oder <em>HL-L2350DW</em>, und wir zeigen Ihnen alle Patronen, die in Ihren Drucker passen.</p>
<h2>Darum bestellen Sie bei uns richtig</h2>
<ul>
  <li>Kostenlose Lieferung am nächsten Arbeitstag ab ${FREE_FROM_EUR} Bestellwert</li>
  <li>Tiefstpreisgarantie im Onlinehandel</li>
  <li>Patronen unserer Eigenmarke mit 3 Jahren Garantie und kostenloser Rücksendung</li>
  <li>Von unseren Kundinnen und Kunden mit 4,9 von 5 Sternen bewertet</li>
</ul>`,
    page_layout: '1column',
    meta_title: 'Tintenpatronen, Toner & Drucker | Lieferung am nächsten Arbeitstag | Cartridge Corner',
    meta_description: `Original- und kompatible Tintenpatronen und Toner, Papier und Drucker. Kostenlose Lieferung am nächsten Arbeitstag ab ${FREE_FROM_EUR} und Tiefstpreisgarantie.`,
    meta_keywords: 'Tintenpatronen, Tonerkartuschen, Druckertinte, Drucker, Papier',
    is_active: 1,
  },
  {
    identifier: 'aboutus',
    title: 'Über uns',
    content_heading: 'Über Cartridge Corner',
    content: `<p>Cartridge Corner begann 2009 in einer kleinen Gewerbeeinheit in Leeds: Damals brachten wir Büros in der Nachbarschaft ihre Tinte direkt aus dem Lieferwagen. Heute versenden wir Druckerzubehör an Privathaushalte, Unternehmen, Schulen und Kommunen im ganzen Vereinigten Königreich – aus unserem Lager am selben Standort.</p>
<h2>Was wir tun</h2>
<p>Wir führen Originalpatronen aller großen Hersteller und daneben unser eigenes Sortiment. Die Patronen unserer Eigenmarke werden nach ISO 9001 und ISO 14001 gefertigt und in unserem eigenen Testdruckraum geprüft, bevor sie in den Verkauf gehen.</p>
<h2>Unsere Versprechen</h2>
<ul>
  <li>Bestellungen, die an einem Arbeitstag bis ${CUT_OFF} eingehen, verlassen noch am selben Tag unser Lager.</li>
  <li>Finden Sie denselben Artikel online günstiger, gleichen wir den Preis an.</li>
  <li>Auf die Patronen unserer Eigenmarke geben wir drei Jahre Garantie.</li>
</ul>
<h2>Sprechen Sie mit uns</h2>
<p>Unser Kundenservice sitzt in Leeds und ist montags bis freitags von 8:30 bis 17:30 Uhr britischer Zeit für Sie da. Nutzen Sie den Live-Chat oder schreiben Sie uns an help@cartridgecorner.co.uk.</p>`,
    page_layout: '1column',
    meta_title: 'Über uns | Cartridge Corner',
    meta_description: 'Ihr Spezialist für Druckerzubehör aus Leeds: Seit 2009 versenden wir Tinte, Toner, Papier und Drucker im ganzen Vereinigten Königreich.',
    meta_keywords: 'über Cartridge Corner, Unternehmen',
    is_active: 1,
  },
  {
    identifier: 'free-delivery',
    title: 'Kostenlose Lieferung am nächsten Arbeitstag',
    content_heading: `Kostenlose Lieferung am nächsten Arbeitstag ab ${FREE_FROM_EUR} Bestellwert`,
    content: `<p>Jede Bestellung ab ${FREE_FROM_EUR} (inklusive Mehrwertsteuer) an eine Adresse auf dem britischen Festland liefern wir kostenlos am nächsten Arbeitstag, wenn sie bis ${CUT_OFF} bei uns eingeht. Unsere Versandkosten und die Grenze für die kostenlose Lieferung sind in britischen Pfund festgelegt (30 £, 3,99 £ und 9,99 £); die Euro-Beträge auf dieser Seite entsprechen dem aktuellen Umrechnungskurs unseres Shops und beziehen sich auf den Warenwert Ihrer Bestellung.</p>
<h2>Versandarten</h2>
<table>
  <thead><tr><th>Versandart</th><th>Kosten</th><th>Bestellschluss</th></tr></thead>
  <tbody>
    <tr><td>Nächster Arbeitstag, Bestellungen ab ${FREE_FROM_EUR}</td><td>Kostenlos</td><td>Montag bis Freitag bis 16 Uhr britischer Zeit</td></tr>
    <tr><td>Nächster Arbeitstag, Bestellungen unter ${FREE_FROM_EUR}</td><td>${STANDARD_EUR}</td><td>Montag bis Freitag bis 16 Uhr britischer Zeit</td></tr>
    <tr><td>Samstagszustellung</td><td>${SATURDAY_EUR}</td><td>Freitag bis 16 Uhr britischer Zeit</td></tr>
  </tbody>
</table>
<h2>Gut zu wissen</h2>
<ul>
  <li>Bestellungen, die nach 16 Uhr britischer Zeit, am Wochenende oder an einem britischen Feiertag eingehen, versenden wir am nächsten Arbeitstag.</li>
  <li>Einige Drucker und Papier in großen Mengen liefert der Hersteller direkt, innerhalb von 2 bis 4 Arbeitstagen; die Produktseite weist darauf hin.</li>
  <li>Lieferungen in die schottischen Highlands, nach Nordirland, auf die Isle of Man und die Kanalinseln können einen Tag länger dauern.</li>
</ul>`,
    page_layout: '1column',
    meta_title: `Kostenlose Lieferung ab ${FREE_FROM_EUR} am nächsten Arbeitstag | Cartridge Corner`,
    meta_description: `Kostenlose Lieferung am nächsten Arbeitstag für Bestellungen ab ${FREE_FROM_EUR}, die bis 16 Uhr britischer Zeit eingehen. Versandarten, Kosten und Bestellschluss im Überblick.`,
    meta_keywords: 'kostenlose Lieferung, Lieferung am nächsten Tag, Versandkosten',
    is_active: 1,
  },
  {
    identifier: 'lowprice',
    title: 'Tiefstpreisgarantie',
    content_heading: 'Unsere Tiefstpreisgarantie im Onlinehandel',
    content: `<p>Wir vergleichen unsere Preise jeden Tag mit denen anderer britischer Onlinehändler. Finden Sie denselben Artikel anderswo online günstiger, gleichen wir den Preis an.</p>
<h2>So nutzen Sie die Garantie</h2>
<ol>
  <li>Finden Sie das identische Produkt, neu und vorrätig, auf einer anderen britischen Website.</li>
  <li>Schicken Sie uns den Link per Live-Chat oder E-Mail, bevor Sie bestellen.</li>
  <li>Wir prüfen das Angebot und senden Ihnen einen Code für den niedrigeren Preis, in der Regel innerhalb einer Stunde.</li>
</ol>
<h2>Das Kleingedruckte</h2>
<p>Die Garantie bezieht sich auf den Gesamtpreis einschließlich Mehrwertsteuer und Versand. Ausgenommen sind Marktplatzhändler, Auktionsseiten, Restposten sowie Preise, die eine Mitgliedschaft oder einen Gutschein voraussetzen.</p>`,
    page_layout: '1column',
    meta_title: 'Tiefstpreisgarantie | Cartridge Corner',
    meta_description: 'Online günstiger gefunden? Wir gleichen den Preis an. So funktioniert unsere Tiefstpreisgarantie.',
    meta_keywords: 'Preisgarantie, Tiefstpreisgarantie, Preisabgleich',
    is_active: 1,
  },
  {
    identifier: 'moneyback',
    title: '100 % Zufriedenheitsgarantie',
    content_heading: '100 % zufrieden oder Geld zurück',
    content: `<p>Sie sollen mit jeder Bestellung rundum zufrieden sein. Ist das einmal nicht so, geben Sie uns innerhalb von 30 Tagen Bescheid: Wir ersetzen den Artikel oder erstatten Ihnen den vollen Betrag.</p>
<h2>Patronen unserer Eigenmarke: 3 Jahre Garantie</h2>
<p>Auf jede Patrone von Cartridge Corner geben wir drei Jahre Garantie ab Kaufdatum. Druckt eine davon nicht wie vorgesehen, schicken wir Ihnen Ersatz oder erstatten den Kaufpreis – die Kosten der Rücksendung übernehmen wir.</p>
<h2>Drucker</h2>
<p>Für neue Drucker gilt die Herstellergarantie von mindestens 12 Monaten. Auf generalüberholte Drucker geben wir 1 Jahr eigene Garantie.</p>
<h2>So senden Sie einen Artikel zurück</h2>
<p>Schreiben Sie uns per Live-Chat oder E-Mail und nennen Sie Ihre Bestellnummer. Wir schicken Ihnen ein kostenloses Rücksendeetikett per E-Mail; das Paket geben Sie einfach in einer beliebigen Filiale des britischen Post Office ab.</p>`,
    page_layout: '1column',
    meta_title: '100 % Zufriedenheitsgarantie | Cartridge Corner',
    meta_description: 'Nicht zufrieden? Melden Sie sich innerhalb von 30 Tagen für Ersatz oder volle Erstattung. 3 Jahre Garantie auf Patronen unserer Eigenmarke.',
    meta_keywords: 'Geld-zurück-Garantie, Rücksendung, Umtausch',
    is_active: 1,
  },
  {
    identifier: 'recycling',
    title: 'Recycling',
    content_heading: 'Patronen und Drucker richtig recyceln',
    content: `<p>Leere Patronen und alte Drucker gehören nicht in den Hausmüll. So recyceln Sie beides kostenlos.</p>
<h2>Patronen</h2>
<ul>
  <li>Brother und HP betreiben kostenlose Rücknahmeprogramme für ihre eigenen Patronen – den Link finden Sie auf der jeweiligen Produktseite.</li>
  <li>Alle anderen leeren Patronen schicken Sie uns mit unserem kostenlosen Rücksendeetikett. Wir geben sie an einen britischen Recyclingbetrieb weiter, der sie wiederbefüllt oder Kunststoff und Metall zurückgewinnt.</li>
</ul>
<h2>Drucker und Elektrogeräte (WEEE)</h2>
<p>Nach den britischen Vorschriften über Elektro- und Elektronik-Altgeräte (WEEE Regulations) nehmen wir Ihren alten Drucker kostenlos zurück, wenn Sie bei uns ein gleichartiges neues Gerät kaufen. Außerdem sind wir Mitglied eines Rücknahmesystems, das die kommunalen Wertstoffhöfe mitfinanziert; dort können Sie Elektrogeräte jederzeit auch selbst abgeben.</p>
<p>Das Symbol der durchgestrichenen Mülltonne auf einem Produkt bedeutet, dass es nicht mit dem Hausmüll entsorgt werden darf.</p>`,
    page_layout: '1column',
    meta_title: 'Recycling von Patronen & Druckern (WEEE) | Cartridge Corner',
    meta_description: 'Leere Patronen und alte Drucker kostenlos recyceln. So funktionieren unsere WEEE-Rücknahme und das Patronen-Recycling.',
    meta_keywords: 'Patronen-Recycling, WEEE, Drucker entsorgen',
    is_active: 1,
  },
  {
    identifier: 'schools-and-local-authorities',
    title: 'Schulen und Kommunalbehörden',
    content_heading: 'Druckerzubehör für Schulen, Colleges und Kommunalbehörden',
    content: `<p>Wir beliefern Hunderte von Schulen, Academies, Colleges, Einrichtungen des britischen Gesundheitsdienstes (NHS Trusts) und Kommunalverwaltungen im ganzen Vereinigten Königreich und nehmen offizielle Bestellscheine (Purchase Orders) an.</p>
<h2>Bestellen mit Bestellschein</h2>
<ol>
  <li>Legen Sie die Artikel in den Warenkorb und wählen Sie an der Kasse die Zahlungsart <strong>Bestellschein (Purchase Order)</strong>.</li>
  <li>Geben Sie Ihre Bestellnummer und die E-Mail-Adresse für Rechnungen ein.</li>
  <li>Wir versenden sofort und stellen Ihnen eine Rechnung mit 30 Tagen Zahlungsziel.</li>
</ol>
<h2>Ihre Vorteile</h2>
<ul>
  <li>Kostenlose Lieferung am nächsten Arbeitstag ab ${FREE_FROM_EUR} Bestellwert</li>
  <li>Ein fester Ansprechpartner für regelmäßige Bestellungen</li>
  <li>Auf Wunsch eine monatliche Sammelrechnung</li>
  <li>Kostenlose Abholung leerer Patronen bei Ihnen vor Ort</li>
</ul>
<p>Für ein Kundenkonto auf Rechnung schreiben Sie an schools@cartridgecorner.co.uk und nennen Sie uns Name und Anschrift Ihrer Einrichtung sowie eine Ansprechperson in der Buchhaltung.</p>`,
    page_layout: '1column',
    meta_title: 'Schulen & Kommunalbehörden: Bestellung per Bestellschein | Cartridge Corner',
    meta_description: 'Druckerzubehör für Schulen, Colleges und Kommunen. Offizielle Bestellscheine willkommen, Rechnung mit 30 Tagen Zahlungsziel.',
    meta_keywords: 'Druckerzubehör für Schulen, Bestellschein, Purchase Order, Kommunalbehörden',
    is_active: 1,
  },
  {
    identifier: 'no-route',
    title: 'Seite nicht gefunden',
    content_heading: 'Diese Seite konnten wir leider nicht finden',
    content: `<p>Die gewünschte Seite wurde verschoben oder existiert nicht mehr.</p>
<ul>
  <li>Suchen Sie über das Feld oben auf der Seite nach Ihrem Druckermodell oder der Patronennummer.</li>
  <li>Stöbern Sie in unseren <a href="/ink-cartridges.html">Tintenpatronen</a>, <a href="/toner-cartridges.html">Tonerkartuschen</a> oder <a href="/printers.html">Druckern</a>.</li>
  <li>Zurück zur <a href="/">Startseite</a>.</li>
</ul>`,
    page_layout: '1column',
    meta_title: 'Seite nicht gefunden | Cartridge Corner',
    meta_description: 'Die gewünschte Seite wurde nicht gefunden.',
    meta_keywords: null,
    is_active: 1,
  },
]
