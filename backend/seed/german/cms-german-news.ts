/**
 * @module
 * The German store view's news page: the same items as the English one, newest first.
 */
import { CUT_OFF, FREE_FROM_EUR } from './cms-german-amounts'
import type { PageContent } from '../cms/cms-shop-pages'

export const GERMAN_NEWS_PAGE: PageContent = {
  identifier: 'news',
  title: 'Neuigkeiten',
  content_heading: 'Neuigkeiten von Cartridge Corner',
  content: `<p>Was es Neues bei Cartridge Corner gibt: Liefertermine, neue Sortimente und Änderungen an unserem Service.</p>
<h2>Liefertermine zu Weihnachten</h2>
<p><strong>20. November 2026</strong></p>
<p>Bestellen Sie bis Montag, 21. Dezember, ${CUT_OFF}, damit Ihre Sendung ab ${FREE_FROM_EUR} Bestellwert kostenlos und rechtzeitig vor Weihnachten ankommt. Unser Kundenservice ist bis Heiligabend 16 Uhr britischer Zeit für Sie da und ab Montag, 28. Dezember, wieder erreichbar.</p>
<h2>Mehr Toner der Eigenmarke für Kyocera- und Lexmark-Drucker</h2>
<p><strong>6. Oktober 2026</strong></p>
<p>Unsere Eigenmarke deckt jetzt die beliebtesten Drucker der Reihen Kyocera ECOSYS sowie Lexmark MS und MX ab. Wie alle Patronen unserer Eigenmarke werden die neuen Toner in unserem Druckraum in Leeds geprüft und haben drei Jahre Garantie.</p>
<h2>100.000 Patronen recycelt</h2>
<p><strong>1. September 2026</strong></p>
<p>Seit dem Start unseres kostenlosen Recyclingprogramms haben uns Kundinnen und Kunden mehr als 100.000 leere Patronen zurückgeschickt. Vielen Dank! Wie Sie Ihre Patronen einsenden, erfahren Sie auf unserer <a href="/recycling.html">Recycling-Seite</a>.</p>
<h2>Drucker im Kundenkonto speichern</h2>
<p><strong>14. Juli 2026</strong></p>
<p>Angemeldete Kundinnen und Kunden können jetzt ihre Drucker speichern und die passenden Patronen mit zwei Klicks nachbestellen. Öffnen Sie die Seite Ihres Druckers und wählen Sie <em>Diesen Drucker speichern</em>, oder verwalten Sie Ihre Drucker in Ihrem Kundenkonto.</p>`,
  page_layout: '1column',
  meta_title: 'Neuigkeiten | Cartridge Corner',
  meta_description: 'Liefertermine, neue Sortimente und Service-Neuigkeiten von Cartridge Corner, dem Druckerzubehör-Spezialisten aus Leeds.',
  meta_keywords: 'cartridge corner neuigkeiten, liefertermine weihnachten',
  is_active: 1,
}
