/**
 * @module
 * A page's `<title>`: the page's own title followed by the shop's name. A meta title from the back
 * end (Magento's `meta_title`) is often already the whole title, shop name included: it is then
 * used as it is, never named twice.
 */
import { SHOP_NAME } from '../../shared/constants/shop'
import type { Translate } from '../../shared/messages/translate'

export function documentTitle(t: Translate, title: string): string {
  return title.toLowerCase().includes(SHOP_NAME.toLowerCase()) ? title : t('page.titleSuffix', { title, shop: SHOP_NAME })
}
