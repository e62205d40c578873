/**
 * @module
 * `/__admin/blocks`: the marketing block editor (issue 18 point 6). Lists every block and page per
 * store view, edits one scope's copy with a preview through the shop's sanitiser, keeps what each
 * change replaced as a version, restores one, and clears the shop's cached copies so the next page
 * view shows the change. Against a real Magento it only clears cached copies: blocks are edited in
 * Magento's admin. Sign-in, `no-store` and `noindex` come from `adminAuth`; writes pass the
 * same-origin write guard like every other write.
 */
import { Hono, type Context } from 'hono'
import type { z } from 'zod'
import { ADMIN_TEXTS } from '../../../client/admin/admin-texts'
import type { CmsFields, FieldErrors } from '../../../client/admin/admin-views'
import { CmsEditPage } from '../../../client/admin/cms-edit-page'
import { CmsListPage, editPath } from '../../../client/admin/cms-list-page'
import { CmsPurgePage } from '../../../client/admin/cms-purge-page'
import { cmsPreview } from '../../../client/admin/cms-preview'
import { STORE_VIEWS, purgeCmsEntry, storesOfScope } from '../../cache/staff-purges'
import { DELIVERY_HEADER_BLOCK } from '../../loaders/shell-content'
import type { AppEnv } from '../../env'
import { NotFound } from '../../errors/http-error'
import { renderAdminPage } from '../../render/render-admin-page'
import { BadForm, cmsEditQuery, cmsEntryRef, cmsFieldsForm, fieldErrors, purgeForm, restoreForm, textFields, type CmsEntryRef } from './staff-forms'
import type { CmsEditorService } from './staff-services'
import { validOrNotFound } from '../../middleware/valid-or-not-found'

const SCOPES = ['all', ...STORE_VIEWS.map((store) => store.code)]

const staffUser = (c: Context<AppEnv>) => c.var.staffUser ?? 'staff'

async function formBody(c: Context<AppEnv>): Promise<Record<string, string>> {
  return textFields(await c.req.parseBody())
}

function parsed<T extends z.ZodType>(schema: T, body: Record<string, string>): z.infer<T> {
  const result = schema.safeParse(body)
  if (!result.success) throw new BadForm()
  return result.data
}

/** The embedded back end only: against Magento there is nothing here to edit. */
function editable(c: Context<AppEnv>): void {
  if (c.var.config.MAGENTO_GRAPHQL_URL) throw new NotFound('blocks are edited in Magento')
}

type EditState = { fields?: CmsFields; errors?: FieldErrors; notice?: string | undefined; status?: number }

/** The edit page of one scope's copy; 404 when neither the scope nor all store views have the entry. */
async function renderEditor(c: Context<AppEnv>, cms: CmsEditorService, ref: CmsEntryRef, state: EditState = {}): Promise<Response> {
  const db = c.env.DB
  const [own, shared, versions] = await Promise.all([
    cms.find(db, ref.kind, ref.identifier, ref.scope),
    ref.scope === 'all' ? Promise.resolve(null) : cms.find(db, ref.kind, ref.identifier, 'all'),
    cms.versions(db, ref.kind, ref.identifier, ref.scope),
  ])
  const base = own ?? shared
  if (!base) throw new NotFound(`no CMS ${ref.kind} ${ref.identifier}`)
  const fields = state.fields ?? base
  const pathPrefix = ref.scope === 'all' ? '' : (storesOfScope(ref.scope)[0]?.pathPrefix ?? '')
  const page = (
    <CmsEditPage
      kind={ref.kind}
      identifier={ref.identifier}
      scope={ref.scope}
      fields={fields}
      hasOwnRow={own !== null}
      pathPrefix={pathPrefix}
      preview={cmsPreview(fields.content, pathPrefix)}
      showsAsText={ref.kind === 'block' && ref.identifier === DELIVERY_HEADER_BLOCK}
      versions={versions}
      otherScopes={SCOPES.filter((scope) => scope !== ref.scope)}
      errors={state.errors ?? {}}
      notice={state.notice}
    />
  )
  return renderAdminPage(c, page, { title: `${ref.identifier} (${ref.scope})`, status: state.status ?? 200, withScript: true })
}

