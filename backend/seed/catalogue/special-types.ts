/**
 * @module
 * One of each remaining product type: a grouped set, virtual extended warranties, a downloadable
 * program and a gift card, so every type the front end renders has real data.
 */
import { BRANDS } from './brands'
import type { CatalogueBuilder } from './catalogue-builder'
import type { FamilyProducts } from './series-products'
import type { CategoryTree } from './categories'
import { skuPart } from './cartridge-codes'
import { retailPence } from '../common/money'
import type { CatalogueProduct } from '../common/rows'
import { germanGiftCardCopy, germanLabelSoftwareCopy, germanOfficeSetCopy, germanWarrantyCopy } from '../german/special-copy-de'
import { bulletList, paragraphs } from '../common/text'

const tagOwn = (builder: CatalogueBuilder, product: CatalogueProduct, type: string) => {
  builder.setOptionId(product.id, 'specification_brand', BRANDS.own.optionId)
  builder.setOption(product.id, 'specification_product_type', type)
}

/** A set of a family's largest cartridges and a photo paper pack, sold as a grouped product. */
function buildGroupedSet(builder: CatalogueBuilder, families: readonly FamilyProducts[], photoPaper: CatalogueProduct | null, modelIdsOf: (f: FamilyProducts) => number[]): void {
  const built = families.find((f) => f.family.brand === 'hp' && f.family.palette === 'cmyk') ?? families.find((f) => f.family.palette === 'cmyk') ?? families[0]
  if (!built) return
  const tier = built.family.packs.xl ? 'xl' : 'standard'
  const cartridges = built.genuine.filter((_, i) => built.specs[i]?.tier === tier)
  const brand = BRANDS[built.family.brand]
  const pack = built.family.packs[tier] ?? ''
  const children = [...cartridges.map((p) => ({ product: p, qty: 1 })), ...(photoPaper ? [{ product: photoPaper, qty: 2 }] : [])]
  const product = builder.addProduct(
    {
      sku: `${brand.skuPrefix}-${skuPart(pack)}-OFFICE-SET`,
      type_id: 'grouped',
      attribute_set_id: 4,
      name: `${brand.name} ${pack} Ink and Photo Paper Office Set`,
      price_pence: Math.min(...children.map((c) => c.product.price_pence)),
      manufacturers_code: null,
      description: paragraphs(
        `Everything the ${built.family.seriesName} needs in one order: a full set of ${brand.name} ${pack} cartridges${photoPaper ? ' and two packs of photo paper' : ''}.`,
        'Change the quantity of any item before adding the set to your basket.',
      ),
      short_description: bulletList(children.map((c) => `${c.qty} x ${c.product.name}`)),
      meta_title: `${brand.name} ${pack} Office Set | Cartridge Corner`,
      meta_description: `A full set of ${brand.name} ${pack} cartridges with photo paper, in one order.`,
      meta_keyword: `${pack} set`,
      created_at: '2025-09-15T10:00:00Z',
      extras: { short_name: `${brand.name} ${pack} Office Set`, category_link: `/${builder.category(built.seriesId).url_path}.html` },
    },
    { kind: 'grouped-set', brand: built.family.brand, popularity: 0.4 },
  )
  builder.addGermanCopy(
    product.id,
    germanOfficeSetCopy(brand.name, pack, built.family.seriesName, photoPaper !== null, children.map((c) => `${c.qty} x ${builder.germanName(c.product.id)}`)),
  )
  builder.setOptionId(product.id, 'specification_brand', brand.optionId)
  builder.setOption(product.id, 'specification_product_type', 'Multipack')
  children.forEach((c) => builder.link(product.id, c.product.id, 'grouped', c.qty))
  for (const id of modelIdsOf(built)) builder.place(product.id, id)
  builder.place(product.id, built.seriesId)
}

function buildWarranties(builder: CatalogueBuilder, tree: CategoryTree): void {
  for (const [years, pounds] of [
    [1, 29.99],
    [3, 69.99],
  ] as const) {
    const product = builder.addProduct(
      {
        sku: `WARRANTY-PRINTER-${years}YR`,
        type_id: 'virtual',
        attribute_set_id: 4,
        name: `${years} Year Extended Printer Warranty`,
        price_pence: retailPence(pounds * 100),
        manufacturers_code: null,
        description: paragraphs(
          `Extends the cover of any printer bought from us by ${years} year${years > 1 ? 's' : ''} after the manufacturer's warranty ends.`,
          'If the printer develops a fault, we collect it, repair it or replace it with the same or an equivalent model. No excess, no call-out charge.',
        ),
        short_description: bulletList([`${years} extra year${years > 1 ? 's' : ''} of cover`, 'Free collection and repair', 'No excess']),
        meta_title: `${years} Year Extended Printer Warranty | Cartridge Corner`,
        meta_description: `Extend your printer's cover by ${years} year${years > 1 ? 's' : ''}: free collection, repair or replacement.`,
        meta_keyword: 'printer warranty, extended warranty',
        created_at: '2024-02-01T09:00:00Z',
        extras: { short_name: `${years} Year Printer Warranty`, reasons_to_buy: ['Repair or replace, no excess', 'Free collection', 'Cover starts when the manufacturer warranty ends'] },
      },
      { kind: 'warranty', brand: 'own', keepInStock: true, popularity: 0.2 },
    )
    builder.addGermanCopy(product.id, germanWarrantyCopy(years))
    tagOwn(builder, product, 'Warranty')
    builder.place(product.id, tree.printers)
  }
}

