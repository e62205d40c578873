/**
 * @module
 * The contact form: a shopper's message goes to customer services.
 */
import type { BackendContext } from '../context'
import { queueEmail } from '../db/outbox'
import { inputError } from '../graphql/errors'
import { EMAIL_ADDRESS } from './email-address'

type ContactInput = { email: string; name: string; telephone?: string | null; comment: string }

export const contactMutations = {
  contactUs: async (_s: unknown, args: { input: ContactInput }, context: BackendContext) => {
    const { email, name, telephone, comment } = args.input
    if (!name.trim()) throw inputError('Enter your name.')
    if (!EMAIL_ADDRESS.test(email.trim())) throw inputError('The email address is invalid. Verify the email address and try again.')
    if (!comment.trim()) throw inputError('Enter a comment.')
    // The shop's customer services read the outbox (a real shop would mail them).
    await queueEmail(context.db, {
      to: String(context.store.config.contact_email ?? 'customer.services@cartridge-corner.example'),
      kind: 'contact',
      subject: `Contact form: ${name.trim()}`,
      body: `From: ${name.trim()} <${email.trim()}>${telephone?.trim() ? `\nTelephone: ${telephone.trim()}` : ''}\n\n${comment.trim()}`,
      now: new Date().toISOString(),
    })
    return { status: true }
  },
}
