/**
 * @module
 * Collects the rows of the seed while the generators run: hands out ids, keeps SKUs and URL keys
 * unique, and denormalises category membership to every ancestor (as Magento's index does).
 */
import { optionId, type AttributeCode } from './attributes'
import type { BrandKey } from './brands'
import type { ColourKey } from './colours'
import type { Tier } from './printer-lines'
import type {
  BundleOptionRow,
  BundleSelectionRow,
  CategoryRow,
  ConfigurableAttributeRow,
  ProductAttributeValueRow,
  ProductLinkRow,
  CatalogueProduct,
} from '../common/rows'
import { slugify } from '../common/text'

/** What a product is, for the later passes (stock, links, reviews) that treat kinds differently. */
export type ProductKind =
  | 'genuine-cartridge'
  | 'alternative-cartridge'
  | 'multipack'
  | 'drum'
  | 'printer'
  | 'label-tape'
  | 'filament'
  | 'paper-line'
  | 'paper-variant'
  | 'photo-paper'
  | 'label-sheets'
  | 'grouped-set'
  | 'warranty'
  | 'software'
  | 'gift-card'

export type ProductMeta = {
  kind: ProductKind
  brand: BrandKey
  /** Series category of a cartridge, drum or multipack. */
  seriesId?: number
  colour?: ColourKey
  tier?: Tier
  /** Must stay in stock (an alternative offered for switch and save). */
  keepInStock?: boolean
  /** 0 to 1: how likely shoppers buy it; orders listings. */
  popularity: number
}

/** A product's texts in the German store view, written alongside its default ones (migration 0017). */
export type GermanCopy = {
  name: string
  /** Null where the German page shows the default description. */
  description: string | null
  short_description: string
  meta_title: string
  meta_description: string
  meta_keyword: string
  /** Text extensions worded by the generator itself; the rest are worded from the English extras. */
  extras?: Record<string, unknown>
}

export type ProductInput = Omit<
  CatalogueProduct,
  'id' | 'url_key' | 'position' | 'rating_summary' | 'review_count' | 'qty' | 'stock_status' | 'special_price_pence' | 'special_from_date' | 'special_to_date'
> & { url_key?: string }

export class CatalogueBuilder {
  readonly products: CatalogueProduct[] = []
  readonly meta = new Map<number, ProductMeta>()
  readonly categories: CategoryRow[] = []
  readonly attributeValues: ProductAttributeValueRow[] = []
  readonly links: ProductLinkRow[] = []
  readonly configurableAttributes: ConfigurableAttributeRow[] = []
  readonly bundleOptions: BundleOptionRow[] = []
  readonly bundleSelections: BundleSelectionRow[] = []
  /** Category ids of each product, ancestors included. */
  readonly membership = new Map<number, Set<number>>()
  /** Printer model pages a product fits, by name (for search and compatibility). */
  readonly modelNames = new Map<number, string[]>()
  /** The German store view's texts of each product that has them. */
  readonly germanCopy = new Map<number, GermanCopy>()

  private readonly categoryById = new Map<number, CategoryRow>()
  private readonly productById = new Map<number, CatalogueProduct>()
  private readonly skus = new Set<string>()
  private readonly urlKeys = new Set<string>()
  private readonly valueKeys = new Set<string>()
  private readonly linkKeys = new Set<string>()
  private readonly linkCounts = new Map<string, number>()
  private nextBundleOption = 1
  private nextBundleSelection = 1

  addCategory(row: CategoryRow): CategoryRow {
    if (this.categoryById.has(row.id)) throw new RangeError(`seed: category ${row.id} exists`)
    this.categories.push(row)
    this.categoryById.set(row.id, row)
    return row
  }

  category(id: number): CategoryRow {
    const row = this.categoryById.get(id)
    if (!row) throw new RangeError(`seed: no category ${id}`)
    return row
  }

  product(id: number): CatalogueProduct {
    const row = this.productById.get(id)
    if (!row) throw new RangeError(`seed: no product ${id}`)
    return row
  }

  metaOf(id: number): ProductMeta {
    const meta = this.meta.get(id)
    if (!meta) throw new RangeError(`seed: no meta for product ${id}`)
    return meta
  }

