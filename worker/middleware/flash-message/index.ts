/**
 * @module
 * The one-off notice a previous response left in the `message` cookie (SPEC §8: signed out, session
 * ended, account confirmed): read before the route runs, so the page can show it, and cleared after
 * a page has shown it, so rendering never writes a cookie. The cookie stays for a response that was
 * no page (an API call, a redirect) and gives way to a new notice the route itself left.
 */
import type { MiddlewareHandler } from 'hono'
import { COOKIE, FLASH_MESSAGE, type FlashMessage } from '../../../shared/constants/cookies'
import type { MessageKey } from '../../../shared/messages/translate'
import { NO_STORE } from '../../cache/strategies'
import { clearFlashMessage } from '../../cookies/session-cookies'
import type { AppEnv } from '../../env'

const FLASH_TEXT: Record<FlashMessage, MessageKey> = {
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
}

const isPage = (response: Response) => (response.headers.get('Content-Type') ?? '').startsWith('text/html')
const leftNewNotice = (response: Response) => response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${COOKIE.message}=`))

export function flashMessage(): MiddlewareHandler<AppEnv> {
  return async function flashMessage(c, next) {
    const message = c.var.session.message
    if (message) c.set('notice', c.var.t(FLASH_TEXT[message]))
    await next()
    if (!message || !isPage(c.res) || leftNewNotice(c.res)) return
    clearFlashMessage(c)
    // A page carrying one visitor's notice must not be stored for the next one.
    c.header('Cache-Control', NO_STORE)
  }
}
