/**
 * @module
 * Sends the contact form's message (issue 18 point 2) to the back end's `contactUs`, which the
 * embedded back end queues in the outbox for customer services. A guest's request: no token.
 */
import { CONTACT_US } from '../../shared/graphql/documents/contact'
import { GraphQLCallError, INPUT_CATEGORY } from '../graphql/errors'
import type { GraphQLTransport } from '../graphql/transport'
import type { ContactValues } from './contact-form'

/** `input` when the back end refused what was typed, `failed` when it could not take the message. */
export type ContactResult = { ok: true } | { ok: false; reason: 'input' | 'failed' }

export async function sendContactMessage(graphql: GraphQLTransport, store: string, message: ContactValues, requestId: string): Promise<ContactResult> {
  const { name, email, telephone, comment } = message
  try {
    const { contactUs } = await graphql.mutate(CONTACT_US, { input: { name, email, telephone: telephone || null, comment } }, { asCustomer: false, store })
    return contactUs?.status ? { ok: true } : { ok: false, reason: 'failed' }
  } catch (error) {
    if (!(error instanceof GraphQLCallError)) throw error
    console.error(`[${requestId}] contactUs refused: ${error.message}`)
    return { ok: false, reason: error.category === INPUT_CATEGORY ? 'input' : 'failed' }
  }
}
