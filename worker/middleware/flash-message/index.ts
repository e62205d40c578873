/**
 * @module
 * The one-off notice a previous response left in the `message` cookie (SPEC §8: signed out, session
 * ended, account confirmed): read before the route runs, so the page can show it, and cleared after
 * a page has shown it, so rendering never writes a cookie. The cookie stays for a response that was
 * no page (an API call, a redirect) and gives way to a new notice the route itself left.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { COOKIE, FLASH_MESSAGE, type FlashMessage } from '../../../shared/constants/cookies'
import { SIGN_IN_PATH } from '../../../shared/constants/shop-paths'
import { REVIEW_FIELD_LIMITS } from '../../../shared/constants/reviews'
import type { MessageKey, MessageParams } from '../../../shared/messages/translate'
import { storePath } from '../../../shared/rules/store-from-path'
import type { NoticeView } from '../../../client/components/page-props'
import { personal } from '../../cache/strategies'
import { clearFlashMessage } from '../../cookies/session-cookies'
import type { AppEnv } from '../../env'

/**
 * A notice's text; one that asks the shopper to sign in carries the link (the login modal when
 * scripts run), and one that names limits is given them.
 */
type FlashNotice = MessageKey | { text: MessageKey; signIn?: true; params?: MessageParams }

const FLASH_TEXT: Record<FlashMessage, FlashNotice> = {
  [FLASH_MESSAGE.sessionEnded]: 'notice.sessionEnded',
  [FLASH_MESSAGE.signedOut]: 'notice.signedOut',
  [FLASH_MESSAGE.accountConfirmed]: 'notice.accountConfirmed',
  [FLASH_MESSAGE.confirmationFailed]: 'notice.confirmationFailed',
  [FLASH_MESSAGE.addedToCart]: 'notice.addedToCart',
  [FLASH_MESSAGE.cartInsufficientStock]: 'notice.cartInsufficientStock',
  [FLASH_MESSAGE.cartNotSalable]: 'notice.cartNotSalable',
  [FLASH_MESSAGE.cartProductNotFound]: 'notice.cartProductNotFound',
  [FLASH_MESSAGE.cartAddFailed]: 'notice.cartAddFailed',
  [FLASH_MESSAGE.boughtTogether]: 'notice.boughtTogether',
  [FLASH_MESSAGE.companionUnavailable]: 'notice.companionUnavailable',
  [FLASH_MESSAGE.buyTogetherFailed]: 'notice.buyTogetherFailed',
  [FLASH_MESSAGE.switchedToAlternative]: 'notice.switchedToAlternative',
  [FLASH_MESSAGE.stockAlertRequested]: 'notice.stockAlertRequested',
  [FLASH_MESSAGE.stockAlertFailed]: 'modal.outOfStock.failed',
  [FLASH_MESSAGE.stockAlertInvalidEmail]: 'form.email',
  [FLASH_MESSAGE.reviewSubmitted]: 'notice.reviewSubmitted',
  [FLASH_MESSAGE.reviewSignIn]: { text: 'notice.reviewSignIn', signIn: true },
  [FLASH_MESSAGE.reviewInvalid]: { text: 'notice.reviewInvalid', params: { nickname: REVIEW_FIELD_LIMITS.nickname.min, summary: REVIEW_FIELD_LIMITS.summary.min, text: REVIEW_FIELD_LIMITS.text.min } },
  [FLASH_MESSAGE.reviewFailed]: 'notice.reviewFailed',
  [FLASH_MESSAGE.wishlistAdded]: 'notice.wishlistAdded',
  [FLASH_MESSAGE.wishlistSignIn]: 'notice.wishlistSignIn',
  [FLASH_MESSAGE.wishlistFailed]: 'notice.wishlistFailed',
  [FLASH_MESSAGE.cartUpdated]: 'notice.cartUpdated',
  [FLASH_MESSAGE.cartUpdateInvalid]: 'notice.cartUpdateInvalid',
  [FLASH_MESSAGE.cartUpdateFailed]: 'notice.cartUpdateFailed',
  [FLASH_MESSAGE.cartRemoved]: 'notice.cartRemoved',
  [FLASH_MESSAGE.cartRemoveFailed]: 'notice.cartRemoveFailed',
  [FLASH_MESSAGE.couponApplied]: 'notice.couponApplied',
  [FLASH_MESSAGE.couponInvalid]: 'notice.couponInvalid',
  [FLASH_MESSAGE.couponRemoved]: 'notice.couponRemoved',
  [FLASH_MESSAGE.signedIn]: 'notice.signedIn',
  [FLASH_MESSAGE.confirmAccount]: 'notice.confirmAccount',
  [FLASH_MESSAGE.resetRequested]: 'notice.resetRequested',
  [FLASH_MESSAGE.confirmationResent]: 'notice.confirmationResent',
  [FLASH_MESSAGE.passwordReset]: 'notice.passwordReset',
  [FLASH_MESSAGE.profileSaved]: 'notice.profileSaved',
  [FLASH_MESSAGE.contactSent]: 'notice.contactSent',
  [FLASH_MESSAGE.emailChanged]: 'notice.emailChanged',
  [FLASH_MESSAGE.passwordChanged]: 'notice.passwordChanged',
  [FLASH_MESSAGE.addressSaved]: 'notice.addressSaved',
  [FLASH_MESSAGE.addressDeleted]: 'notice.addressDeleted',
  [FLASH_MESSAGE.subscribed]: 'notice.subscribed',
  [FLASH_MESSAGE.newsletterUnconfirmed]: 'notice.newsletterUnconfirmed',
  [FLASH_MESSAGE.unsubscribed]: 'notice.unsubscribed',
  [FLASH_MESSAGE.reordered]: 'notice.reordered',
  [FLASH_MESSAGE.orderCancelled]: 'notice.orderCancelled',
  [FLASH_MESSAGE.guestCancelRequested]: 'notice.guestCancelRequested',
  [FLASH_MESSAGE.guestOrderCancelled]: 'notice.guestOrderCancelled',
  [FLASH_MESSAGE.orderCancelFailed]: 'notice.orderCancelFailed',
  [FLASH_MESSAGE.printerRemoved]: 'notice.printerRemoved',
  [FLASH_MESSAGE.wishlistRemoved]: 'notice.wishlistRemoved',
}