/** Reads the posted entry and fields; refused fields re-render the editor with what was typed. */
async function postedEdit(c: Context<AppEnv>): Promise<{ ref: CmsEntryRef; fields: CmsFields | null; errors: FieldErrors; typed: CmsFields }> {
  const body = await formBody(c)
  const ref = parsed(cmsEntryRef, body)
  const typed: CmsFields = {
    title: body['title'] ?? '',
    content: body['content'] ?? '',
    isActive: body['isActive'] === '1',
    contentHeading: body['contentHeading'] ?? null,
    metaTitle: body['metaTitle'] ?? null,
    metaDescription: body['metaDescription'] ?? null,
  }
  const result = cmsFieldsForm.safeParse(body)
  return result.success ? { ref, fields: result.data, errors: {}, typed } : { ref, fields: null, errors: fieldErrors(result.error), typed }
}

export function adminCmsRoutes(cms: CmsEditorService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/', async (c) => {
    const magentoUrl = c.var.config.MAGENTO_GRAPHQL_URL
    if (magentoUrl) {
      const purged = c.req.query('purged')
      const notice = purged && /^[A-Za-z0-9_.-]{1,100}$/.test(purged) ? ADMIN_TEXTS.purged(purged) : undefined
      return renderAdminPage(c, <CmsPurgePage magentoUrl={magentoUrl} scopes={SCOPES} identifier="" errors={{}} notice={notice} />, { title: ADMIN_TEXTS.cmsTitle })
    }
    const entries = await cms.list(c.env.DB)
    return renderAdminPage(c, <CmsListPage entries={entries} storeScopes={STORE_VIEWS.map((store) => store.code)} />, { title: ADMIN_TEXTS.cmsTitle })
  })

  routes.get('/edit', validOrNotFound('query', cmsEditQuery), async (c) => {
    editable(c)
    const { saved, restored, ...ref } = c.req.valid('query')
    return renderEditor(c, cms, ref, { notice: saved ? ADMIN_TEXTS.saved : restored ? ADMIN_TEXTS.restored : undefined })
  })

  // Without scripts, the Preview button posts here and the server draws the same preview.
  routes.post('/preview', async (c) => {
    editable(c)
    const { ref, fields, errors, typed } = await postedEdit(c)
    return renderEditor(c, cms, ref, { fields: fields ?? typed, errors, status: fields ? 200 : 400 })
  })

  routes.post('/save', async (c) => {
    editable(c)
    const { ref, fields, errors, typed } = await postedEdit(c)
    if (!fields) return renderEditor(c, cms, ref, { fields: typed, errors, status: 400 })
    const db = c.env.DB
    const [own, shared] = await Promise.all([cms.find(db, ref.kind, ref.identifier, ref.scope), cms.find(db, ref.kind, ref.identifier, 'all')])
    // The editor changes the shop's blocks and pages; it does not make new ones.
    if (!own && !shared) throw new NotFound(`no CMS ${ref.kind} ${ref.identifier}`)
    await cms.save(db, { ...ref, ...fields }, staffUser(c), new Date().toISOString())
    await purgeCmsEntry(c.var.cache, ref, ref.kind === 'page' ? await cms.pagePaths(db, ref.identifier) : [])
    return c.redirect(`${editPath(ref.kind, ref.identifier, ref.scope)}&saved=1`, 303)
  })

  routes.post('/restore', async (c) => {
    editable(c)
    const { version } = parsed(restoreForm, await formBody(c))
    const db = c.env.DB
    const restored = await cms.restore(db, version, staffUser(c), new Date().toISOString())
    if (!restored) throw new NotFound(`no CMS version ${version}`)
    await purgeCmsEntry(c.var.cache, restored, restored.kind === 'page' ? await cms.pagePaths(db, restored.identifier) : [])
    return c.redirect(`${editPath(restored.kind, restored.identifier, restored.scope)}&restored=1`, 303)
  })

  // Against Magento: clear the shop's cached copy of a block or page Magento's admin changed.
  routes.post('/purge', async (c) => {
    const magentoUrl = c.var.config.MAGENTO_GRAPHQL_URL
    if (!magentoUrl) throw new NotFound('saving clears the cache itself')
    const body = await formBody(c)
    const result = purgeForm.safeParse(body)
    if (!result.success) {
      const page = <CmsPurgePage magentoUrl={magentoUrl} scopes={SCOPES} identifier={body['identifier'] ?? ''} errors={fieldErrors(result.error)} />
      return renderAdminPage(c, page, { title: ADMIN_TEXTS.cmsTitle, status: 400 })
    }
    // A page's paths are Magento's URL rewrites, unknown here: every route lookup is cleared.
    await purgeCmsEntry(c.var.cache, result.data, result.data.kind === 'page' ? 'every' : [])
    return c.redirect(`/__admin/blocks?purged=${encodeURIComponent(result.data.identifier)}`, 303)
  })

  return routes
}
