import type { PageProps } from '../page-props'

/** The delivery message in words (the worker formats it for the request's time, SPEC §4), and any special stock note. */
export type DeliveryNoteView = { text: string; special: string | null }

/** SPEC §4 "Delivery message" beside the buy box, with SPEC §3 special stock when the product has it. */
export function DeliveryNote({ t, delivery }: Pick<PageProps, 't'> & { delivery: DeliveryNoteView }) {
  return (
    <div className="space-y-1 rounded-md bg-ink-100 px-4 py-3 text-sm" data-delivery-message="">
      <p className="font-semibold text-ink-900">
        <span className="sr-only">{t('product.delivery.label')}: </span>
        {delivery.text}
      </p>
      {delivery.special ? <p className="text-ink-700">{delivery.special}</p> : null}
    </div>
  )
}
