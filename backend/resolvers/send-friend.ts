/**
 * @module
 * "Email to a Friend" (Magento's SendFriendGraphQl): a shopper sends a product to up to 5 people.
 * Magento's checks in its order: the feature on, guests only when allowed, every field given, at
 * most 5 sends an hour, a product visible in the shop, valid addresses. The e-mails go to the outbox.
 */
import type { BackendContext } from '../context'
import { queueEmail } from '../db/outbox'
import { recordSend, sendsSince } from '../db/send-friend-log'
import { inputError, MagentoError, noSuchEntity } from '../graphql/errors'
import { currentCustomer, NOT_AUTHORIZED } from './customer'
import { EMAIL_ADDRESS } from './email-address'

type SendFriendConfiguration = { enabled_for_customers: boolean; enabled_for_guests: boolean }

/** Magento's defaults for the limits (sendfriend/email/max_recipients, max_per_hour). */
const MAX_RECIPIENTS = 5
const MAX_SENDS_PER_HOUR = 5
const HOUR_MS = 3600_000

/**
 * The store's setting (`send_friend` in its config); without one, this shop's choice: on for
 * customers, off for guests (Magento's default for guests, so the shop cannot be used to mail
 * strangers anonymously).
 */
export function sendFriendConfiguration(context: BackendContext): SendFriendConfiguration {
  const stored = context.store.config.send_friend as Partial<SendFriendConfiguration> | undefined
  return { enabled_for_customers: stored?.enabled_for_customers ?? true, enabled_for_guests: stored?.enabled_for_guests ?? false }
}

type Person = { name: string; email: string }
type SendInput = { product_id: number; sender: Person & { message: string }; recipients: Person[] }

const NO_PRODUCT = "The product that was requested doesn't exist. Verify the product and try again."

export const sendFriendConfigField = {
  send_friend: (_c: unknown, _a: object, context: BackendContext) => sendFriendConfiguration(context),
}

export const sendFriendMutations = {
  sendEmailToFriend: async (_s: unknown, args: { input?: SendInput | null }, context: BackendContext) => {
    const config = sendFriendConfiguration(context)
    if (!config.enabled_for_customers) throw inputError('"Email to a Friend" is not enabled.')
    if (!config.enabled_for_guests && context.customerId === null) throw new MagentoError(NOT_AUTHORIZED, 'graphql-authorization')
    const customer = context.customerId === null ? null : await currentCustomer(context)
    if (!args.input) throw inputError('Please provide Name of sender.')
    const { sender, recipients, product_id } = args.input
    if (!sender.name.trim()) throw inputError('Please provide Name of sender.')
    if (!sender.email.trim()) throw inputError('Please provide Email of sender.')
    if (!sender.message.trim()) throw inputError('Please provide Message.')
    if (recipients.some((r) => !r.name.trim())) throw inputError('Please provide Name for all of recipients.')
    if (recipients.some((r) => !r.email.trim())) throw inputError('Please provide Email for all of recipients.')

    // Magento counts sends by a cookie or the IP address; an API answer here sets no cookie and the
    // back end is not given the address, so the count is per sender: the customer, or the address.
    const senderKey = customer ? `customer:${customer.id}` : `email:${sender.email.trim().toLowerCase()}`
    const now = new Date()
    const since = new Date(now.getTime() - HOUR_MS).toISOString()
    const limited = () => inputError(`You can't send messages more than ${MAX_SENDS_PER_HOUR} times an hour.`)
    if ((await sendsSince(context.db, senderKey, since)) >= MAX_SENDS_PER_HOUR) throw limited()

    const product = Number.isInteger(product_id) && product_id > 0 ? await context.loaders.product.load(product_id) : null
    if (!product || product.status !== 1 || product.visibility === 1) throw noSuchEntity(NO_PRODUCT)

    // Magento's validation: every problem found, joined into one message; a recipient once.
    const trimmed = recipients.map((r) => ({ name: r.name.trim(), email: r.email.trim() }))
    const unique = trimmed.filter((r, i) => trimmed.findIndex((o) => o.email === r.email) === i)
    const problems = [
      ...(EMAIL_ADDRESS.test(sender.email.trim()) ? [] : ['Invalid Sender Email']),
      ...(unique.length ? [] : ['Please specify at least one recipient.']),
      ...(unique.every((r) => EMAIL_ADDRESS.test(r.email)) ? [] : ['Please enter a correct recipient email address.']),
      ...(unique.length > MAX_RECIPIENTS ? [`No more than ${MAX_RECIPIENTS} emails can be sent at a time.`] : []),
    ]
    if (problems.length) throw inputError(problems.join(''))
    if (!(await recordSend(context.db, senderKey, now.toISOString(), since, MAX_SENDS_PER_HOUR))) throw limited()

    const base = String(context.store.config.base_url ?? `${context.origin}/`)
    const url = `${base}${product.url_key}.html`
    for (const recipient of unique) {
      // Magento's product_share template, as text (Reply-To would be the sender).
      await queueEmail(context.db, {
        to: recipient.email,
        kind: 'send_friend',
        subject: `Welcome, ${recipient.name}`,
        body: `${recipient.name},\n\n${sender.name.trim()} wants to share this product with you: ${product.name}\n${url}\n\nMessage from ${sender.name.trim()}:\n${sender.message.trim()}\n\nReply to: ${sender.email.trim()}`,
        now: now.toISOString(),
      })
    }
    return { sender: { name: sender.name, email: sender.email, message: sender.message }, recipients: recipients.map((r) => ({ name: r.name, email: r.email })) }
  },
}