  addGermanCopy(productId: number, copy: GermanCopy): void {
    if (this.germanCopy.has(productId)) throw new RangeError(`seed: product ${productId} has German texts`)
    this.product(productId)
    this.germanCopy.set(productId, copy)
  }

  /** A product's name in the German store view (its default name where it has no German one). */
  germanName(productId: number): string {
    return this.germanCopy.get(productId)?.name ?? this.product(productId).name
  }

  /** Adds a product with every column present (so the SQL writer makes one statement shape). */
  addProduct(input: ProductInput, meta: ProductMeta): CatalogueProduct {
    const skuKey = input.sku.toLowerCase()
    if (this.skus.has(skuKey)) throw new RangeError(`seed: duplicate sku ${input.sku}`)
    this.skus.add(skuKey)
    const base = input.url_key ?? slugify(input.name)
    let urlKey = base
    for (let n = 2; this.urlKeys.has(urlKey); n++) urlKey = `${base}-${n}`
    this.urlKeys.add(urlKey)
    const id = this.products.length + 1
    const row: CatalogueProduct = {
      id,
      sku: input.sku,
      type_id: input.type_id,
      attribute_set_id: input.attribute_set_id,
      name: input.name,
      url_key: urlKey,
      status: input.status ?? 1,
      visibility: input.visibility ?? 4,
      price_pence: input.price_pence,
      special_price_pence: null,
      special_from_date: null,
      special_to_date: null,
      stock_status: 'IN_STOCK',
      qty: 0,
      only_x_left_in_stock: null,
      max_sale_qty: input.max_sale_qty ?? null,
      due_in_date: null,
      manufacturers_code: input.manufacturers_code ?? null,
      description: input.description ?? null,
      short_description: input.short_description ?? null,
      meta_title: input.meta_title ?? null,
      meta_description: input.meta_description ?? null,
      meta_keyword: input.meta_keyword ?? null,
      rating_summary: 0,
      review_count: 0,
      position: 0,
      created_at: input.created_at,
      extras: input.extras ?? {},
    }
    this.products.push(row)
    this.productById.set(id, row)
    this.meta.set(id, meta)
    return row
  }

  /** Puts a product in a category and every ancestor below the root (level 2 and deeper). */
  place(productId: number, categoryId: number): void {
    let set = this.membership.get(productId)
    if (!set) this.membership.set(productId, (set = new Set()))
    const category = this.category(categoryId)
    if (category.kind === 'printer_model' && !set.has(categoryId)) {
      this.modelNames.set(productId, [...(this.modelNames.get(productId) ?? []), category.name])
    }
    for (const id of category.path.split('/').map(Number)) {
      if ((this.categoryById.get(id)?.level ?? 0) >= 2) set.add(id)
    }
  }

  setOption(productId: number, code: AttributeCode, label: string): void {
    this.setOptionId(productId, code, optionId(code, label))
  }

  setOptionId(productId: number, code: AttributeCode, id: number): void {
    const key = `${code}:${id}:${productId}`
    if (this.valueKeys.has(key)) return
    this.valueKeys.add(key)
    this.attributeValues.push({ attribute_code: code, option_id: id, product_id: productId })
  }

  /** Links a product to another; positions count up per product and link type. */
  link(productId: number, linkedId: number, type: ProductLinkRow['link_type'], qty: number | null = null): void {
    if (productId === linkedId) return
    const key = `${productId}:${type}:${linkedId}`
    if (this.linkKeys.has(key)) return
    this.linkKeys.add(key)
    const countKey = `${productId}:${type}`
    const position = this.linkCounts.get(countKey) ?? 0
    this.linkCounts.set(countKey, position + 1)
    this.links.push({ product_id: productId, linked_product_id: linkedId, link_type: type, position, qty })
  }

  /** A bundle: one required option per entry, each with its fixed item. */
  addBundleOptions(productId: number, options: readonly { title: string; items: readonly { productId: number; qty: number }[] }[]): void {
    options.forEach((option, position) => {
      const optionId = this.nextBundleOption++
      this.bundleOptions.push({ option_id: optionId, product_id: productId, title: option.title, type: 'select', required: 1, position })
      option.items.forEach((item, index) => {
        this.bundleSelections.push({ selection_id: this.nextBundleSelection++, option_id: optionId, product_id: item.productId, qty: item.qty, is_default: index === 0 ? 1 : 0, position: index })
      })
    })
  }
}
