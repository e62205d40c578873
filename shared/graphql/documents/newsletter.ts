/**
 * @module
 * Newsletter sign-up (SPEC §3 "Newsletter status", §7). The document is in `newsletter/`; its types
 * are generated.
 */
import type { SubscriptionStatusesEnum } from '../generated'

export { SubscribeEmailToNewsletterDocument as SUBSCRIBE_EMAIL_TO_NEWSLETTER } from '../generated'

export type NewsletterStatus = SubscriptionStatusesEnum
