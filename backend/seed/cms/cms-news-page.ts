/**
 * @module
 * The shop's news page (SPEC §2 /news), kept as the CMS page `news` so marketing can add an item
 * without a release. Newest first; each item is an `<h2>` with its date in the paragraph under it.
 */
import type { PageContent } from './cms-shop-pages'

export const NEWS_PAGE: PageContent = {
  identifier: 'news',
  title: 'News',
  content_heading: 'News from Cartridge Corner',
  content: `<p>What is new at Cartridge Corner: delivery dates, new ranges and changes to our services.</p>
<h2>Christmas delivery dates</h2>
<p><strong>20 November 2026</strong></p>
<p>Order by 4pm on Monday 21 December for free next working day delivery before Christmas on orders over £30. Our customer service team is here until 4pm on Christmas Eve and back on Monday 28 December.</p>
<h2>More own-brand toner for Kyocera and Lexmark printers</h2>
<p><strong>6 October 2026</strong></p>
<p>Our own-brand range now covers the most popular Kyocera ECOSYS and Lexmark MS and MX printers. Like all our own-brand cartridges, the new toners are tested in our Leeds print room and guaranteed for three years.</p>
<h2>100,000 cartridges recycled</h2>
<p><strong>1 September 2026</strong></p>
<p>Since we started our free recycling scheme, customers have sent back more than 100,000 empty cartridges. Thank you. Find out how to send yours on our <a href="/recycling.html">recycling page</a>.</p>
<h2>Save your printers to your account</h2>
<p><strong>14 July 2026</strong></p>
<p>Signed-in customers can now save their printers and reorder the right cartridges in two clicks. Open a printer's page and choose <em>Add this printer</em>, or manage your printers from your account.</p>`,
  page_layout: '1column',
  meta_title: 'News | Cartridge Corner',
  meta_description: 'Delivery dates, new ranges and service news from Cartridge Corner, the Leeds printer supplies specialist.',
  meta_keywords: 'cartridge corner news, christmas delivery dates',
  is_active: 1,
}
