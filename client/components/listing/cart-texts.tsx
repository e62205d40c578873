import { CART_REFUSAL_TEXTS, CART_TEXTS_ATTRIBUTE } from '../../effects/cart-refusal-texts'
import { PageTexts } from '../../islands/page-texts'
import type { PageProps } from '../page-props'

/** What a refused add shows, per SPEC §4 cart stock error code (`client/effects/add-to-cart.ts` reads the first of these). */
export function CartTexts({ t }: Pick<PageProps, 't'>) {
  return <PageTexts t={t} keys={Object.values(CART_REFUSAL_TEXTS)} marker={{ [CART_TEXTS_ATTRIBUTE]: '' }} />
}
