import { ADMIN_PATHS, AdminFrame, ErrorSummary, StatusNotice } from './admin-frame'
import { ADMIN_TEXTS, scopeLabel } from './admin-texts'
import type { CmsFields, CmsKind, CmsVersionView, FieldErrors } from './admin-views'
import { editPath } from './cms-list-page'
import type { CmsPreview } from './cms-preview'
import { CheckboxField, TextArea, TextField } from './form-fields'

/** Field limits, shared with the worker's validation of the form. */
export const CMS_LIMITS = { title: 255, content: 100_000, contentHeading: 255, metaTitle: 255, metaDescription: 1000 } as const

export type CmsEditPageProps = {
  kind: CmsKind
  identifier: string
  scope: string
  /** What the form shows: the scope's row, the all-stores row it would replace, or what was just posted. */
  fields: CmsFields
  /** Whether the scope has a row of its own (a store view without one gets it on the first save). */
  hasOwnRow: boolean
  /** The store view whose links the preview keeps in its store ('' for the default store). */
  pathPrefix: string
  preview: CmsPreview
  /** Whether the shop shows this block as one line of text (the selling strip), not as markup. */
  showsAsText: boolean
  versions: readonly CmsVersionView[]
  /** The other scopes this entry can be edited in. */
  otherScopes: readonly string[]
  errors: FieldErrors
  notice?: string | undefined
}

const kindText = (kind: CmsKind) => (kind === 'block' ? ADMIN_TEXTS.kindBlock : ADMIN_TEXTS.kindPage)

function ScopeExplanation({ scope, hasOwnRow, kind, identifier, otherScopes }: Pick<CmsEditPageProps, 'scope' | 'hasOwnRow' | 'kind' | 'identifier' | 'otherScopes'>) {
  const store = scopeLabel(scope)
  const text = scope === 'all' ? ADMIN_TEXTS.scopeAll : hasOwnRow ? ADMIN_TEXTS.scopeOwn : ADMIN_TEXTS.scopeNew
  return (
    <section className="scope" aria-labelledby="scope-heading">
      <h2 id="scope-heading">{ADMIN_TEXTS.scopeHeading}</h2>
      <p>
        <strong>{store.charAt(0).toUpperCase() + store.slice(1)}.</strong> {text}
      </p>
      <ul>
        {otherScopes.map((other) => (
          <li key={other}>
            <a href={editPath(kind, identifier, other)}>{ADMIN_TEXTS.editOtherScope(scopeLabel(other))}</a>
          </li>
        ))}
      </ul>
    </section>
  )
}

function PreviewPanel({ preview, showsAsText }: { preview: CmsPreview; showsAsText: boolean }) {
  return (
    <section className="preview" aria-labelledby="preview-heading">
      <h2 id="preview-heading">{ADMIN_TEXTS.previewHeading}</h2>
      <p className="hint">{ADMIN_TEXTS.previewIntro}</p>
      {/* The sanitiser rebuilt this markup from its allow-list, as on the shop's pages. */}
      <div id="cms-preview" className="preview-box" data-empty-text={ADMIN_TEXTS.previewEmpty} dangerouslySetInnerHTML={{ __html: preview.html || ADMIN_TEXTS.previewEmpty }} />
      {showsAsText && (
        <p>
          {ADMIN_TEXTS.previewAsText} <span id="cms-preview-text">{preview.text || ADMIN_TEXTS.previewEmpty}</span>
        </p>
      )}
    </section>
  )
}

