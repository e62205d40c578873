/**
 * @module
 * A printer model page's switch-and-save offers (SPEC §3 `alternative_product`, §4, §5): for the
 * cartridges on the page, the own-brand alternative the offer rule lets through, with the saving.
 * Only printer model pages (the categories with a printer message, SPEC §3) make the extra call.
 */
import { GENUINE_CONDITION_LABELS } from '../../shared/constants/condition-labels'
import { isConditionLabel } from '../../shared/rules/condition-label'
import { SWITCH_AND_SAVE_OFFERS, type ConditionMetadata, type SwitchAndSaveOriginal } from '../../shared/graphql/documents/switch-and-save'
import type { ListingProductsFragment } from '../../shared/graphql/generated'
import { alternativeInfoType, isAlternativeOffered, savingsPercent } from '../../shared/rules/switch-and-save'
import type { SwitchAndSaveOfferView } from '../../shared/views/printer-views'
import { logAndReturn, type LoaderContext } from './loader-context'
import { productCardView, toMinorUnits } from './listing-view'
import { comparedCartridge } from './switch-and-save-comparison'

/** Option values of the genuine condition, read from the attribute's options rather than assumed. */
export function genuineConditions(metadata: ConditionMetadata): ReadonlySet<number> {
  const options = (metadata?.items ?? []).flatMap((item) => (item?.attribute_code === 'cartridge_condition' ? (item.attribute_options ?? []) : []))
  return new Set(options.flatMap((option) => (isConditionLabel(option?.label, GENUINE_CONDITION_LABELS) && option?.value ? [Number(option.value)] : [])))
}

export function switchAndSaveOfferView(original: SwitchAndSaveOriginal, genuine: ReadonlySet<number>): SwitchAndSaveOfferView | null {
  const alternative = original.alternative_product
  if (!alternative) return null
  const offered = isAlternativeOffered({
    originalBrandId: original.specification_brand ?? null,
    alternativeId: alternative.uid,
    alternativeIsGenuine: alternative.cartridge_condition !== null && alternative.cartridge_condition !== undefined && genuine.has(alternative.cartridge_condition),
    // Not selected: GraphQL only hands out enabled products.
    alternativeStatus: null,
    alternativeVisibility: null,
    alternativeInStock: alternative.stock_status === 'IN_STOCK',
    alternativeQty: alternative.stock?.qty ?? null,
  })
  const originalCard = productCardView(original)
  const alternativeCard = productCardView(alternative)
  if (!offered || !originalCard || !alternativeCard) return null
  const theirs = comparedCartridge(original, originalCard.price.incl)
  const mine = comparedCartridge(alternative, alternativeCard.price.incl)
  return {
    original: { sku: originalCard.sku, name: originalCard.name, path: originalCard.path, price: originalCard.price, pages: theirs.pages },
    alternative: { ...alternativeCard, pages: mine.pages },
    // The shop extension's own differences where it gives them (Magento's tax rules decide excl. VAT).
    saving: {
      incl: toMinorUnits(alternative.price_difference_incl_tax) ?? originalCard.price.incl - alternativeCard.price.incl,
      excl: toMinorUnits(alternative.price_difference) ?? originalCard.price.excl - alternativeCard.price.excl,
    },
    savingsPercent: savingsPercent(theirs, mine),
    yieldsDifference: alternative.yields_difference ?? (theirs.pages !== null && mine.pages !== null ? mine.pages - theirs.pages : null),
    infoType: alternativeInfoType(theirs, mine),
  }
}

/**
 * The offers for the products of a page of a printer model's listing, in the listing's order; none
 * for other categories. An offer is an extra: when the call fails the page shows without it.
 */
export async function loadSwitchAndSaveOffers(
  ctx: LoaderContext,
  category: { printer_message?: string | null },
  products: ListingProductsFragment | null | undefined,
): Promise<SwitchAndSaveOfferView[]> {
  if (!category.printer_message) return []
  return loadOffersFor(ctx, (products?.items ?? []).flatMap((item) => (item?.sku ? [item.sku] : [])))
}

/** The offers for these products, in their order (a basket's genuine lines too); none when the call fails. */
export async function loadOffersFor(ctx: LoaderContext, skus: readonly string[]): Promise<SwitchAndSaveOfferView[]> {
  if (skus.length === 0) return []
  try {
    const data = await ctx.graphql.query(SWITCH_AND_SAVE_OFFERS, { skus: [...skus], pageSize: skus.length })
    const genuine = genuineConditions(data.customAttributeMetadata)
    const bySku = new Map((data.products?.items ?? []).flatMap((item) => (item?.sku ? [[item.sku, item] as const] : [])))
    return skus.flatMap((sku) => {
      const original = bySku.get(sku)
      const offer = original ? switchAndSaveOfferView(original, genuine) : null
      return offer ? [offer] : []
    })
  } catch (error) {
    return logAndReturn(ctx, 'switch-and-save offers', [])(error)
  }
}
