/**
 * @module
 * The lazy chunk `product.ts` loads on product pages: the offers' form listeners, bound once for
 * the document, and the page's own bindings (tabs, gallery, configurable choices), undone when the
 * shopper leaves the page.
 */
import { bindProductGallery } from './product-gallery'
import { listenForProductOffers } from './product-offer-forms'
import { bindProductOptions } from './product-options'
import { bindProductTabs } from './product-tabs'
import { trackItemView } from './view-analytics'

export function listenOnce(doc: Document): void {
  listenForProductOffers(doc)
}

/** Binds what lives on the product page `page` (`[data-page-kind="product"]`); returns the unbinding. */
export function bindProductPage(page: HTMLElement): () => void {
  trackItemView(page)
  const tabs = page.querySelector<HTMLElement>('[data-product-tabs]')
  const galleryRoot = page.querySelector<HTMLElement>('[data-product-gallery]')
  const form = page.querySelector<HTMLFormElement>('form[data-product-form]')
  const gallery = galleryRoot ? bindProductGallery(galleryRoot) : null
  const unbinds = [tabs ? bindProductTabs(tabs) : null, gallery ? () => gallery.unbind() : null, form ? bindProductOptions(form, page, (url) => gallery?.showPicture(url)) : null]
  return () => {
    for (const unbind of unbinds) unbind?.()
  }
}