function Versions({ versions }: { versions: readonly CmsVersionView[] }) {
  return (
    <section aria-labelledby="versions-heading">
      <h2 id="versions-heading">{ADMIN_TEXTS.versionsHeading}</h2>
      <p>{ADMIN_TEXTS.versionsIntro}</p>
      {versions.length === 0 ? (
        <p>{ADMIN_TEXTS.noVersions}</p>
      ) : (
        <div className="table-scroll">
          <table aria-labelledby="versions-heading">
            <thead>
              <tr>
                <th scope="col">{ADMIN_TEXTS.columnReplacedAt}</th>
                <th scope="col">{ADMIN_TEXTS.columnReplacedBy}</th>
                <th scope="col">{ADMIN_TEXTS.columnTitle}</th>
                <th scope="col">{ADMIN_TEXTS.columnActive}</th>
                <th scope="col">{ADMIN_TEXTS.columnActions}</th>
              </tr>
            </thead>
            <tbody>
              {versions.map((version) => (
                <tr key={version.id}>
                  <th scope="row">
                    <time dateTime={version.replacedAt}>{formatTime(version.replacedAt)}</time>
                  </th>
                  <td>{version.replacedBy}</td>
                  <td>
                    {version.title}
                    <details>
                      <summary>
                        {ADMIN_TEXTS.showContent}
                        <span className="sr-only">{ADMIN_TEXTS.contentOfVersion(formatTime(version.replacedAt))}</span>
                      </summary>
                      <pre>{version.content}</pre>
                    </details>
                  </td>
                  <td>{version.isActive ? ADMIN_TEXTS.yes : ADMIN_TEXTS.no}</td>
                  <td>
                    <form method="post" action={ADMIN_PATHS.cmsRestore}>
                      <input type="hidden" name="version" value={version.id} />
                      <button type="submit">
                        {ADMIN_TEXTS.restore}
                        <span className="sr-only">{ADMIN_TEXTS.restoreVersion(formatTime(version.replacedAt))}</span>
                      </button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

/** An ISO time as staff read it, in UTC to the second (the same for every reader). */
export function formatTime(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})/.exec(iso)
  return match ? `${match[1]} ${match[2]} UTC` : iso
}

/** One block or page of one store scope: its fields, the preview, and its earlier versions. */
export function CmsEditPage(props: CmsEditPageProps) {
  const { kind, identifier, scope, fields, pathPrefix, preview, versions, errors, notice } = props
  return (
    <AdminFrame current="cms">
      <p className="breadcrumb">
        <a href={ADMIN_PATHS.cms}>{ADMIN_TEXTS.cmsTitle}</a>
      </p>
      <h1>
        {kindText(kind)} <code>{identifier}</code>
      </h1>
      <StatusNotice text={notice} />
      <ErrorSummary errors={errors} />
      <ScopeExplanation {...props} />
      <div className="editor-grid">
        <form method="post" action={ADMIN_PATHS.cmsSave} data-cms-editor="" data-path-prefix={pathPrefix} noValidate>
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="identifier" value={identifier} />
          <input type="hidden" name="scope" value={scope} />
          <TextField name="title" label={ADMIN_TEXTS.fieldTitle} value={fields.title} error={errors['title']} required maxLength={CMS_LIMITS.title} />
          {kind === 'page' && (
            <>
              <TextField name="contentHeading" label={ADMIN_TEXTS.fieldContentHeading} value={fields.contentHeading ?? ''} error={errors['contentHeading']} maxLength={CMS_LIMITS.contentHeading} />
              <TextField name="metaTitle" label={ADMIN_TEXTS.fieldMetaTitle} value={fields.metaTitle ?? ''} error={errors['metaTitle']} maxLength={CMS_LIMITS.metaTitle} />
              <TextArea name="metaDescription" label={ADMIN_TEXTS.fieldMetaDescription} value={fields.metaDescription ?? ''} error={errors['metaDescription']} maxLength={CMS_LIMITS.metaDescription} rows={3} />
            </>
          )}
          <TextArea name="content" label={ADMIN_TEXTS.fieldContent} value={fields.content} hint={ADMIN_TEXTS.fieldContentHint} error={errors['content']} maxLength={CMS_LIMITS.content} rows={14} />
          <CheckboxField name="isActive" label={ADMIN_TEXTS.fieldActive} checked={fields.isActive} />
          <div className="actions">
            <button type="submit" className="primary">
              {ADMIN_TEXTS.save}
            </button>
            <button type="submit" formAction={ADMIN_PATHS.cmsPreview}>
              {ADMIN_TEXTS.preview}
            </button>
          </div>
        </form>
        <PreviewPanel preview={preview} showsAsText={props.showsAsText} />
      </div>
      <Versions versions={versions} />
    </AdminFrame>
  )
}
