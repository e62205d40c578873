/**
 * @module
 * The switch-and-save page's data (SPEC §1 "switch and save", §3 `alternative_product`): popular
 * genuine cartridges that have an own-brand alternative, each with the back end's comparison.
 *
 * "Popular" is the catalogue's own ranking: genuine cartridges (`cartridge_condition` Genuine) of
 * the ink and toner categories in listing position order, which is most popular first. The first
 * `SWITCH_SAVE_CANDIDATES` are read and the first `SWITCH_SAVE_PAIRS` whose alternative SPEC §5
 * allows are shown. Two reads: the condition's option id, then the cartridges filtered by it.
 */
import { GENUINE_CONDITION_LABELS } from '../../shared/constants/condition-labels'
import { isConditionLabel } from '../../shared/rules/condition-label'
import {
  SWITCH_SAVE_CANDIDATES,
  SWITCH_SAVE_CATEGORY_PATHS,
  SWITCH_SAVE_PAIRS as PAIRS_SHOWN,
} from '../../shared/constants/switch-save'
import { CARTRIDGE_CONDITIONS, SWITCH_SAVE_PAIRS, type SwitchSaveOriginal } from '../../shared/graphql/documents/catalogue'
import type { CartridgeConditionsQuery, ProductCardFragment } from '../../shared/graphql/generated'
import { alternativeInfoType, isAlternativeOffered, savingsPercent } from '../../shared/rules/switch-and-save'
import type { SwitchPairView, SwitchProductView, SwitchSaveView } from '../../shared/views/switch-save-view'
import type { LoaderContext, PageData } from './loader-context'
import { productCardView, toMinorUnits } from './listing-view'
import { comparedCartridge, pagesOf } from './switch-and-save-comparison'

/** The option id of the genuine condition, or null when the back end has none. */
export function genuineConditionId(data: CartridgeConditionsQuery): number | null {
  const attribute = data.customAttributeMetadata?.items?.find((item) => item?.attribute_code === 'cartridge_condition')
  const option = attribute?.attribute_options?.find((entry) => isConditionLabel(entry?.label, GENUINE_CONDITION_LABELS))
  const id = Number(option?.value)
  return option?.value && Number.isInteger(id) ? id : null
}

function switchProductView(product: ProductCardFragment): SwitchProductView | null {
  const card = productCardView(product)
  return card ? { ...card, pages: pagesOf(product) } : null
}

/** One genuine cartridge and its alternative, or null when SPEC §5 does not offer it. */
export function switchPairView(item: SwitchSaveOriginal, genuineId: number): SwitchPairView | null {
  const candidate = item.alternative_product
  if (!candidate) return null
  const offered = isAlternativeOffered({
    originalBrandId: item.specification_brand ?? null,
    alternativeId: candidate.uid,
    alternativeIsGenuine: candidate.cartridge_condition === genuineId,
    // Not selected: GraphQL only hands out enabled products.
    alternativeStatus: null,
    alternativeVisibility: null,
    alternativeInStock: candidate.stock_status === 'IN_STOCK',
    alternativeQty: candidate.stock?.qty ?? null,
  })
  const original = switchProductView(item)
  const alternative = switchProductView(candidate)
  if (!offered || !original || !alternative) return null
  const priceDifference = {
    incl: toMinorUnits(candidate.price_difference_incl_tax) ?? original.price.incl - alternative.price.incl,
    excl: toMinorUnits(candidate.price_difference) ?? original.price.excl - alternative.price.excl,
  }
  const theirs = comparedCartridge(item, original.price.incl)
  const mine = comparedCartridge(candidate, alternative.price.incl)
  return {
    original,
    alternative,
    priceDifference,
    yieldsDifference: candidate.yields_difference ?? null,
    infoType: alternativeInfoType(theirs, mine),
    savingsPercent: savingsPercent(theirs, mine),
  }
}

export async function loadSwitchSavePage(ctx: LoaderContext): Promise<PageData<SwitchSaveView>> {
  const genuineId = genuineConditionId(await ctx.graphql.query(CARTRIDGE_CONDITIONS, {}))
  if (genuineId === null) return { critical: { pairs: [] }, deferred: {} }
  const data = await ctx.graphql.query(SWITCH_SAVE_PAIRS, {
    filter: { category_url_path: { in: [...SWITCH_SAVE_CATEGORY_PATHS] }, cartridge_condition: { eq: String(genuineId) } },
    pageSize: SWITCH_SAVE_CANDIDATES,
  })
  const pairs = (data.products?.items ?? []).flatMap((item) => {
    const pair = item ? switchPairView(item, genuineId) : null
    return pair ? [pair] : []
  })
  return { critical: { pairs: pairs.slice(0, PAIRS_SHOWN) }, deferred: {} }
}
