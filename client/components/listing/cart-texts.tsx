import { serializeForScript } from '../../../shared/html/serialize-for-script'
import type { AddToCartTexts } from '../../effects/add-to-cart'
import type { PageProps } from '../page-props'

/** What a refused add shows, per SPEC §4 cart stock error code (`client/effects/add-to-cart.ts` reads the first of these). */
export function CartTexts({ t }: Pick<PageProps, 't'>) {
  const texts: AddToCartTexts = {
    INSUFFICIENT_STOCK: t('notice.cartInsufficientStock'),
    NOT_SALABLE: t('notice.cartNotSalable'),
    PRODUCT_NOT_FOUND: t('notice.cartProductNotFound'),
    UNDEFINED: t('notice.cartAddFailed'),
  }
  return <script type="application/json" data-cart-texts="" dangerouslySetInnerHTML={{ __html: serializeForScript(texts) }} />
}
