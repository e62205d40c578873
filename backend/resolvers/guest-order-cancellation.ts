/**
 * @module
 * A guest cancelling their order (Magento 2.4.8's OrderCancellationGraphQl): `requestGuestOrderCancel`
 * takes the order's token (`CustomerOrder.token`) and a reason and e-mails a confirmation key;
 * `confirmCancelOrder` takes the order's id and that key and cancels the order as the customer's
 * `cancelOrder` does (status `canceled`, stock back, the guest e-mailed, the reason in its history).
 * Refusals are Magento's: input and lookup errors as GraphQL errors, the order's state in `error`
 * and `errorV2`, whose code comes from the message as Magento's CancelOrderErrorCodes maps it.
 */
import { sameText } from '../auth/constant-time'
import { tokenHash } from '../auth/tokens'
import type { BackendContext } from '../context'
import { addOrderComment, findCancelConfirmation, saveCancelConfirmation } from '../db/guest-order-cancellation'
import { cancelOrder, FINAL_STATUSES, findOrderById, findOrderByToken, type SalesOrderRecord } from '../db/orders'
import { queueEmail } from '../db/outbox'
import { findStoreConfig } from '../db/store-configs'
import { inputError, MagentoError, noSuchEntity } from '../graphql/errors'
import { remindWaitingShoppers } from './order-cancellation'
import { orderView } from './order-view'
import { fromUid, toUid } from './uid'

/** Magento's GetConfirmationKey: 32 random letters and digits. */
const KEY_LENGTH = 32
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

const DISABLED = 'Order cancellation is not enabled for requested store.'
const CLOSED = 'Order already closed, complete, cancelled or on hold'
const NOT_FOUND = "The entity that was requested doesn't exist. Verify the entity and try again."
const NOT_GUEST = 'Current user is not authorized to cancel this order'
const NOT_CONFIRMED = 'The order cancellation could not be confirmed.'

/** Magento's CancelOrderErrorCodes: the code of an error message, UNDEFINED for any other. */
const CODES: Record<string, string> = {
  [DISABLED.toLowerCase()]: 'ORDER_CANCELLATION_DISABLED',
  [NOT_GUEST.toLowerCase()]: 'UNAUTHORISED',
  [NOT_FOUND.toLowerCase()]: 'ORDER_NOT_FOUND',
  'order with one or more items shipped cannot be cancelled': 'PARTIAL_ORDER_ITEM_SHIPPED',
  [CLOSED.toLowerCase()]: 'INVALID_ORDER_STATUS',
}

/** `CancelOrderOutput.errorV2`, for the guest's mutations and the customer's `cancelOrder` alike. */
export const cancelOrderOutputFields = {
  errorV2: (output: { error?: string | null }) => (output.error ? { message: output.error, code: CODES[output.error.toLowerCase()] ?? 'UNDEFINED' } : null),
}

function confirmationKey(): string {
  // 62 letters and digits: bytes of 248 and above are skipped so that each is as likely.
  let key = ''
  while (key.length < KEY_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(KEY_LENGTH))) {
      if (byte < 248 && key.length < KEY_LENGTH) key += KEY_ALPHABET[byte % KEY_ALPHABET.length]
    }
  }
  return key
}

const missing = (field: string) => inputError(`Required parameter "${field}" is missing or incorrect.`)

/**
 * Magento's ValidateOrder: what stops the order's cancellation, answered as the mutation's error
 * (with the order where it exists for the guest to see), or null. Nothing is shipped here, so
 * "one or more items shipped" never applies.
 */
async function cancellationRefusal(order: SalesOrderRecord, context: BackendContext) {
  if ((await storeOf(order, context))?.config.order_cancellation_enabled !== true) return { error: DISABLED }
  if (isClosed(order)) return { error: CLOSED, order: orderView(order, context) }
  return null
}

/** The store view the order was placed in: cancelling is allowed or not per store view. */
const storeOf = async (order: SalesOrderRecord, context: BackendContext) => (order.store_code === context.store.code ? context.store : findStoreConfig(context.db, order.store_code))

