/**
 * @module
 * The German store view's own CMS rows. Magento keeps CMS pages and blocks per store view, so the
 * de store (de_DE, prices shown in EUR) has its own row for every English page and block, with the
 * same identifier, HTML structure, layout and is_active, and German titles, meta data and content.
 * Links stay relative and name the same shop paths; the shop adds the store's prefix itself.
 *
 * Amounts: the shop's delivery prices and threshold are set in pounds and the de store shows them
 * at its currency rate, so the texts quote the exact converted amounts (35,10 €, 4,67 €, 11,69 €)
 * rather than rounded ones that the basket would contradict; cms-german-amounts.ts explains this
 * and holds the figures. Times are UK times, said as such.
 */
import { CUT_OFF, FREE_FROM_EUR, SATURDAY_EUR, STANDARD_EUR } from './cms-german-amounts'
import { GERMAN_FAQ_PAGE } from './cms-german-faq'
import { GERMAN_LEGAL_PAGES } from './cms-german-legal'
import { GERMAN_NEWS_PAGE } from './cms-german-news'
import { GERMAN_SHOP_PAGES } from './cms-german-shop'
import type { PageContent } from '../cms/cms-shop-pages'
import type { CmsBlockRow } from '../common/rows'

/** One German page for each English shop page, legal page, the FAQ and the news. */
export const GERMAN_PAGES: readonly PageContent[] = [...GERMAN_SHOP_PAGES, ...GERMAN_LEGAL_PAGES, GERMAN_FAQ_PAGE, GERMAN_NEWS_PAGE]

/** One German block for each block in cms-pages.ts. */
export const GERMAN_BLOCKS: readonly Omit<CmsBlockRow, 'block_id'>[] = [
  {
    identifier: 'delivery_replacement_header',
    title: 'Lieferhinweis (Kopfzeile)',
    content: `<p>Lieferung vor Weihnachten: Bestellen Sie bis Montag, 21. Dezember, ${CUT_OFF}, damit Ihre Sendung rechtzeitig vor dem Fest ankommt.</p>`,
    is_active: 0,
  },
  {
    identifier: 'delivery_replacement_footer',
    title: 'Lieferhinweis (Fußzeile)',
    content: `<p><strong>Kostenlose Lieferung am nächsten Arbeitstag</strong> für Bestellungen ab ${FREE_FROM_EUR}, die montags bis freitags bis 16 Uhr britischer Zeit eingehen.</p>`,
    is_active: 1,
  },
  {
    identifier: 'footer_company_payment',
    title: 'Zahlungsarten und Firmenangaben',
    content: `<p>Wir akzeptieren:</p>
<ul class="payment-methods">
  <li>Visa</li>
  <li>Mastercard</li>
  <li>American Express</li>
  <li>Maestro</li>
  <li>PayPal</li>
  <li>Apple Pay</li>
  <li>Google Pay</li>
  <li>Klarna</li>
  <li>Bestellschein (Schulen und Kommunalbehörden)</li>
</ul>
<p>Cartridge Corner Ltd, Unit 4, Riverside Trade Park, Leeds, LS11 5QR. Eingetragen in England und Wales unter der Registernummer (Company Number) 06912345. Umsatzsteuernummer (VAT Number) GB 981 2345 67.</p>`,
    is_active: 1,
  },
  {
    identifier: 'delivery_price_footer',
    title: 'Versandkosten',
    content: `<p>Lieferung am nächsten Arbeitstag ${STANDARD_EUR}, kostenlos ab ${FREE_FROM_EUR} Bestellwert. Samstagszustellung ${SATURDAY_EUR}.</p>`,
    is_active: 1,
  },
  {
    identifier: 'home_hero',
    title: 'Startseite: Aufmacher',
    content: `<h2>Bis zu 50 % sparen bei Tinte und Toner</h2>
<p>Steigen Sie auf Patronen unserer Eigenmarke um: gleich viele Seiten für etwa den halben Preis, mit 3 Jahren Garantie.</p>
<p><a href="/ink-cartridges.html">Tintenpatronen entdecken</a></p>`,
    is_active: 1,
  },
  {
    identifier: 'home_brands',
    title: 'Startseite: Marken',
    content: `<h2>Nach Marke einkaufen</h2>
<ul>
  <li><a href="/ink-cartridges/hp.html">HP</a></li>
  <li><a href="/ink-cartridges/brother.html">Brother</a></li>
  <li><a href="/ink-cartridges/canon.html">Canon</a></li>
  <li><a href="/ink-cartridges/epson.html">Epson</a></li>
  <li><a href="/toner-cartridges/kyocera.html">Kyocera</a></li>
  <li><a href="/toner-cartridges/lexmark.html">Lexmark</a></li>
  <li><a href="/toner-cartridges/oki.html">Oki</a></li>
  <li><a href="/toner-cartridges/xerox.html">Xerox</a></li>
  <li><a href="/label-tape/dymo.html">Dymo</a></li>
</ul>`,
    is_active: 1,
  },
  {
    identifier: 'home_usps',
    title: 'Startseite: Versprechen',
    content: `<ul class="usps">
  <li><strong>Kostenlose Lieferung am nächsten Arbeitstag</strong> ab ${FREE_FROM_EUR} Bestellwert</li>
  <li><strong>Tiefstpreisgarantie</strong>: online günstiger gefunden? Wir gleichen den Preis an</li>
  <li><strong>3 Jahre Garantie</strong> auf Patronen unserer Eigenmarke, dazu kostenlose Rücksendung</li>
  <li><strong>Mit 4,9 von 5 Sternen bewertet</strong> von unseren Kundinnen und Kunden</li>
</ul>`,
    is_active: 1,
  },
]