function buildDownloadable(builder: CatalogueBuilder, tree: CategoryTree): void {
  const product = builder.addProduct(
    {
      sku: 'SOFTWARE-LABEL-STUDIO',
      type_id: 'downloadable',
      attribute_set_id: 4,
      name: 'Cartridge Corner Label Studio (Download)',
      price_pence: 1999,
      manufacturers_code: null,
      description: paragraphs(
        'Design and print address labels, name badges, file labels and product stickers on any A4 label sheet or label roll.',
        'Includes templates for every label layout we sell, mail merge from Excel and CSV, and barcodes and QR codes. One licence covers two computers.',
      ),
      short_description: bulletList(['Windows and macOS', 'Templates for every label sheet', 'Mail merge, barcodes and QR codes']),
      meta_title: 'Label Studio Label Design Software (Download) | Cartridge Corner',
      meta_description: 'Label design software for Windows and macOS with templates for every label sheet. Instant download.',
      meta_keyword: 'label software, label design',
      created_at: '2025-03-03T09:00:00Z',
      extras: {
        short_name: 'Label Studio',
        links_title: 'Downloads',
        links_purchased_separately: 0,
        downloadable_product_links: [
          { title: 'Label Studio for Windows', sort_order: 1, price: 0, sample_url: '/downloads/samples/label-studio-windows-guide.pdf' },
          { title: 'Label Studio for macOS', sort_order: 2, price: 0, sample_url: '/downloads/samples/label-studio-macos-guide.pdf' },
          { title: 'Template pack (800 designs)', sort_order: 3, price: 4.99, sample_url: '/downloads/samples/label-studio-templates.pdf' },
        ],
      },
    },
    { kind: 'software', brand: 'own', keepInStock: true, popularity: 0.15 },
  )
  builder.addGermanCopy(product.id, germanLabelSoftwareCopy())
  tagOwn(builder, product, 'Software')
  builder.place(product.id, tree.labels)
}

function buildGiftCard(builder: CatalogueBuilder): void {
  const product = builder.addProduct(
    {
      sku: 'GIFT-CARD',
      type_id: 'giftcard',
      attribute_set_id: 4,
      name: 'Cartridge Corner Gift Card',
      price_pence: 1000,
      manufacturers_code: null,
      description: paragraphs(
        'Give the gift of ink: a Cartridge Corner gift card is emailed straight to the recipient with your message and can be spent on anything we sell.',
        'Choose £10, £25 or £50, or enter any amount from £5 to £500. Gift cards are valid for 24 months.',
      ),
      short_description: bulletList(['Emailed instantly', '£5 to £500', 'Valid for 24 months']),
      meta_title: 'Gift Card | Cartridge Corner',
      meta_description: 'A Cartridge Corner gift card, emailed instantly: choose £10, £25, £50 or any amount up to £500.',
      meta_keyword: 'gift card, gift voucher',
      created_at: '2024-11-01T09:00:00Z',
      extras: {
        short_name: 'Gift Card',
        giftcard_amounts: [{ value: 10 }, { value: 25 }, { value: 50 }],
        allow_open_amount: true,
        open_amount_min: 5,
        open_amount_max: 500,
        giftcard_type: 'virtual',
      },
    },
    { kind: 'gift-card', brand: 'own', keepInStock: true, popularity: 0.3 },
  )
  builder.addGermanCopy(product.id, germanGiftCardCopy())
  tagOwn(builder, product, 'Gift Card')
}

export function buildSpecialTypes(
  builder: CatalogueBuilder,
  tree: CategoryTree,
  families: readonly FamilyProducts[],
  modelIdsOf: (f: FamilyProducts) => number[],
): void {
  const photoPaper = builder.products.find((p) => builder.metaOf(p.id).kind === 'photo-paper') ?? null
  buildGroupedSet(builder, families, photoPaper, modelIdsOf)
  buildWarranties(builder, tree)
  buildDownloadable(builder, tree)
  buildGiftCard(builder)
}
