/**
 * @module
 * The FAQ CMS page. Its content keeps a strict shape that the shop turns into collapsible sections
 * and FAQPage structured data: each topic is an `<h2>`, each question an `<h3>`, and each answer the
 * `<p>` and `<ul>` elements that follow it, with no other headings, classes or inline styles. The
 * answers restate the promises and figures of the other pages and blocks, so change them together.
 */
import type { PageContent } from './cms-shop-pages'

export const FAQ_PAGE: PageContent = {
  identifier: 'faq',
  title: 'Frequently Asked Questions',
  content_heading: 'Frequently asked questions',
  content: `<h2>Ordering and payment</h2>
<h3>How do I find the right cartridges for my printer?</h3>
<p>Type your printer model into the search box at the top of the page, for example <em>OfficeJet Pro 9010</em> or <em>HL-L2350DW</em>. We will show every genuine and own-brand cartridge that fits. You can also search by the code printed on your old cartridge.</p>
<p>If you sign in, you can save your printers to your account so they are ready next time you reorder.</p>
<h3>Which payment methods do you accept?</h3>
<ul>
  <li>Visa, Mastercard, American Express and Maestro</li>
  <li>PayPal, Apple Pay and Google Pay</li>
  <li>Klarna</li>
  <li>Official purchase orders from schools and local authorities</li>
</ul>
<p>Card details go straight to our payment provider; we never see or store your full card number.</p>
<h3>Are your prices shown with or without VAT?</h3>
<p>Prices include VAT at 20% unless shown otherwise. If you buy for a business, use the <strong>Show prices</strong> switch at the top of the page to see every price excluding VAT.</p>
<h3>How can I get in touch with you?</h3>
<p>Our customer service team is based in Leeds and is open Monday to Friday, 8.30am to 5.30pm. Use the live chat, email help@cartridgecorner.co.uk, call 01632 960 123, or send us a message through our <a href="/contact.html">contact page</a>.</p>
<h2>Delivery</h2>
<h3>How much does delivery cost?</h3>
<p>Next working day delivery to a UK mainland address is free on orders over £30 including VAT. Below that it costs £3.99. Saturday delivery costs £9.99. See <a href="/free-delivery.html">delivery options</a> for the full details.</p>
<h3>When will my order arrive?</h3>
<p>Orders placed by 4pm, Monday to Friday, leave our Leeds warehouse the same day and arrive on the next working day. Orders placed after 4pm, at weekends or on bank holidays are dispatched on the next working day.</p>
<p>Some printers and bulk paper are sent direct from the manufacturer and take 2 to 4 working days. The product page tells you when this applies.</p>
<h3>Do you deliver on Saturdays?</h3>
<p>Yes. Saturday delivery costs £9.99 for orders placed by 4pm on Friday.</p>
<h3>Do you deliver everywhere in the UK?</h3>
<p>We deliver across the UK and to the Isle of Man and the Channel Islands. Deliveries to the Scottish Highlands, Northern Ireland, the Isle of Man and the Channel Islands can take an extra day.</p>
<h2>Returns and guarantees</h2>
<h3>How do I return something?</h3>
<p>Contact us through live chat or email with your order number within 30 days and we will replace the item or refund you in full. We email you a free returns label; drop the parcel at any Post Office.</p>
<p>You can also cancel your order within 14 days of delivery for a full refund. Cartridges must come back unopened in their sealed packaging. Our <a href="/terms.html">terms and conditions</a> explain your rights.</p>
<h3>What does the 3-year guarantee cover?</h3>
<p>Every Cartridge Corner own-brand cartridge is guaranteed for three years from the date you buy it. If one does not print as it should, we send a replacement or refund you, and we pay for the return.</p>
<p>New printers carry the manufacturer's warranty of at least 12 months, and refurbished printers come with our 1-year warranty. Read more about our <a href="/moneyback.html">100% satisfaction guarantee</a>.</p>
<h3>What if I find the same item cheaper elsewhere?</h3>
<p>Send us a link to the identical product, new and in stock on another UK website, through live chat or email before you order. We will check it and send you a code for the lower price, usually within the hour.</p>
<p>Marketplace sellers, auction sites, clearance lines and prices that need a membership or voucher are not covered. See our <a href="/lowprice.html">lowest price guarantee</a> for the details.</p>
<h2>Cartridges and compatibility</h2>
<h3>What is the difference between genuine and own-brand cartridges?</h3>
<p>Genuine cartridges are made by your printer's manufacturer. Our own-brand cartridges are made to ISO 9001 and ISO 14001 standards and tested in our own print room before they go on sale. They let you save up to 50% and come with our 3-year guarantee.</p>
<h3>How are page yields worked out?</h3>
<p>The number of pages quoted for each cartridge is based on 5% coverage of an A4 page, the same basis the manufacturers use. Photos and pages full of colour use more ink, so you will get fewer pages from them.</p>
<h3>Will own-brand cartridges work in my HP printer?</h3>
<p>Each own-brand cartridge lists the printers it fits on its product page. Printers signed up to HP+ only accept genuine HP cartridges, and some HP models use dynamic security, which can stop them accepting cartridges from other makers. Where this applies, the product page tells you before you buy.</p>
<h3>What should I do with empty cartridges?</h3>
<p>Please do not put them in the household bin. Brother and HP run free return schemes for their own cartridges, and you can send us any other empty cartridges with our free returns label. Our <a href="/recycling.html">recycling page</a> explains how, including free take-back of your old printer when you buy a new one from us.</p>
<h2>Business, schools and local authorities</h2>
<h3>Can we order with a purchase order?</h3>
<p>Yes. Add the items to your basket, choose <strong>Purchase order</strong> at checkout and enter your PO number and the email address for invoices. We dispatch straight away and invoice on 30-day terms.</p>
<h3>How do we open a credit account?</h3>
<p>Email schools@cartridgecorner.co.uk with your organisation's name, address and finance contact. Accounts on credit are payable within 30 days of the invoice date.</p>
<h3>What else do schools and public bodies get?</h3>
<ul>
  <li>Free next day delivery on orders over £30</li>
  <li>A named account manager for regular orders</li>
  <li>Consolidated monthly invoicing on request</li>
  <li>Free collection of empty cartridges from your site</li>
</ul>
<p>Find out more on our <a href="/schools-and-local-authorities.html">schools and local authorities</a> page.</p>`,
  page_layout: '1column',
  meta_title: 'Frequently Asked Questions | Cartridge Corner',
  meta_description: 'Answers about ordering, payment, delivery costs and times, returns, our guarantees, cartridge compatibility and purchase orders.',
  meta_keywords: 'faq, delivery, returns, guarantee, compatible cartridges, purchase orders',
  is_active: 1,
}
