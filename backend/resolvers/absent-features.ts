/**
 * @module
 * Magento features this shop does not use, answered as Magento answers with them switched off or
 * unconfigured: no checkout agreements (terms are accepted on the order page's text, not by a
 * checkbox) and no in-store pickup locations.
 */
import { validPage } from './paging'

type PickupArgs = { pageSize?: number | null; currentPage?: number | null }

export const absentFeatureQueries = {
  checkoutAgreements: () => [],
  pickupLocations: (_s: unknown, args: PickupArgs) => {
    const page = validPage(args.pageSize, args.currentPage)
    return { items: [], total_count: 0, page_info: { page_size: page.size, current_page: page.current, total_pages: 0 } }
  },
}
