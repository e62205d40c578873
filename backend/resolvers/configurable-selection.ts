/**
 * @module
 * `ConfigurableProduct.configurable_product_options_selection(configurableOptionValueUids)`, as
 * Magento's ConfigurableProductGraphQl answers it (Options\Metadata): the variants that match every
 * chosen value decide which values stay selectable, the gallery shown and, once every attribute is
 * chosen, the variant.
 *
 * Deliberate difference: a value's uid is the shop's `ConfigurableProductOptionsValues.uid` (the
 * base64 of the option id, unique across attributes), not Magento's `configurable/<attribute>/<value>`,
 * so the uids a client reads from `configurable_options` select here and in the cart alike.
 */
import type { BackendContext } from '../context'
import { inputError } from '../graphql/errors'
import { mediaGalleryOf } from './product'
import { variantsOf } from './product-types'
import type { ProductSource, Resolver } from './types'
import { fromUid, toUid } from './uid'

type Variant = Awaited<ReturnType<typeof variantsOf>>[number]

/** Magento's Uid::decode: a uid that is not canonical base64 is refused. */
function decodedOptionId(uid: string): number | null {
  let text: string
  try {
    text = atob(uid)
  } catch {
    throw inputError(`Value of uid "${uid}" is incorrect.`)
  }
  if (btoa(text) !== uid) throw inputError(`Value of uid "${uid}" is incorrect.`)
  return fromUid(uid)
}

/**
 * The chosen value per attribute code. Uids of another form are ignored, as Magento ignores them;
 * an option id that is no value of this product stays chosen under no attribute, so nothing matches
 * it (as Magento's well-formed uid of an unknown value matches no variant).
 */
function selectionOf(uids: readonly string[], variants: readonly Variant[]): { chosen: Map<string, number>; unmatched: boolean } {
  const attributeOf = new Map(variants.flatMap((v) => v.attributes.map((a) => [a.value_index, a.code] as const)))
  const chosen = new Map<string, number>()
  let unmatched = false
  for (const uid of uids) {
    const optionId = decodedOptionId(uid)
    if (optionId === null) continue
    const code = attributeOf.get(optionId)
    if (code === undefined) unmatched = true
    else chosen.set(code, optionId)
  }
  return { chosen, unmatched }
}

const matches = (variant: Variant, chosen: Map<string, number>) =>
  [...chosen].every(([code, value]) => variant.attributes.some((a) => a.code === code && a.value_index === value))

/** Magento offers the variants a shopper can buy (the configurable helper's allowed products). */
const salable = (variant: Variant) => variant.product.stock_status === 'IN_STOCK' && variant.product.qty > 0

async function selectionFor(p: ProductSource, uids: readonly string[], context: BackendContext) {
  const [attributes, variants] = await Promise.all([context.loaders.configurableAttributes.load(p.id), variantsOf(p, context)])
  const allowed = variants.filter(salable)
  const { chosen, unmatched } = selectionOf(uids, variants)
  const available = unmatched ? [] : allowed.filter((v) => matches(v, chosen))
  const complete = attributes.length > 0 && attributes.every((a) => chosen.has(a.attribute_code))

  const options_available_for_selection = attributes.flatMap((a) => {
    const uidsOf = [...new Set(available.flatMap((v) => v.attributes.filter((x) => x.code === a.attribute_code).map((x) => x.value_index)))].map(toUid)
    return uidsOf.length ? [{ attribute_code: a.attribute_code, option_value_uids: uidsOf }] : []
  })
  const configurable_options = attributes.flatMap((a, index) => {
    if (chosen.has(a.attribute_code)) return []
    const values = new Map<number, string>()
    for (const v of variants) for (const x of v.attributes) if (x.code === a.attribute_code) values.set(x.value_index, x.label)
    return [
      {
        uid: toUid(p.id * 100 + index),
        attribute_code: a.attribute_code,
        label: a.label,
        values: [...values].map(([value_index, label]) => ({
          uid: toUid(value_index),
          // Magento's OptionValue formatter: some variant with this value is in stock (whatever is chosen).
          is_available: allowed.some((v) => v.attributes.some((x) => x.code === a.attribute_code && x.value_index === value_index)),
          is_use_default: true,
          label,
          attribute_code: a.attribute_code,
          value_index,
        })),
      },
    ]
  })
  // The gallery of every variant still matching, each image once (Magento indexes them by file).
  const galleries = await Promise.all(available.map((v) => mediaGalleryOf(v.product, context)))
  const seen = new Set<string>()
  const media_gallery = galleries.flat().filter((m) => !seen.has(m.url) && Boolean(seen.add(m.url)))
  const variant = complete ? (available.find((v) => v.attributes.length === chosen.size)?.product ?? null) : null
  return { options_available_for_selection, configurable_options, media_gallery, variant }
}

export const configurableSelectionResolvers: Record<string, Resolver<ProductSource, never>> = {
  configurable_product_options_selection: (p, args: { configurableOptionValueUids?: string[] | null }, c) =>
    selectionFor(p, args.configurableOptionValueUids ?? [], c),
}
