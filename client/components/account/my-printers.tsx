import { PRINTER_FINDER_PATH } from '../../../shared/constants/printers'
import { ACCOUNT_PAGE_PATHS } from '../../../shared/constants/shop-paths'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import { FORM_BUTTON, FORM_LINK } from './entry-frame'

/** A saved printer as the account shows it: its name and its model page, with the compatible cartridges. */
export type MyPrinterView = { categoryId: number; name: string; path: string }

/** SPEC §3 "Saved printer", issue 17: the list, each linking to its cartridges, with remove; saving is on the model pages. */
export function MyPrinters({ store, t, printers }: PageProps & { printers: readonly MyPrinterView[] }) {
  return (
    <div className="space-y-6">
      <p className="text-ink-700">{t('account.printers.lead')}</p>
      {printers.length === 0 ? (
        <p>{t('account.printers.none')}</p>
      ) : (
        <ul className="space-y-3" aria-label={t('page.account.printers')}>
          {printers.map((printer) => (
            <li key={printer.categoryId} className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-ink-300 p-4" data-my-printer={printer.categoryId}>
              <a href={storePath(store, printer.path)} className={FORM_LINK}>
                {t('account.printers.cartridges', { name: printer.name })}
              </a>
              <form method="post" action={storePath(store, `${ACCOUNT_PAGE_PATHS.printers}/remove`)}>
                <input type="hidden" name="printer" value={printer.categoryId} />
                <button type="submit" aria-label={t('account.printers.removeNamed', { name: printer.name })} className={FORM_LINK}>
                  {t('account.printers.remove')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <a href={storePath(store, PRINTER_FINDER_PATH)} className={FORM_BUTTON}>
        {t('account.printers.add')}
      </a>
    </div>
  )
}
