/**
 * @module
 * Legal CMS pages: privacy policy, terms and conditions, and the yearly modern slavery statements
 * with their archive.
 */
import type { PageContent } from './cms-shop-pages'

function slaveryStatement(year: number, highlights: readonly string[]): PageContent {
  return {
    identifier: `slavery-${year}`,
    title: `Modern Slavery Statement ${year}`,
    content_heading: `Modern Slavery and Human Trafficking Statement, financial year ${year}`,
    content: `<p>This statement is made under section 54 of the Modern Slavery Act 2015 and sets out the steps Cartridge Corner Ltd took during the financial year ending 31 December ${year} to prevent modern slavery and human trafficking in our business and supply chains.</p>
<h2>Our business and supply chain</h2>
<p>We are a UK retailer of printer consumables, paper and printers. We buy branded products from the manufacturers and their UK distributors, and our own-brand cartridges from audited factories in the UK, the EU and Asia.</p>
<h2>Steps taken in ${year}</h2>
<ul>
${highlights.map((h) => `  <li>${h}</li>`).join('\n')}
</ul>
<h2>Approval</h2>
<p>This statement was approved by the board of directors and signed by the Managing Director.</p>`,
    page_layout: '1column',
    meta_title: `Modern Slavery Statement ${year} | Cartridge Corner`,
    meta_description: `Cartridge Corner's modern slavery and human trafficking statement for ${year}.`,
    meta_keywords: null,
    is_active: 1,
  }
}

export const LEGAL_PAGES: readonly PageContent[] = [
  {
    identifier: 'privacypolicy',
    title: 'Privacy Policy',
    content_heading: 'Privacy and cookie policy',
    content: `<p>Cartridge Corner Ltd is the controller of the personal data you give us. This policy explains what we collect, why, and your rights under the UK GDPR and the Data Protection Act 2018.</p>
<h2>What we collect</h2>
<ul>
  <li>Your name, addresses, email and phone number, to deliver orders and contact you about them.</li>
  <li>Your order history and saved printers, to make reordering quicker.</li>
  <li>Payment details, which go straight to our payment provider; we never see or store your full card number.</li>
</ul>
<h2>Cookies</h2>
<p>We use essential cookies to keep your basket and sign-in working, and, with your consent, analytics cookies to understand how the site is used.</p>
<h2>Your rights</h2>
<p>You can ask for a copy of your data, ask us to correct or delete it, or object to marketing at any time by emailing privacy@cartridgecorner.co.uk. You can also complain to the Information Commissioner's Office.</p>`,
    page_layout: '1column',
    meta_title: 'Privacy & Cookie Policy | Cartridge Corner',
    meta_description: 'How Cartridge Corner collects, uses and protects your personal data, and your rights under UK GDPR.',
    meta_keywords: null,
    is_active: 1,
  },
  {
    identifier: 'terms',
    title: 'Terms and Conditions',
    content_heading: 'Terms and conditions of sale',
    content: `<p>These terms apply to every order placed on this website with Cartridge Corner Ltd, registered in England and Wales.</p>
<h2>Prices</h2>
<p>Prices are in pounds sterling and include VAT at 20% unless shown otherwise. We check prices carefully, but if we find an error we will contact you before dispatch.</p>
<h2>Your right to cancel</h2>
<p>Under the Consumer Contracts Regulations 2013 you may cancel your order within 14 days of delivery for a full refund. Cartridges must be returned unopened in their sealed packaging.</p>
<h2>Faulty goods</h2>
<p>Your rights under the Consumer Rights Act 2015 are not affected. Faulty items will be repaired, replaced or refunded.</p>
<h2>Business customers</h2>
<p>Accounts on credit are payable within 30 days of the invoice date.</p>`,
    page_layout: '1column',
    meta_title: 'Terms & Conditions | Cartridge Corner',
    meta_description: 'Terms and conditions of sale for orders placed with Cartridge Corner Ltd.',
    meta_keywords: null,
    is_active: 1,
  },
  {
    identifier: 'slavery',
    title: 'Modern Slavery Statement',
    content_heading: 'Modern Slavery and Human Trafficking Statement',
    content: `<p>Cartridge Corner has zero tolerance of modern slavery and human trafficking. We publish a statement every year under section 54 of the Modern Slavery Act 2015.</p>
<p>Our latest statement is the <a href="/slavery-2025">Modern Slavery Statement 2025</a>. Earlier statements are in our <a href="/slavery-archive.html">statement archive</a>.</p>
<h2>How we work</h2>
<ul>
  <li>Every own-brand factory is audited against the ETI Base Code before we buy from it, and again every two years.</li>
  <li>Suppliers sign our code of conduct, which forbids forced, bonded and child labour.</li>
  <li>Staff can report concerns in confidence through our whistleblowing line.</li>
</ul>`,
    page_layout: '1column',
    meta_title: 'Modern Slavery Statement | Cartridge Corner',
    meta_description: 'Cartridge Corner statement on modern slavery and human trafficking, with links to yearly statements.',
    meta_keywords: null,
    is_active: 1,
  },
  {
    identifier: 'slavery-archive',
    title: 'Modern Slavery Statement Archive',
    content_heading: 'Modern slavery statements by year',
    content: `<p>Our statements under the Modern Slavery Act 2015, newest first:</p>
<ul>
  <li><a href="/slavery-2025">Modern Slavery Statement 2025</a></li>
  <li><a href="/slavery-2024">Modern Slavery Statement 2024</a></li>
  <li><a href="/slavery-2023">Modern Slavery Statement 2023</a></li>
</ul>`,
    page_layout: '1column',
    meta_title: 'Modern Slavery Statement Archive | Cartridge Corner',
    meta_description: 'Every yearly modern slavery statement published by Cartridge Corner.',
    meta_keywords: null,
    is_active: 1,
  },
  slaveryStatement(2023, [
    'Mapped every tier-one supplier of our own-brand range and rated each by country and product risk.',
    'Introduced a supplier code of conduct based on the Ethical Trading Initiative Base Code.',
    'Trained our buying team to recognise the signs of forced labour.',
  ]),
  slaveryStatement(2024, [
    'Commissioned independent audits of our two largest own-brand factories; no instances of forced labour were found.',
    'Added modern slavery clauses to all new supplier contracts.',
    'Extended training to warehouse team leaders and our agency labour provider.',
  ]),
  slaveryStatement(2025, [
    'Completed audits of all own-brand factories and followed up two minor findings on working hours.',
    'Checked that our agency labour provider pays no recruitment fees on behalf of workers.',
    'Published a confidential reporting line for supplier workers, in four languages.',
  ]),
]
