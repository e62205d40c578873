/**
 * @module
 * What the staff area needs from the embedded back end, as the composition root hands it in
 * (`worker/app.tsx`), so no route module reaches into `backend/`.
 */
import type { CmsEntryView, CmsFields, CmsKind, CmsSummaryView, CmsVersionView, ReviewStatus, ReviewView, StockChangeView, StockView } from '../../../client/admin/admin-views'

export type CmsWrite = CmsFields & { kind: CmsKind; identifier: string; scope: string }

export type CmsEditorService = {
  /** Every block and page row of every scope. */
  list(db: D1Database): Promise<readonly CmsSummaryView[]>
  /** The row of exactly this scope; null when the scope has none of its own. */
  find(db: D1Database, kind: CmsKind, identifier: string, scope: string): Promise<CmsEntryView | null>
  /** Writes the scope's row and keeps what it replaces as a version. */
  save(db: D1Database, entry: CmsWrite, by: string, now: string): Promise<void>
  /** The scope's earlier versions, newest first. */
  versions(db: D1Database, kind: CmsKind, identifier: string, scope: string): Promise<readonly CmsVersionView[]>
  /** Writes a version back (keeping the content it replaces); null when there is no such version. */
  restore(db: D1Database, versionId: number, by: string, now: string): Promise<CmsVersionView | null>
  /** The store-relative paths the route lookup resolves to the page. */
  pagePaths(db: D1Database, identifier: string): Promise<readonly string[]>
}

export type StockService = {
  find(db: D1Database, sku: string): Promise<StockView | null>
  /** Sets the quantity; `shopOrigin` makes the back-in-stock e-mails' links absolute. */
  set(db: D1Database, sku: string, qty: number, shopOrigin: string, now: string): Promise<StockChangeView | null>
}

/** An e-mail the embedded back end sent (wrote to its outbox). */
export type SentEmail = { id: number; to: string; kind: string; subject: string; body: string; sentAt: string }

export type OutboxService = {
  /** The newest e-mails, newest first, to an address and of a kind where given. */
  find(db: D1Database, filter: { to?: string | undefined; kind?: string | undefined }): Promise<readonly SentEmail[]>
}

export type ReviewModerationService = {
  /** A page (1-based) of the reviews of one status (newest first), and how many there are in all. */
  list(db: D1Database, status: ReviewStatus, page: number): Promise<{ items: readonly ReviewView[]; total: number }>
  find(db: D1Database, id: number): Promise<ReviewView | null>
  /** Sets the status (the product's rating follows); null when there is no such review. */
  moderate(db: D1Database, id: number, status: ReviewStatus): Promise<ReviewView | null>
  /** How many reviews a queue page shows. */
  perPage: number
}

export type StaffServices = { cms: CmsEditorService; stock: StockService; outbox: OutboxService; reviews: ReviewModerationService }
