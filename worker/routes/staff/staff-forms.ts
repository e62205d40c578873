/**
 * @module
 * The staff area's inputs, each checked with zod: what names an entry (kind, identifier, store
 * scope), the editor's fields, and the stock form. A refused field gets the area's own message.
 */
import { z } from 'zod'
import { ADMIN_TEXTS } from '../../../client/admin/admin-texts'
import { REVIEW_STATUSES, type CmsFields, type FieldErrors } from '../../../client/admin/admin-views'
import { CMS_LIMITS } from '../../../client/admin/cms-edit-page'
import { STOCK_QTY_RANGE } from '../../../client/admin/stock-page'
import { STORE_VIEWS } from '../../cache/staff-purges'
import { HttpError } from '../../errors/http-error'

/** A hidden field that does not fit was not sent by the staff area's own form. */
export class BadForm extends HttpError {
  constructor() {
    super(400, 'the staff form was malformed')
  }
}

export const cmsKind = z.enum(['block', 'page'])
/** As the shop's content routes accept identifiers. */
export const cmsIdentifier = z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/, { error: ADMIN_TEXTS.errorIdentifier })
export const cmsScope = z.enum(['all', ...STORE_VIEWS.map((store) => store.code)] as [string, ...string[]])

export const cmsEntryRef = z.object({ kind: cmsKind, identifier: cmsIdentifier, scope: cmsScope })
export type CmsEntryRef = z.infer<typeof cmsEntryRef>

/** The edit page's query: the entry, and the outcome of the form that led back to it. */
export const cmsEditQuery = cmsEntryRef.extend({ saved: z.literal('1').optional(), restored: z.literal('1').optional() })

const text = (max: number) => z.string({ error: ADMIN_TEXTS.errorRequired }).max(max, { error: ADMIN_TEXTS.errorTooLong(max) })
/** An optional text: blank is none. */
const optionalText = (max: number) =>
  z
    .string()
    .max(max, { error: ADMIN_TEXTS.errorTooLong(max) })
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : null))

/** The editor's fields as the form posts them (a checkbox is absent when off). */
export const cmsFieldsForm = z.object({
  title: text(CMS_LIMITS.title)
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, { error: ADMIN_TEXTS.errorRequired }),
  content: text(CMS_LIMITS.content),
  isActive: z
    .literal('1')
    .optional()
    .transform((value) => value === '1'),
  contentHeading: optionalText(CMS_LIMITS.contentHeading),
  metaTitle: optionalText(CMS_LIMITS.metaTitle),
  metaDescription: optionalText(CMS_LIMITS.metaDescription),
}) satisfies z.ZodType<CmsFields, Record<string, unknown>>

export const restoreForm = z.object({ version: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })

export const purgeForm = cmsEntryRef

export const stockSku = z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9._/ -]{0,63}$/, { error: ADMIN_TEXTS.errorSku })

export const stockQuery = z.object({ sku: z.string().optional(), saved: z.literal('1').optional(), sent: z.coerce.number().int().min(0).max(100_000).optional() })

export const stockForm = z.object({
  sku: stockSku,
  qty: z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, { error: ADMIN_TEXTS.errorQty })
    .transform(Number)
    .refine((qty) => qty >= STOCK_QTY_RANGE.min && qty <= STOCK_QTY_RANGE.max, { error: ADMIN_TEXTS.errorQty }),
})

/** A review's id as the queue links and the decision form carry it. */
const reviewId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)

export const reviewStatus = z.enum(REVIEW_STATUSES)

export const reviewQueueQuery = z.object({
  status: reviewStatus.default('pending'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** The decision that led back here, and on which review. */
  done: z.enum(['approved', 'not_approved']).optional(),
  review: reviewId.optional(),
})

export const reviewParam = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/)
    .transform(Number),
})

/** The decision form: which review, and Approve (approved) or Reject (not_approved). */
export const reviewDecisionForm = z.object({ id: reviewId, status: z.enum(['approved', 'not_approved']) })

/** A refused form's messages by field, the first for each. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= issue.message
  }
  return errors
}

/** A form body's text fields (files are not expected here and are left out). */
export function textFields(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}
