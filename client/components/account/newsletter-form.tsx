import { ACCOUNT_PAGE_PATHS } from '../../../shared/constants/shop-paths'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import { FORM_BUTTON } from './entry-frame'

/** SPEC §3 Newsletter: the customer's subscription, and the one button that changes it. */
export function NewsletterForm({ store, t, email, subscribed }: PageProps & { email: string; subscribed: boolean }) {
  return (
    <form method="post" action={storePath(store, ACCOUNT_PAGE_PATHS.newsletter)} className="space-y-4" data-soft-post="" data-newsletter-form="">
      <p>{t(subscribed ? 'account.newsletter.subscribedLead' : 'account.newsletter.notSubscribedLead', { email })}</p>
      <input type="hidden" name="subscribed" value={subscribed ? '0' : '1'} />
      <button type="submit" className={FORM_BUTTON}>
        {t(subscribed ? 'account.newsletter.unsubscribe' : 'account.newsletter.subscribe')}
      </button>
    </form>
  )
}