const isClosed = (order: SalesOrderRecord) => (FINAL_STATUSES as readonly string[]).includes(order.status)

/** The order's id as a client holds it: `CustomerOrder.id` (its uid), or the number inside it. */
function orderIdOf(value: string): number | null {
  const text = value.trim()
  if (/^\d{1,12}$/.test(text)) return Number(text) || null
  return fromUid(text)
}

export const guestOrderCancellationMutations = {
  requestGuestOrderCancel: async (_s: unknown, args: { input: { token: string; reason: string } }, context: BackendContext) => {
    const token = args.input.token.trim()
    if (!token) throw missing('token')
    const reason = args.input.reason.trim()
    if (!reason) throw missing('reason')
    const order = await findOrderByToken(context.db, token)
    // Magento looks the order up in the request's store view.
    if (!order || order.store_code !== context.store.code) throw noSuchEntity("We couldn't locate an order with the information provided.")
    if (order.customer_id !== null) throw new MagentoError('Please login to view the order.', 'graphql-authorization')
    const refusal = await cancellationRefusal(order, context)
    if (refusal) return refusal
    const key = confirmationKey()
    const now = new Date().toISOString()
    await saveCancelConfirmation(context.db, order.id, await tokenHash(key), reason, now)
    // Magento's link goes to its own guest order page; here it names what confirmCancelOrder takes.
    const link = `${context.origin}/sales/guest/view/?order_id=${encodeURIComponent(toUid(order.id))}&confirmation_key=${key}`
    await queueEmail(context.db, {
      to: order.email,
      kind: 'order_cancellation_confirmation',
      subject: `Confirm the cancellation of order ${order.number}`,
      body: `We were asked to cancel order ${order.number}.\n\nTo cancel it, confirm with this link:\n${link}\n\nIf you did not ask for this, ignore this e-mail: the order stays as it is.\n`,
      now,
    })
    await addOrderComment(context.db, order.id, 'Order cancellation confirmation key was sent via email.', true, now)
    return { order: orderView((await findOrderById(context.db, order.id))!, context) }
  },

  confirmCancelOrder: async (_s: unknown, args: { input: { order_id: string; confirmation_key: string } }, context: BackendContext) => {
    const id = orderIdOf(args.input.order_id)
    if (!id) throw missing('order_id')
    const key = args.input.confirmation_key
    if (key.length !== KEY_LENGTH) throw missing('confirmation_key')
    const order = await findOrderById(context.db, id)
    if (!order) return { error: NOT_FOUND }
    if (order.customer_id !== null) return { error: NOT_GUEST }
    const store = await storeOf(order, context)
    if (store?.config.order_cancellation_enabled !== true) return { error: DISABLED }
    // Unlike Magento, the key is checked before the order's state is told, so no one shows a
    // guest's order (its addresses and e-mail) by guessing its id.
    const saved = await findCancelConfirmation(context.db, order.id)
    if (!saved || !sameText(saved.key_hash, await tokenHash(key))) return { error: NOT_CONFIRMED }
    if (isClosed(order)) return { error: CLOSED, order: orderView(order, context) }
    const now = new Date().toISOString()
    const cancelled = await cancelOrder(
      context.db,
      order.id,
      [
        { message: 'Order cancellation notification email was sent.', isVisibleOnFront: false },
        { message: saved.reason, isVisibleOnFront: true },
      ],
      now,
    )
    if (!cancelled) return { error: CLOSED, order: orderView((await findOrderById(context.db, order.id))!, context) }
    await remindWaitingShoppers(context, order.id, now)
    await queueEmail(context.db, {
      to: order.email,
      kind: 'order_cancelled',
      subject: `Order ${order.number} was cancelled`,
      body: `Order ${order.number} was cancelled.\n\nReason: ${saved.reason}\n`,
      now,
    })
    return { order: orderView((await findOrderById(context.db, order.id))!, context) }
  },
}
