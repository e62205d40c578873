/**
 * @module
 * The shop's own CMS pages: home, about us, delivery, price promise, guarantee, recycling, schools
 * and the not-found page.
 */
import type { CmsPageRow } from '../common/rows'

export type PageContent = Omit<CmsPageRow, 'page_id'>

export const SHOP_PAGES: readonly PageContent[] = [
  {
    identifier: 'home',
    title: 'Cartridge Corner: Ink, Toner, Paper and Printers',
    content_heading: null,
    content: `<h1>Ink, toner and printers, delivered tomorrow</h1>
<p>Genuine and compatible ink and toner for over 5,000 printers, with free next working day delivery on orders over £30.</p>
<h2>Find your cartridges in seconds</h2>
<p>Type your printer model into the search box, for example <em>OfficeJet Pro 9010</em> or <em>HL-L2350DW</em>, and we will show every cartridge that fits.</p>
<h2>Why shop with us</h2>
<ul>
  <li>Free next day delivery on orders over £30</li>
  <li>Lowest online price guarantee</li>
  <li>Own-brand cartridges with a 3-year guarantee and free returns</li>
  <li>Rated 4.9 out of 5 by our customers</li>
</ul>`,
    page_layout: '1column',
    meta_title: 'Ink Cartridges, Toner & Printers | Free Next Day Delivery | Cartridge Corner',
    meta_description: 'Genuine and compatible ink and toner cartridges, paper and printers. Free next day delivery over £30 and a lowest price guarantee.',
    meta_keywords: 'ink cartridges, toner cartridges, printer ink, printers, paper',
    is_active: 1,
  },
  {
    identifier: 'aboutus',
    title: 'About Us',
    content_heading: 'About Cartridge Corner',
    content: `<p>Cartridge Corner started in 2009 in a single unit in Leeds, selling ink to local offices from the back of a van. Today we ship printer supplies to homes, businesses, schools and councils across the UK from our warehouse on the same site.</p>
<h2>What we do</h2>
<p>We stock genuine cartridges from every major manufacturer alongside our own-brand range, which is made to ISO 9001 and ISO 14001 standards and tested in our own print room before it goes on sale.</p>
<h2>Our promises</h2>
<ul>
  <li>Orders placed by 4pm on a working day leave the same day.</li>
  <li>If you find the same item cheaper online, we will match the price.</li>
  <li>Our own-brand cartridges are guaranteed for three years.</li>
</ul>
<h2>Talk to us</h2>
<p>Our customer service team is based in Leeds and is open Monday to Friday, 8.30am to 5.30pm. Use the live chat, or email help@cartridgecorner.co.uk.</p>`,
    page_layout: '1column',
    meta_title: 'About Us | Cartridge Corner',
    meta_description: 'A Leeds-based printer supplies specialist shipping ink, toner, paper and printers across the UK since 2009.',
    meta_keywords: 'about cartridge corner',
    is_active: 1,
  },
  {
    identifier: 'free-delivery',
    title: 'Free Next Day Delivery',
    content_heading: 'Free next day delivery on orders over £30',
    content: `<p>Every order over £30 (including VAT) to a UK mainland address is delivered free on the next working day when you order by 4pm.</p>
<h2>Delivery options</h2>
<table>
  <thead><tr><th>Service</th><th>Cost</th><th>When</th></tr></thead>
  <tbody>
    <tr><td>Next working day, orders over £30</td><td>Free</td><td>Order by 4pm Monday to Friday</td></tr>
    <tr><td>Next working day, orders under £30</td><td>£3.99</td><td>Order by 4pm Monday to Friday</td></tr>
    <tr><td>Saturday delivery</td><td>£9.99</td><td>Order by 4pm Friday</td></tr>
  </tbody>
</table>
<h2>Good to know</h2>
<ul>
  <li>Orders placed after 4pm, at weekends or on bank holidays are dispatched on the next working day.</li>
  <li>Some printers and bulk paper come direct from the manufacturer in 2 to 4 working days; the product page says so.</li>
  <li>Deliveries to the Scottish Highlands, Northern Ireland, the Isle of Man and the Channel Islands can take an extra day.</li>
</ul>`,
    page_layout: '1column',
    meta_title: 'Free Next Day Delivery over £30 | Cartridge Corner',
    meta_description: 'Free next working day delivery on orders over £30 placed by 4pm. Delivery options, costs and cut-off times.',
    meta_keywords: 'free delivery, next day delivery',
    is_active: 1,
  },
  {
    identifier: 'lowprice',
    title: 'Lowest Price Guarantee',
    content_heading: 'Our lowest online price guarantee',
    content: `<p>We check our prices against other UK online retailers every day. If you find the same item cheaper elsewhere online, we will match the price.</p>
<h2>How to claim</h2>
<ol>
  <li>Find the identical product, new and in stock, on another UK website.</li>
  <li>Send us the link through live chat or email before you order.</li>
  <li>We will check it and send you a code for the lower price, usually within the hour.</li>
</ol>
<h2>The small print</h2>
<p>The guarantee covers the total price including VAT and delivery. It does not cover marketplace sellers, auction sites, clearance lines or prices that need a membership or voucher.</p>`,
    page_layout: '1column',
    meta_title: 'Lowest Online Price Guarantee | Cartridge Corner',
    meta_description: 'Found it cheaper online? We will match the price. How our lowest online price guarantee works.',
    meta_keywords: 'price match, lowest price guarantee',
    is_active: 1,
  },
  {
    identifier: 'moneyback',
    title: '100% Satisfaction Guarantee',
    content_heading: '100% satisfaction or your money back',
    content: `<p>We want you to be completely happy with every order. If you are not, tell us within 30 days and we will replace the item or refund you in full.</p>
<h2>Own-brand cartridges: 3-year guarantee</h2>
<p>Every Cartridge Corner cartridge is guaranteed for three years from the date you buy it. If one fails to print as it should, we will send a replacement or a refund, and we pay for the return.</p>
<h2>Printers</h2>
<p>New printers carry the manufacturer's warranty of at least 12 months. Refurbished printers come with our 1-year warranty.</p>
<h2>How to return something</h2>
<p>Contact us through live chat or email with your order number. We will email a free returns label; drop the parcel at any Post Office.</p>`,
    page_layout: '1column',
    meta_title: '100% Satisfaction Guarantee | Cartridge Corner',
    meta_description: 'Not happy? Tell us within 30 days for a replacement or full refund. Own-brand cartridges are guaranteed for 3 years.',
    meta_keywords: 'money back guarantee, returns',
    is_active: 1,
  },
  {
    identifier: 'recycling',
    title: 'Recycling',
    content_heading: 'Recycle your cartridges and printers',
    content: `<p>Empty cartridges and old printers should never go in the household bin. Here is how to recycle them free of charge.</p>
<h2>Cartridges</h2>
<ul>
  <li>Brother and HP run free return schemes for their own cartridges: see the link on the product page.</li>
  <li>Send us any other empty cartridges with our free returns label. We pass them to a UK recycler that refills or recovers the plastic and metal.</li>
</ul>
<h2>Printers and electricals (WEEE)</h2>
<p>Under the Waste Electrical and Electronic Equipment (WEEE) Regulations we offer free take-back of your old printer when you buy a new one from us, like for like. We are members of a compliance scheme that funds council recycling centres, where you can also drop off electricals at any time.</p>
<p>The crossed-out wheelie bin symbol on a product means it must not be thrown away with household waste.</p>`,
    page_layout: '1column',
    meta_title: 'Cartridge & Printer Recycling (WEEE) | Cartridge Corner',
    meta_description: 'Recycle empty cartridges and old printers free of charge. How our WEEE take-back and cartridge recycling work.',
    meta_keywords: 'cartridge recycling, WEEE, printer recycling',
    is_active: 1,
  },
  {
    identifier: 'schools-and-local-authorities',
    title: 'Schools and Local Authorities',
    content_heading: 'Supplies for schools, colleges and local authorities',
    content: `<p>We supply hundreds of schools, academies, colleges, NHS trusts and councils across the UK, and we accept official purchase orders.</p>
<h2>Ordering with a purchase order</h2>
<ol>
  <li>Add the items to your basket and choose <strong>Purchase order</strong> at checkout.</li>
  <li>Enter your PO number and the email address for invoices.</li>
  <li>We dispatch straight away and invoice on 30-day terms.</li>
</ol>
<h2>What you get</h2>
<ul>
  <li>Free next day delivery on orders over £30</li>
  <li>A named account manager for regular orders</li>
  <li>Consolidated monthly invoicing on request</li>
  <li>Free collection of empty cartridges from your site</li>
</ul>
<p>To open a credit account, email schools@cartridgecorner.co.uk with your organisation's name, address and finance contact.</p>`,
    page_layout: '1column',
    meta_title: 'Schools & Local Authorities: Purchase Orders Accepted | Cartridge Corner',
    meta_description: 'Printer supplies for schools, colleges and councils. Official purchase orders accepted, 30-day invoice terms.',
    meta_keywords: 'school printer supplies, purchase orders, local authority',
    is_active: 1,
  },
  {
    identifier: 'no-route',
    title: 'Page Not Found',
    content_heading: 'Sorry, we could not find that page',
    content: `<p>The page you asked for has moved or no longer exists.</p>
<ul>
  <li>Search for your printer model or cartridge code in the box at the top of the page.</li>
  <li>Browse <a href="/ink-cartridges.html">ink cartridges</a>, <a href="/toner-cartridges.html">toner cartridges</a> or <a href="/printers.html">printers</a>.</li>
  <li>Go back to the <a href="/">home page</a>.</li>
</ul>`,
    page_layout: '1column',
    meta_title: 'Page Not Found | Cartridge Corner',
    meta_description: 'The page you asked for could not be found.',
    meta_keywords: null,
    is_active: 1,
  },
]
