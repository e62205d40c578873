/**
 * @module
 * Newsletter sign-up (SPEC §3 "Newsletter status", §7).
 */
import { gql, type TypedDocumentNode } from '@urql/core'

export type NewsletterStatus = 'NOT_ACTIVE' | 'SUBSCRIBED' | 'UNCONFIRMED' | 'UNSUBSCRIBED'

export const SUBSCRIBE_EMAIL_TO_NEWSLETTER: TypedDocumentNode<{ subscribeEmailToNewsletter: { status: NewsletterStatus | null } | null }, { email: string }> = gql`
  mutation SubscribeEmailToNewsletter($email: String!) {
    subscribeEmailToNewsletter(email: $email) {
      status
    }
  }
`