/** A notice that names something it was left without (an older cookie) says it in general words. */
const WITHOUT_PARAMS: Partial<Record<FlashMessage, MessageKey>> = {
  [FLASH_MESSAGE.cartRemoved]: 'notice.cartRemovedUnnamed',
}

function noticeView(c: Context<AppEnv>, message: FlashMessage, params: Readonly<Record<string, string>>): NoticeView {
  const { t, store } = c.var
  const notice = FLASH_TEXT[message]
  if (typeof notice === 'string') {
    const general = WITHOUT_PARAMS[message]
    return { text: general && Object.keys(params).length === 0 ? t(general) : t(notice, params) }
  }
  const text = t(notice.text, { ...params, ...notice.params })
  return notice.signIn ? { text, link: { href: storePath(store, SIGN_IN_PATH), label: t('notice.signInLink'), modal: 'login' } } : { text }
}

const isPage = (response: Response) => (response.headers.get('Content-Type') ?? '').startsWith('text/html')
const leftNewNotice = (response: Response) => response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${COOKIE.message}=`))

export function flashMessage(): MiddlewareHandler<AppEnv> {
  return async function flashMessage(c, next) {
    const message = c.var.session.message
    if (message) c.set('notice', noticeView(c, message, c.var.session.messageParams))
    await next()
    if (!message || !isPage(c.res) || leftNewNotice(c.res)) return
    clearFlashMessage(c)
    // A page carrying one visitor's notice must not be stored for the next one.
    personal(c)
  }
}
