import { useState } from 'react'
import { interpolate } from '../../shared/messages/interpolate'
import { requestStockAlert } from '../stores/email-requests'
import { EmailForm } from './email-form'
import type { ModalContentProps } from './modal-content-props'
import { ModalBody, primaryButton, secondaryButton } from './modal-body'

/**
 * SPEC §2 Modals and §4 "Stock notification": an e-mail form, with no result until it succeeds;
 * then a thank-you with a link back to the product and a continue-shopping button. SPEC §5 also
 * asks for a categoryProduct, which the spec does not define: the product's name is sent.
 */
export default function OutOfStock({ props, texts, close, titleId }: ModalContentProps<'outOfStock'>) {
  const { product, categoryId } = props
  const [done, setDone] = useState(false)

  async function request(email: string): Promise<string | null> {
    const result = await requestStockAlert({ email, productId: product.id, categoryId, categoryProduct: product.name })
    if (!result.ok) return texts['modal.outOfStock.failed']
    setDone(true)
    return null
  }

  return (
    <ModalBody titleId={titleId} title={texts['modal.outOfStock.title']}>
      {done ? (
        <>
          <p role="status">{interpolate(texts['modal.outOfStock.thanks'], { name: product.name })}</p>
          <div className="flex flex-wrap gap-3">
            <a href={product.url} className={secondaryButton}>
              {interpolate(texts['modal.outOfStock.viewProduct'], { name: product.name })}
            </a>
            <button type="button" onClick={close} autoFocus className={primaryButton}>
              {texts['modal.outOfStock.continue']}
            </button>
          </div>
        </>
      ) : (
        <>
          <p>{interpolate(texts['modal.outOfStock.intro'], { name: product.name })}</p>
          <EmailForm label={texts['modal.email']} submitLabel={texts['modal.outOfStock.submit']} invalidText={texts['form.email']} onSubmit={request} />
        </>
      )}
    </ModalBody>
  )
}
