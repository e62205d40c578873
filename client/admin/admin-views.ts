/**
 * @module
 * What the staff area's pages show, as plain data: the worker fills these from the services the
 * composition root hands it (the embedded back end), so the pages never see a back end.
 */

export type CmsKind = 'block' | 'page'

/** 'all' (Magento's store_id 0, every store view) or a store view's code. */
export type CmsScope = string

/** The fields staff edit; the page-only ones are null for blocks. */
export type CmsFields = {
  title: string
  content: string
  isActive: boolean
  contentHeading: string | null
  metaTitle: string | null
  metaDescription: string | null
}

export type CmsEntryView = CmsFields & { kind: CmsKind; identifier: string; scope: CmsScope; updatedAt: string | null }

export type CmsSummaryView = Pick<CmsEntryView, 'kind' | 'identifier' | 'scope' | 'title' | 'isActive' | 'updatedAt'>

export type CmsVersionView = CmsFields & {
  id: number
  kind: CmsKind
  identifier: string
  scope: CmsScope
  savedAt: string | null
  replacedAt: string
  replacedBy: string
}

export type StockView = {
  sku: string
  name: string
  enabled: boolean
  qty: number
  inStock: boolean
  onlyXLeft: number | null
  waitingAlerts: number
  /** Store-relative URL paths of the product (its page's first). */
  paths: readonly string[]
}

export type StockChangeView = { before: StockView; after: StockView; alertsSent: number }

/** A form field's problem, by field name, as text to show beside it. */
export type FieldErrors = Partial<Record<string, string>>

/** Magento's review statuses, as the data keeps them: Pending, Approved, Not Approved. */
export const REVIEW_STATUSES = ['pending', 'approved', 'not_approved'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

export type ReviewView = {
  id: number
  status: ReviewStatus
  nickname: string
  summary: string
  text: string
  /** When it was written (ISO 8601, UTC). */
  createdAt: string
  ratings: readonly { name: string; value: number }[]
  /** Store-relative URL paths of the product (its page's first). */
  product: { sku: string; name: string; paths: readonly string[] }
}
