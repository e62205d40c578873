import { ADMIN_PATHS, AdminFrame, StatusNotice } from './admin-frame'
import { ADMIN_TEXTS, scopeLabel } from './admin-texts'
import type { CmsKind, CmsSummaryView } from './admin-views'

export type CmsListPageProps = {
  entries: readonly CmsSummaryView[]
  /** The store views, by code, in the order the shop lists them. */
  storeScopes: readonly string[]
  notice?: string | undefined
}

const kindText = (kind: CmsKind) => (kind === 'block' ? ADMIN_TEXTS.kindBlock : ADMIN_TEXTS.kindPage)

export function editPath(kind: CmsKind, identifier: string, scope: string): string {
  return `${ADMIN_PATHS.cmsEdit}?${new URLSearchParams({ kind, identifier, scope })}`
}

type Row = { kind: CmsKind; identifier: string; title: string; source: string; isActive: boolean }

/** What a store view shows for each identifier: its own active copy, else the all-stores one. */
function storeRows(entries: readonly CmsSummaryView[], scope: string): Row[] {
  const key = (e: Pick<CmsSummaryView, 'kind' | 'identifier'>) => `${e.kind}:${e.identifier}`
  const shared = new Map(entries.filter((e) => e.scope === 'all').map((e) => [key(e), e]))
  const own = new Map(entries.filter((e) => e.scope === scope).map((e) => [key(e), e]))
  const keys = [...new Set([...shared.keys(), ...own.keys()])].sort()
  return keys.map((k) => {
    const mine = own.get(k)
    const all = shared.get(k)
    if (mine?.isActive || !all) return { ...(mine ?? all)!, source: ADMIN_TEXTS.sourceOwn }
    return { ...all, source: mine ? ADMIN_TEXTS.sourceInactiveOwn : ADMIN_TEXTS.sourceAll }
  })
}

function EntryTable({ id, caption, rows, scope }: { id: string; caption: string; rows: readonly Row[]; scope: string }) {
  if (rows.length === 0) return <p>{ADMIN_TEXTS.noEntries}</p>
  return (
    <div className="table-scroll">
      <table aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">{ADMIN_TEXTS.columnKind}</th>
            <th scope="col">{ADMIN_TEXTS.columnIdentifier}</th>
            <th scope="col">{ADMIN_TEXTS.columnTitle}</th>
            {scope !== 'all' && <th scope="col">{ADMIN_TEXTS.columnSource}</th>}
            <th scope="col">{ADMIN_TEXTS.columnActive}</th>
            <th scope="col">{ADMIN_TEXTS.columnActions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.kind}:${row.identifier}`}>
              <td>{kindText(row.kind)}</td>
              <th scope="row">
                <code>{row.identifier}</code>
              </th>
              <td>{row.title}</td>
              {scope !== 'all' && <td>{row.source}</td>}
              <td>{row.isActive ? ADMIN_TEXTS.yes : ADMIN_TEXTS.no}</td>
              <td>
                <a href={editPath(row.kind, row.identifier, scope)}>
                  {ADMIN_TEXTS.edit}
                  <span className="sr-only">{ADMIN_TEXTS.editFor(row.identifier, caption)}</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Every block and page, for all store views and as each store view shows them (issue 18 point 6). */
export function CmsListPage({ entries, storeScopes, notice }: CmsListPageProps) {
  const allRows: Row[] = entries.filter((e) => e.scope === 'all').map((e) => ({ ...e, source: ADMIN_TEXTS.sourceAll }))
  return (
    <AdminFrame current="cms">
      <h1>{ADMIN_TEXTS.cmsTitle}</h1>
      <StatusNotice text={notice} />
      <p>{ADMIN_TEXTS.cmsIntro}</p>
      {['all', ...storeScopes].map((scope) => {
        const caption = scopeLabel(scope)
        const id = `scope-${scope}`
        return (
          <section key={scope} aria-labelledby={id}>
            <h2 id={id}>{caption.charAt(0).toUpperCase() + caption.slice(1)}</h2>
            <EntryTable id={id} caption={caption} rows={scope === 'all' ? allRows : storeRows(entries, scope)} scope={scope} />
          </section>
        )
      })}
    </AdminFrame>
  )
}
