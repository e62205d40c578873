/**
 * @module
 * The German store view's version of the FAQ page: the same five topics (`<h2>`) and eighteen
 * questions (`<h3>`), each answered by `<p>` and `<ul>` elements, as in cms-faq-page.ts, so the shop
 * builds the same collapsible sections and FAQPage data from it. Amounts and times come from
 * cms-german-amounts.ts.
 */
import { CUT_OFF, FREE_FROM_EUR, SATURDAY_EUR, STANDARD_EUR } from './cms-german-amounts'
import type { PageContent } from '../cms/cms-shop-pages'

export const GERMAN_FAQ_PAGE: PageContent = {
  identifier: 'faq',
  title: 'Häufig gestellte Fragen',
  content_heading: 'Häufig gestellte Fragen',
  content: `<h2>Bestellung und Bezahlung</h2>
<h3>Wie finde ich die passenden Patronen für meinen Drucker?</h3>
<p>Geben Sie Ihr Druckermodell in das Suchfeld oben auf der Seite ein, zum Beispiel <em>OfficeJet Pro 9010</em> oder <em>HL-L2350DW</em>. Wir zeigen Ihnen alle Original- und Eigenmarkenpatronen, die passen. Sie können auch nach der Nummer suchen, die auf Ihrer alten Patrone steht.</p>
<p>Wenn Sie angemeldet sind, können Sie Ihre Drucker in Ihrem Kundenkonto speichern und haben sie bei der nächsten Nachbestellung gleich zur Hand.</p>
<h3>Welche Zahlungsarten akzeptieren Sie?</h3>
<ul>
  <li>Visa, Mastercard, American Express und Maestro</li>
  <li>PayPal, Apple Pay und Google Pay</li>
  <li>Klarna</li>
  <li>Offizielle Bestellscheine (Purchase Orders) von Schulen und Kommunalbehörden</li>
</ul>
<p>Ihre Kartendaten gehen direkt an unseren Zahlungsdienstleister; Ihre vollständige Kartennummer sehen oder speichern wir nie.</p>
<h3>Sind Ihre Preise mit oder ohne Mehrwertsteuer angegeben?</h3>
<p>Unsere Preise enthalten 20 % Mehrwertsteuer, sofern nicht anders angegeben. Wenn Sie für ein Unternehmen einkaufen, stellen Sie oben auf der Seite unter <strong>Preise anzeigen</strong> einfach auf Nettopreise ohne Mehrwertsteuer um.</p>
<h3>Wie kann ich Sie erreichen?</h3>
<p>Unser Kundenservice sitzt in Leeds und ist montags bis freitags von 8:30 bis 17:30 Uhr britischer Zeit für Sie da. Nutzen Sie den Live-Chat, schreiben Sie an help@cartridgecorner.co.uk, rufen Sie uns unter 01632 960 123 an oder senden Sie uns eine Nachricht über unser <a href="/contact.html">Kontaktformular</a>.</p>
<h2>Lieferung</h2>
<h3>Was kostet die Lieferung?</h3>
<p>Die Lieferung am nächsten Arbeitstag an eine Adresse auf dem britischen Festland ist ab einem Bestellwert von ${FREE_FROM_EUR} inklusive Mehrwertsteuer kostenlos. Darunter kostet sie ${STANDARD_EUR}, die Samstagszustellung ${SATURDAY_EUR}. Alle Einzelheiten finden Sie unter <a href="/free-delivery.html">Versandarten</a>.</p>
<h3>Wann kommt meine Bestellung an?</h3>
<p>Bestellungen, die montags bis freitags bis ${CUT_OFF} eingehen, verlassen unser Lager in Leeds noch am selben Tag und kommen am nächsten Arbeitstag an. Bestellungen nach 16 Uhr britischer Zeit, am Wochenende oder an britischen Feiertagen versenden wir am nächsten Arbeitstag.</p>
<p>Einige Drucker und Papier in großen Mengen liefert der Hersteller direkt, innerhalb von 2 bis 4 Arbeitstagen. Darauf weist die Produktseite hin.</p>
<h3>Liefern Sie auch samstags?</h3>
<p>Ja. Die Samstagszustellung kostet ${SATURDAY_EUR} für Bestellungen, die bis Freitag, 16 Uhr britischer Zeit, eingehen.</p>
<h3>Liefern Sie überallhin im Vereinigten Königreich?</h3>
<p>Wir liefern im ganzen Vereinigten Königreich sowie auf die Isle of Man und die Kanalinseln. Lieferungen in die schottischen Highlands, nach Nordirland, auf die Isle of Man und die Kanalinseln können einen Tag länger dauern.</p>
<h2>Rücksendungen und Garantien</h2>
<h3>Wie sende ich einen Artikel zurück?</h3>
<p>Melden Sie sich innerhalb von 30 Tagen per Live-Chat oder E-Mail mit Ihrer Bestellnummer, und wir ersetzen den Artikel oder erstatten Ihnen den vollen Betrag. Wir schicken Ihnen ein kostenloses Rücksendeetikett per E-Mail; das Paket geben Sie in einer beliebigen Filiale des britischen Post Office ab.</p>
<p>Außerdem können Sie Ihre Bestellung innerhalb von 14 Tagen nach der Lieferung widerrufen und erhalten den vollen Betrag zurück. Patronen müssen ungeöffnet in ihrer versiegelten Verpackung zurückkommen. Ihre Rechte erklären unsere <a href="/terms.html">Allgemeinen Geschäftsbedingungen</a>.</p>
<h3>Was deckt die 3-Jahres-Garantie ab?</h3>
<p>Auf jede Patrone unserer Eigenmarke Cartridge Corner geben wir drei Jahre Garantie ab Kaufdatum. Druckt eine davon nicht wie vorgesehen, schicken wir Ihnen Ersatz oder erstatten den Kaufpreis – die Rücksendung bezahlen wir.</p>
<p>Für neue Drucker gilt die Herstellergarantie von mindestens 12 Monaten, auf generalüberholte Drucker geben wir 1 Jahr eigene Garantie. Mehr dazu lesen Sie bei unserer <a href="/moneyback.html">100 % Zufriedenheitsgarantie</a>.</p>
<h3>Was ist, wenn ich denselben Artikel woanders günstiger finde?</h3>
<p>Schicken Sie uns vor Ihrer Bestellung per Live-Chat oder E-Mail den Link zum identischen Produkt, neu und vorrätig auf einer anderen britischen Website. Wir prüfen das Angebot und senden Ihnen einen Code für den niedrigeren Preis, in der Regel innerhalb einer Stunde.</p>
<p>Ausgenommen sind Marktplatzhändler, Auktionsseiten, Restposten sowie Preise, die eine Mitgliedschaft oder einen Gutschein voraussetzen. Die Einzelheiten finden Sie bei unserer <a href="/lowprice.html">Tiefstpreisgarantie</a>.</p>
<h2>Patronen und Kompatibilität</h2>
<h3>Was unterscheidet Original- und Eigenmarkenpatronen?</h3>
<p>Originalpatronen stammen vom Hersteller Ihres Druckers. Die Patronen unserer Eigenmarke werden nach ISO 9001 und ISO 14001 gefertigt und in unserem eigenen Testdruckraum geprüft, bevor sie in den Verkauf gehen. Damit sparen Sie bis zu 50 %, und Sie erhalten unsere 3-Jahres-Garantie.</p>
<h3>Wie wird die Seitenreichweite berechnet?</h3>
<p>Die angegebene Seitenzahl jeder Patrone beruht auf 5 % Flächendeckung einer A4-Seite, derselben Grundlage, die auch die Hersteller verwenden. Fotos und stark farbige Seiten verbrauchen mehr Tinte, daher drucken Sie davon weniger Seiten.</p>
<h3>Funktionieren Eigenmarkenpatronen in meinem HP-Drucker?</h3>
<p>Auf der Produktseite jeder Eigenmarkenpatrone stehen die Drucker, in die sie passt. Drucker, die bei HP+ angemeldet sind, akzeptieren nur Original-HP-Patronen, und einige HP-Modelle nutzen eine dynamische Sicherheitsfunktion, die Patronen anderer Hersteller blockieren kann. Wo das zutrifft, weist die Produktseite Sie vor dem Kauf darauf hin.</p>
<h3>Wohin mit leeren Patronen?</h3>
<p>Bitte nicht in den Hausmüll. Brother und HP betreiben kostenlose Rücknahmeprogramme für ihre eigenen Patronen, und alle anderen leeren Patronen können Sie uns mit unserem kostenlosen Rücksendeetikett schicken. Wie das geht, erklärt unsere <a href="/recycling.html">Recycling-Seite</a> – ebenso die kostenlose Rücknahme Ihres alten Druckers, wenn Sie bei uns einen neuen kaufen.</p>
<h2>Unternehmen, Schulen und Kommunalbehörden</h2>
<h3>Können wir mit Bestellschein bestellen?</h3>
<p>Ja. Legen Sie die Artikel in den Warenkorb, wählen Sie an der Kasse die Zahlungsart <strong>Bestellschein (Purchase Order)</strong> und geben Sie Ihre Bestellnummer und die E-Mail-Adresse für Rechnungen ein. Wir versenden sofort und stellen Ihnen eine Rechnung mit 30 Tagen Zahlungsziel.</p>
<h3>Wie eröffnen wir ein Kundenkonto auf Rechnung?</h3>
<p>Schreiben Sie an schools@cartridgecorner.co.uk und nennen Sie uns Name und Anschrift Ihrer Einrichtung sowie eine Ansprechperson in der Buchhaltung. Bei Kundenkonten auf Rechnung ist der Rechnungsbetrag innerhalb von 30 Tagen ab Rechnungsdatum zahlbar.</p>
<h3>Welche weiteren Vorteile haben Schulen und öffentliche Einrichtungen?</h3>
<ul>
  <li>Kostenlose Lieferung am nächsten Arbeitstag ab ${FREE_FROM_EUR} Bestellwert</li>
  <li>Ein fester Ansprechpartner für regelmäßige Bestellungen</li>
  <li>Auf Wunsch eine monatliche Sammelrechnung</li>
  <li>Kostenlose Abholung leerer Patronen bei Ihnen vor Ort</li>
</ul>
<p>Mehr dazu auf unserer Seite für <a href="/schools-and-local-authorities.html">Schulen und Kommunalbehörden</a>.</p>`,
  page_layout: '1column',
  meta_title: 'Häufig gestellte Fragen | Cartridge Corner',
  meta_description: 'Antworten zu Bestellung, Bezahlung, Versandkosten und Lieferzeiten, Rücksendungen, unseren Garantien, passenden Patronen und Bestellscheinen.',
  meta_keywords: 'FAQ, Lieferung, Rücksendung, Garantie, kompatible Patronen, Bestellschein',
  is_active: 1,
}
