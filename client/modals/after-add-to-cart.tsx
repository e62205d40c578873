import { useEffect } from 'react'
import { interpolate } from '../../shared/messages/interpolate'
import { basketPrefetchRules, SPECULATED_LINK_MARK } from '../../shared/rules/speculation-rules'
import { addSpeculationRules } from '../platform/speculation'
import type { ModalContentProps } from './modal-content-props'
import { ModalBody, primaryButton, secondaryButton } from './modal-body'

/**
 * SPEC §2 Modals: after add to cart, with View basket and Continue. View basket is one step to the
 * basket page (issue 25): the header's basket icon is the way to the panel. While the modal is open
 * the basket page is fetched ahead (issue 26), and View basket opens that copy natively.
 */
export default function AfterAddToCart({ props, texts, paths, close, titleId }: ModalContentProps<'afterAddToCart'>) {
  // Fetched once the line is in the basket (the modal opens after the add), so the copy shows it.
  useEffect(() => addSpeculationRules(basketPrefetchRules(paths.cart)), [paths.cart])
  const lines = [{ product: props.product, quantity: props.quantity }, ...(props.also ?? [])]
  return (
    <ModalBody titleId={titleId} title={texts['modal.afterAddToCart.title']}>
      {lines.map(({ product, quantity }) => (
        <div key={product.sku} className="flex items-center gap-4">
          {product.imageUrl && <img src={product.imageUrl} alt="" width={90} height={90} className="size-[90px] object-contain" />}
          <p>{interpolate(texts['modal.afterAddToCart.line'], { quantity, name: product.name })}</p>
        </div>
      ))}
      <div className="flex flex-wrap gap-3">
        <a href={paths.cart} onClick={close} className={primaryButton} {...{ [SPECULATED_LINK_MARK]: '' }}>
          {texts['modal.afterAddToCart.viewBasket']}
        </a>
        <button type="button" onClick={close} className={secondaryButton}>
          {texts['modal.afterAddToCart.continue']}
        </button>
      </div>
    </ModalBody>
  )
}
