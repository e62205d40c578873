/**
 * @module
 * The contact form as it arrives (issue 18 point 2): name, e-mail, an optional telephone and the
 * message, each checked with the form catalogue of SPEC §5 (which leaves the contact form's own
 * rules open: a name of two characters or more, and a message of a sensible length).
 */
import { emailError, result } from './account-forms'
import { telephoneError, text, type FieldErrors, type FormResult } from './checkout-forms'

export const CONTACT_FIELDS = ['name', 'email', 'telephone', 'comment'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]
export type ContactValues = Record<ContactField, string>

export const CONTACT_NAME_MIN = 2
const MAX_NAME_LENGTH = 120
/** Long enough for a detailed question about an order; longer is pasted by accident or by a bot. */
export const CONTACT_COMMENT_MAX = 4000

export function readContactForm(body: Record<string, unknown>): FormResult<ContactValues, ContactField> {
  const values: ContactValues = { name: text(body.name), email: text(body.email), telephone: text(body.telephone), comment: text(body.comment) }
  const errors: FieldErrors<ContactField> = {}
  if (!values.name) errors.name = 'form.required'
  else if (values.name.length < CONTACT_NAME_MIN) errors.name = 'form.minLength'
  else if (values.name.length > MAX_NAME_LENGTH) errors.name = 'checkout.field.tooLong'
  const emailProblem = emailError(values.email)
  if (emailProblem) errors.email = emailProblem
  const telephoneProblem = values.telephone ? telephoneError(values.telephone) : null
  if (telephoneProblem) errors.telephone = telephoneProblem
  if (!values.comment) errors.comment = 'form.required'
  else if (values.comment.length > CONTACT_COMMENT_MAX) errors.comment = 'contact.commentTooLong'
  return result(values, errors)
}
