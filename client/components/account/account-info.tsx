import { CONTACT_PATH } from '../../../shared/constants/shop'
import { ACCOUNT_PAGE_PATHS } from '../../../shared/constants/shop-paths'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import { FORM_LINK } from './entry-frame'

/** Saved cards: what the shop offers (no stored cards) rather than an empty list (issue 17 point 5). */
export function SavedCardsInfo({ t }: PageProps) {
  return <p>{t('account.cards.lead')}</p>
}

/** Returns: how to return something (by contacting the shop), with the way to the order number. */
export function ReturnsInfo({ store, t }: PageProps) {
  return (
    <div className="space-y-4">
      <p>{t('account.returns.lead')}</p>
      <ul className="space-y-2">
        <li>
          <a href={storePath(store, CONTACT_PATH)} className={FORM_LINK}>
            {t('account.returns.contact')}
          </a>
        </li>
        <li>
          <a href={storePath(store, ACCOUNT_PAGE_PATHS.orders)} className={FORM_LINK}>
            {t('account.returns.orders')}
          </a>
        </li>
      </ul>
    </div>
  )
}
