import { useState } from 'react'
import { interpolate } from '../../shared/messages/interpolate'
import { storeFromPath } from '../../shared/rules/store-from-path'
import { track } from '../platform/analytics'
import { CART_CHANGED_EVENT, removeLine } from '../stores/cart'
import { dismissAll, notify } from '../stores/notifications'
import type { ModalContentProps } from './modal-content-props'
import { ModalBody, primaryButton, secondaryButton } from './modal-body'


/**
 * SPEC §4 "Remove": any open notification is dismissed first; after success the modal closes and
 * "Product removed" says which, with a check icon, not persistent; remove_from_cart goes to the
 * data layer.
 */
export default function RemoveItem({ props, texts, close, titleId }: ModalContentProps<'removeItem'>) {
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  async function remove() {
    dismissAll()
    setBusy(true)
    const result = await removeLine(props.itemUid)
    setBusy(false)
    if (!result.ok) {
      setFailed(true)
      return
    }
    // Sent here, once, whichever list opened the modal (the basket page or the basket panel).
    if (props.item) track('remove_from_cart', { currency: storeFromPath(location.pathname).store.currency, items: [props.item] })
    window.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT, { detail: { removedUid: props.itemUid } }))
    close()
    notify({
      type: 'success',
      title: texts['modal.removeItem.doneTitle'],
      message: interpolate(texts['modal.removeItem.done'], { name: props.productName }),
    })
  }

  return (
    <ModalBody titleId={titleId} title={texts['modal.removeItem.title']}>
      <p>{interpolate(texts['modal.removeItem.question'], { name: props.productName })}</p>
      {failed && (
        <p role="alert" className="text-sm text-red-800">
          {texts['modal.removeItem.failed']}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={() => void remove()} disabled={busy} aria-busy={busy} className={primaryButton}>
          {texts['modal.removeItem.confirm']}
        </button>
        <button type="button" onClick={close} autoFocus className={secondaryButton}>
          {texts['modal.removeItem.cancel']}
        </button>
      </div>
    </ModalBody>
  )
}
