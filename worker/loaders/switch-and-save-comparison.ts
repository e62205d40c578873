/**
 * @module
 * One side of a switch-and-save comparison (SPEC §4) from a product as the back end answers it:
 * the same reading of yields and capacity for the switch-and-save page and the printer model pages.
 */
import { capacityInMl, type ComparedCartridge } from '../../shared/rules/switch-and-save'

type YieldsAndCapacity = { yields?: readonly ({ yield?: number | null } | null)[] | null; capacity?: readonly (string | null)[] | null }

/** The first positive page yield (the black one for a colour set), as the back end compares them. */
export function pagesOf(product: YieldsAndCapacity): number | null {
  return product.yields?.map((entry) => entry?.yield).find((pages): pages is number => typeof pages === 'number' && pages > 0) ?? null
}

/** The product's price (pence, incl. VAT), page yield and ml content for the SPEC §4 rules. */
export function comparedCartridge(product: YieldsAndCapacity, pricePence: number): ComparedCartridge {
  return { pricePence, pages: pagesOf(product), capacityMl: capacityInMl(product.capacity) }
}
