import { LOGOUT_PATH } from '../../../shared/constants/shop-paths'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import { FORM_BUTTON } from './entry-frame'

/**
 * Sign-out as a form post: a link on another site cannot sign a shopper out, as a GET to a
 * sign-out address could. `className` styles the button where it stands (a menu entry or a page's
 * main button).
 */
export function SignOutForm({ store, t, className = FORM_BUTTON }: PageProps & { className?: string }) {
  return (
    <form method="post" action={storePath(store, LOGOUT_PATH)} data-sign-out-form="">
      <button type="submit" className={className}>
        {t('header.account.signOut')}
      </button>
    </form>
  )
}
