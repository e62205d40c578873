/**
 * @module
 * The staff editor's CMS service (issue 18 point 6): blocks and pages by store scope, named by the
 * store view's code ('all' for Magento's store_id 0), with their versions. The worker reaches it
 * only through its composition root.
 */
import type { Database } from '../db/database'
import { listStoreConfigs } from '../db/store-configs'
import { ALL_STORES_ID } from '../db/cms'
import {
  cmsPageRequestPaths,
  findCmsEntry,
  findCmsVersion,
  listCmsEntries,
  listCmsVersions,
  saveCmsEntry,
  type CmsEntryKind,
  type CmsEntryRow,
} from '../db/cms-editor'
import type { CmsVersionRow } from '../db/rows'

/** 'all' (every store view) or a store view's code. */
export type StaffCmsScope = string
export const ALL_STORES_SCOPE = 'all'

export type StaffCmsEntry = {
  kind: CmsEntryKind
  identifier: string
  scope: StaffCmsScope
  title: string
  content: string
  isActive: boolean
  contentHeading: string | null
  metaTitle: string | null
  metaDescription: string | null
  updatedAt: string | null
}

export type StaffCmsSummary = Pick<StaffCmsEntry, 'kind' | 'identifier' | 'scope' | 'title' | 'isActive' | 'updatedAt'>

export type StaffCmsWrite = Omit<StaffCmsEntry, 'updatedAt'>

export type StaffCmsVersion = Omit<StaffCmsEntry, 'updatedAt'> & { id: number; savedAt: string | null; replacedAt: string; replacedBy: string }

/** Store codes by id and ids by code, with the all-stores scope in both. */
async function scopes(db: Database): Promise<{ codeOf: (id: number) => string; idOf: (scope: string) => number | null }> {
  const stores = await listStoreConfigs(db)
  const codes = new Map<number, string>([[ALL_STORES_ID, ALL_STORES_SCOPE], ...stores.map((s): [number, string] => [s.id, s.code])])
  const ids = new Map<string, number>([...codes].map(([id, code]) => [code, id]))
  return { codeOf: (id) => codes.get(id) ?? String(id), idOf: (scope) => ids.get(scope) ?? null }
}

/** The editable content both a live row and a kept version carry. */
type ContentColumns = Pick<CmsEntryRow, 'identifier' | 'title' | 'content' | 'is_active' | 'content_heading' | 'meta_title' | 'meta_description'>

function contentOf(row: ContentColumns, scope: string) {
  return {
    identifier: row.identifier,
    scope,
    title: row.title,
    content: row.content,
    isActive: row.is_active === 1,
    contentHeading: row.content_heading,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
  }
}

function toEntry(row: CmsEntryRow, scope: string): StaffCmsEntry {
  return { kind: row.kind, ...contentOf(row, scope), updatedAt: row.updated_at }
}

function toVersion(row: CmsVersionRow, scope: string): StaffCmsVersion {
  return {
    id: row.version_id,
    kind: row.entity_type,
    ...contentOf(row, scope),
    savedAt: row.saved_at,
    replacedAt: row.replaced_at,
    replacedBy: row.replaced_by,
  }
}

/** Thrown for a scope that names no store view: the caller validated it, so this is a programming error. */
export class UnknownStoreScope extends RangeError {
  constructor(scope: string) {
    super(`no store view "${scope}"`)
    this.name = 'UnknownStoreScope'
  }
}

async function storeIdOf(db: Database, scope: string): Promise<number> {
  const id = (await scopes(db)).idOf(scope)
  if (id === null) throw new UnknownStoreScope(scope)
  return id
}

export async function listStaffCmsEntries(db: Database): Promise<StaffCmsSummary[]> {
  const [rows, { codeOf }] = await Promise.all([listCmsEntries(db), scopes(db)])
  return rows.map((row) => ({ kind: row.kind, identifier: row.identifier, scope: codeOf(row.store_id), title: row.title, isActive: row.is_active === 1, updatedAt: row.updated_at }))
}

/** The row of exactly this scope; null when the scope has no row of its own. */
export async function findStaffCmsEntry(db: Database, kind: CmsEntryKind, identifier: string, scope: string): Promise<StaffCmsEntry | null> {
  const row = await findCmsEntry(db, kind, identifier, await storeIdOf(db, scope))
  return row ? toEntry(row, scope) : null
}

/** Writes the scope's row, keeping what it replaces as a version. */
export async function saveStaffCmsEntry(db: Database, entry: StaffCmsWrite, by: string, now: string): Promise<void> {
  await saveCmsEntry(
    db,
    {
      kind: entry.kind,
      identifier: entry.identifier,
      store_id: await storeIdOf(db, entry.scope),
      title: entry.title,
      content: entry.content,
      is_active: entry.isActive ? 1 : 0,
      content_heading: entry.kind === 'page' ? entry.contentHeading : null,
      meta_title: entry.kind === 'page' ? entry.metaTitle : null,
      meta_description: entry.kind === 'page' ? entry.metaDescription : null,
    },
    by,
    now,
  )
}

export async function listStaffCmsVersions(db: Database, kind: CmsEntryKind, identifier: string, scope: string): Promise<StaffCmsVersion[]> {
  return (await listCmsVersions(db, kind, identifier, await storeIdOf(db, scope))).map((row) => toVersion(row, scope))
}

/**
 * Writes a version's content back into its scope (the content it replaces becomes a version too);
 * answers the version restored, or null when there is no such version.
 */
export async function restoreStaffCmsVersion(db: Database, versionId: number, by: string, now: string): Promise<StaffCmsVersion | null> {
  const row = await findCmsVersion(db, versionId)
  if (!row) return null
  const version = toVersion(row, (await scopes(db)).codeOf(row.store_id))
  await saveStaffCmsEntry(db, version, by, now)
  return version
}

/** The URL paths the route lookup resolves to the page. */
export const staffCmsPagePaths = cmsPageRequestPaths
