/**
 * @module
 * The sign-in, registration and password forms as they arrive (issue 17 points 1 to 3): each field
 * read as text and checked with the messages of SPEC §5's form catalogue, so a refused form is shown
 * again with what was typed (never a password) and a message next to each field.
 */
import { z } from 'zod'
import { emailInput } from '../../shared/api/inputs'
import type { MessageKey } from '../../shared/messages/translate'
import { meetsPasswordRule } from '../../shared/rules/password-rule'
import { returnPath } from '../security/return-path'
import { text, type FieldErrors, type FormResult } from './checkout-forms'

type Body = Record<string, unknown>

// Magento's name columns hold 255 characters; longer is a mistake, not a name.
const MAX_NAME_LENGTH = 120
const MAX_PASSWORD_LENGTH = 256

/** SPEC §5: an e-mail field is required and must be an address. */
export function emailError(value: string): MessageKey | null {
  if (!value) return 'form.required'
  return emailInput.safeParse(value).success ? null : 'form.email'
}

/** A password as typed (not trimmed: spaces may be part of it), or empty when absent. */
const password = (value: unknown): string => (typeof value === 'string' ? value.slice(0, MAX_PASSWORD_LENGTH + 1) : '')

/** A new password and its confirmation: SPEC §5's rule, then the two must match. */
function newPasswordErrors(first: string, second: string): FieldErrors<'password' | 'confirmPassword'> {
  if (!first) return { password: 'form.required' }
  if (first.length > MAX_PASSWORD_LENGTH || !meetsPasswordRule(first)) return { password: 'form.passwordRule' }
  if (!second) return { confirmPassword: 'form.required' }
  return first === second ? {} : { confirmPassword: 'form.passwordsDiffer' }
}

export function result<V, F extends string>(values: V, errors: FieldErrors<F>): FormResult<V, F> {
  return Object.keys(errors).length > 0 ? { ok: false, values, errors } : { ok: true, values }
}

/** Where to go after signing in: a path in this store, else nothing (the account page). */
export const returnTo = (value: unknown): string | null => {
  const parsed = returnPath.safeParse(text(value))
  return parsed.success ? parsed.data : null
}

export type SignInValues = { email: string; password: string; rememberMe: boolean; returnTo: string | null }

export function readSignInForm(body: Body): FormResult<SignInValues, 'email' | 'password'> {
  const values = { email: text(body.email), password: password(body.password), rememberMe: body.rememberMe !== undefined, returnTo: returnTo(body.return) }
  const errors: FieldErrors<'email' | 'password'> = {}
  const emailProblem = emailError(values.email)
  if (emailProblem) errors.email = emailProblem
  if (!values.password) errors.password = 'form.required'
  return result(values, errors)
}

export const REGISTER_FIELDS = ['firstname', 'lastname', 'email', 'password', 'confirmPassword'] as const
export type RegisterField = (typeof REGISTER_FIELDS)[number]
export type RegisterValues = { firstname: string; lastname: string; email: string; password: string; newsletter: boolean; returnTo: string | null }

export function readRegisterForm(body: Body): FormResult<RegisterValues, RegisterField> {
  const values = { firstname: text(body.firstname), lastname: text(body.lastname), email: text(body.email), password: password(body.password), newsletter: body.newsletter !== undefined, returnTo: returnTo(body.return) }
  const errors: FieldErrors<RegisterField> = newPasswordErrors(values.password, password(body.confirmPassword))
  for (const name of ['firstname', 'lastname'] as const) {
    if (!values[name]) errors[name] = 'form.required'
    else if (values[name].length > MAX_NAME_LENGTH) errors[name] = 'checkout.field.tooLong'
  }
  const emailProblem = emailError(values.email)
  if (emailProblem) errors.email = emailProblem
  return result(values, errors)
}

export function readForgotPasswordForm(body: Body): FormResult<{ email: string; captchaToken: string | null }, 'email'> {
  const values = { email: text(body.email), captchaToken: text(body['g-recaptcha-response']) || null }
  const emailProblem = emailError(values.email)
  return result(values, emailProblem ? { email: emailProblem } : {})
}

/** The reset link's e-mail and token (from the link, carried in hidden fields) and the new password. */
export type ResetLink = { email: string; token: string }
const resetLink = z.object({ email: emailInput, token: z.string().regex(/^[A-Za-z0-9_-]{8,256}$/) })

export function readResetLink(email: unknown, token: unknown): ResetLink | null {
  const parsed = resetLink.safeParse({ email: text(email), token: text(token) })
  return parsed.success ? parsed.data : null
}

export function readCreatePasswordForm(body: Body): FormResult<{ password: string; captchaToken: string | null }, 'password' | 'confirmPassword'> {
  const values = { password: password(body.password), captchaToken: text(body['g-recaptcha-response']) || null }
  return result(values, newPasswordErrors(values.password, password(body.confirmPassword)))
}

/** The profile's name form (SPEC §4 "Update profile": the fields other than the e-mail). */
export function readAccountName(body: Body): FormResult<{ firstname: string; lastname: string }, 'firstname' | 'lastname'> {
  const values = { firstname: text(body.firstname), lastname: text(body.lastname) }
  const errors: FieldErrors<'firstname' | 'lastname'> = {}
  for (const name of ['firstname', 'lastname'] as const) {
    if (!values[name]) errors[name] = 'form.required'
    else if (values[name].length > MAX_NAME_LENGTH) errors[name] = 'checkout.field.tooLong'
  }
  return result(values, errors)
}

/** SPEC §5 "Changing email requires the password". */
export function readEmailChange(body: Body): FormResult<{ email: string; password: string }, 'email' | 'emailPassword'> {
  const values = { email: text(body.email), password: password(body.emailPassword) }
  const errors: FieldErrors<'email' | 'emailPassword'> = {}
  const emailProblem = emailError(values.email)
  if (emailProblem) errors.email = emailProblem
  if (!values.password) errors.emailPassword = 'form.required'
  return result(values, errors)
}

/** The current password, then a new one twice under SPEC §5's rule. */
export function readPasswordChange(body: Body): FormResult<{ currentPassword: string; password: string }, 'currentPassword' | 'password' | 'confirmPassword'> {
  const values = { currentPassword: password(body.currentPassword), password: password(body.password) }
  const errors: FieldErrors<'currentPassword' | 'password' | 'confirmPassword'> = newPasswordErrors(values.password, password(body.confirmPassword))
  if (!values.currentPassword) errors.currentPassword = 'form.required'
  return result(values, errors)
}
