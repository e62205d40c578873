import { ADMIN_PATHS, AdminFrame, ErrorSummary, StatusNotice } from './admin-frame'
import { ADMIN_TEXTS, scopeLabel } from './admin-texts'
import type { FieldErrors } from './admin-views'
import { TextField } from './form-fields'

export type CmsPurgePageProps = {
  /** The Magento GraphQL endpoint the shop reads. */
  magentoUrl: string
  /** 'all' and the store views' codes. */
  scopes: readonly string[]
  identifier: string
  errors: FieldErrors
  notice?: string | undefined
}

/**
 * Against a real Magento, blocks and pages are edited in Magento's admin; the staff area only
 * clears the shop's cached copy of one (issue 18 point 6).
 */
export function CmsPurgePage({ magentoUrl, scopes, identifier, errors, notice }: CmsPurgePageProps) {
  return (
    <AdminFrame current="cms">
      <h1>{ADMIN_TEXTS.cmsTitle}</h1>
      <StatusNotice text={notice} />
      <ErrorSummary errors={errors} />
      <p>{ADMIN_TEXTS.cmsPurgeOnlyIntro(magentoUrl)}</p>
      <section aria-labelledby="purge-heading">
        <h2 id="purge-heading">{ADMIN_TEXTS.purgeHeading}</h2>
        <form method="post" action={ADMIN_PATHS.cmsPurge} noValidate>
          <fieldset className="field">
            <legend>{ADMIN_TEXTS.kindLabel}</legend>
            <div className="field-checkbox">
              <input type="radio" id="kind-block" name="kind" value="block" defaultChecked />
              <label htmlFor="kind-block">{ADMIN_TEXTS.kindBlock}</label>
            </div>
            <div className="field-checkbox">
              <input type="radio" id="kind-page" name="kind" value="page" />
              <label htmlFor="kind-page">{ADMIN_TEXTS.kindPage}</label>
            </div>
          </fieldset>
          <TextField name="identifier" label={ADMIN_TEXTS.fieldIdentifier} value={identifier} error={errors['identifier']} required maxLength={100} />
          <div className="field">
            <label htmlFor="scope">{ADMIN_TEXTS.fieldScope}</label>
            <select id="scope" name="scope" defaultValue="all">
              {scopes.map((scope) => (
                <option key={scope} value={scope}>
                  {scopeLabel(scope)}
                </option>
              ))}
            </select>
          </div>
          <div className="actions">
            <button type="submit" className="primary">
              {ADMIN_TEXTS.purge}
            </button>
          </div>
        </form>
      </section>
    </AdminFrame>
  )
}
