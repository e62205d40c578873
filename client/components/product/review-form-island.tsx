import { REVIEW_POST_PATH, SIGN_IN_PATH } from '../../../shared/constants/shop-paths'
import { pickMessages } from '../../../shared/messages/pick-messages'
import { storePath } from '../../../shared/rules/store-from-path'
import { Island } from '../../islands/island'
import { ISLAND_TEXT_KEYS } from '../../islands/island-texts'
import type { PageProps } from '../page-props'
import type { ProductPageView, ReviewRatingView } from '../../../shared/views/product-view'


/**
 * "Write a review" in the Reviews tab. Rendered with the first bytes, outside the streamed reviews:
 * a streamed section stays hidden without scripts, and the form must work without them. It
 * hydrates once in view after load (the tab opened, scrolled to) or when the shopper first reaches
 * it; until then, and without scripts, it is a plain form.
 */
export function ReviewFormIsland({ store, t, product, ratings }: PageProps & { product: ProductPageView; ratings: readonly ReviewRatingView[] }) {
  return (
    <Island
      name="review-form"
      hydrate="visible"
      props={{
        texts: pickMessages(t, ISLAND_TEXT_KEYS['review-form']),
        sku: product.sku,
        productName: product.name,
        action: storePath(store, REVIEW_POST_PATH),
        returnPath: product.path,
        ratings,
        signInPath: storePath(store, SIGN_IN_PATH),
      }}
    />
  )
}
