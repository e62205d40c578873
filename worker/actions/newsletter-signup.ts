/**
 * @module
 * The newsletter page's sign-up (issue 25 point 7; SPEC §7 `subscribeEmailToNewsletter`): the
 * address is checked as every e-mail field is (SPEC §5), then subscribed. As the customer when
 * signed in, as the shop's own API does: the back end lets only a customer subscribe their own
 * address. The outcome is data the page shows, never an exception.
 */
import { SUBSCRIBE_EMAIL_TO_NEWSLETTER, type NewsletterStatus } from '../../shared/graphql/documents/newsletter'
import type { MessageKey } from '../../shared/messages/translate'
import { GraphQLCallError } from '../graphql/errors'
import type { GraphQLTransport } from '../graphql/transport'
import { emailError } from './account-forms'

export type NewsletterSignup =
  | { ok: true; status: NewsletterStatus }
  | { ok: false; field: 'email'; error: MessageKey }
  | { ok: false; field: null; error: MessageKey }

/** The longest address a form may send (RFC 5321 allows 254). */
const EMAIL_MAX = 254

export function newsletterEmail(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim().slice(0, EMAIL_MAX + 1) : ''
}

export async function signUpToNewsletter(graphql: GraphQLTransport, email: string, requestId: string): Promise<NewsletterSignup> {
  const problem = email.length > EMAIL_MAX ? 'form.email' : emailError(email)
  if (problem) return { ok: false, field: 'email', error: problem }
  try {
    const { subscribeEmailToNewsletter } = await graphql.mutate(SUBSCRIBE_EMAIL_TO_NEWSLETTER, { email }, { asCustomer: true })
    const status = subscribeEmailToNewsletter?.status
    // Subscribing never leaves an address unsubscribed; an answer that says so is a refusal.
    return status && status !== 'UNSUBSCRIBED' ? { ok: true, status } : { ok: false, field: null, error: 'modal.newsletter.failed' }
  } catch (error) {
    // An ended session is not the form's fault: it goes on to the error handler (signed out, home).
    if (!(error instanceof GraphQLCallError)) throw error
    console.error(`[${requestId}] subscribeEmailToNewsletter refused: ${error.message}`)
    return { ok: false, field: null, error: 'modal.newsletter.failed' }
  }
}
