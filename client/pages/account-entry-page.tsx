import { GUEST_CANCEL_CONFIRM_PATH, GUEST_CANCEL_PATH, GUEST_ORDER_PATH } from '../../shared/constants/shop-paths'
import type { MessageKey, Translate } from '../../shared/messages/translate'
import { storePath } from '../../shared/rules/store-from-path'
import type { GuestOrderCheck } from '../../shared/rules/magento-version'
import type { OrderDetailView } from '../../shared/views/order-views'
import { EntryFrame } from '../components/account/entry-frame'
import { GuestOrderForm, type GuestOrderValues } from '../components/account/guest-order-form'
import { OrderDetail } from '../components/account/order-detail'
import { AskAgainLink, CreatePasswordForm, ForgotPasswordForm, type CreatePasswordFormProps } from '../components/account/password-forms'
import { RegisterForm, type RegisterFormProps } from '../components/account/register-form'
import { SignInForm, type SignInFormProps } from '../components/account/sign-in-form'
import { SignOutForm } from '../components/account/sign-out-form'
import { ResendConfirmationForm } from '../components/account/resend-confirmation-form'
import { CancelOrderForm } from '../components/account/cancel-order-form'
import { FORM_BUTTON } from '../components/account/entry-frame'
import type { CaptchaWidgetProps } from '../components/forms/captcha-widget'
import type { PageProps } from '../components/page-props'

type Captcha = Pick<CaptchaWidgetProps, 'widget' | 'nonce'>

/**
 * What one of the pages a shopper reaches without an account shows (SPEC §2 /customer/account/login,
 * /create, /forgotpassword, /createpassword, and the guest order lookup): a form with what was typed
 * and its messages, or what it found.
 */
export type EntryScreen =
  | ({ kind: 'sign-in' } & Omit<SignInFormProps, keyof PageProps>)
  | ({ kind: 'register' } & Omit<RegisterFormProps, keyof PageProps>)
  | ({ kind: 'forgot-password'; email: string; error?: MessageKey | undefined } & Captcha)
  | ({ kind: 'create-password' } & Omit<CreatePasswordFormProps, keyof PageProps>)
  /** The reset link was not one the shop sent: ask again. */
  | { kind: 'create-password'; link: null }
  | { kind: 'guest-order'; check: GuestOrderCheck; values: GuestOrderValues; errors: Partial<Record<keyof GuestOrderValues, MessageKey>> }
  | { kind: 'guest-order'; order: OrderDetailView; cancel?: { token: string; reasons: readonly string[] } | undefined }
  /** The cancellation e-mail's link (Magento 2.4.8 on): confirmed with a form post, never by opening it. */
  | { kind: 'guest-cancel'; link: { orderId: string; key: string } | null }
  /** A sign-out address opened by a link: the shopper confirms with a form post. */
  | { kind: 'sign-out' }
  | { kind: 'resend-confirmation'; email: string; error?: MessageKey | undefined }

const HEADINGS: Record<EntryScreen['kind'], MessageKey> = {
  'sign-in': 'page.signIn',
  register: 'page.register',
  'forgot-password': 'page.forgotPassword',
  'create-password': 'page.createPassword',
  'guest-order': 'page.guestOrder',
  'sign-out': 'header.account.signOut',
  'resend-confirmation': 'page.resendConfirmation',
  'guest-cancel': 'page.guestCancel',
}

/** The page's heading, which is also its document title. */
export const entryHeading = (t: Translate, screen: EntryScreen): string => t(HEADINGS[screen.kind])

function lead(t: Translate, screen: EntryScreen): string {
  switch (screen.kind) {
    case 'sign-in':
      return t('account.signIn.lead')
    case 'register':
      return t('account.register.lead')
    case 'forgot-password':
      return t('account.forgot.lead')
    case 'create-password':
      return screen.link ? t('account.reset.lead', { email: screen.link.email }) : t('account.reset.badLink')
    case 'guest-order':
      // The page says what this shop's Magento checks the order against.
      return 'check' in screen && screen.check === 'postcode' ? t('account.guestOrder.lead') : t('account.guestOrder.leadSurname')
    case 'sign-out':
      return t('account.signOut.lead')
    case 'resend-confirmation':
      return t('account.resend.lead')
    case 'guest-cancel':
      return screen.link ? t('account.guestCancel.lead') : t('account.guestCancel.badLink')
  }
}

function EntryBody({ store, t, screen }: PageProps & { screen: EntryScreen }) {
  switch (screen.kind) {
    case 'sign-in':
      return <SignInForm store={store} t={t} email={screen.email} returnTo={screen.returnTo} errors={screen.errors} offerResend={screen.offerResend} />
    case 'register':
      return <RegisterForm store={store} t={t} values={screen.values} returnTo={screen.returnTo} errors={screen.errors} />
    case 'forgot-password':
      return <ForgotPasswordForm store={store} t={t} email={screen.email} error={screen.error} widget={screen.widget} nonce={screen.nonce} />
    case 'create-password':
      if ('errors' in screen) return <CreatePasswordForm store={store} t={t} link={screen.link} errors={screen.errors} widget={screen.widget} nonce={screen.nonce} />
      return <AskAgainLink store={store} t={t} />
    case 'sign-out':
      return <SignOutForm store={store} t={t} />
    case 'resend-confirmation':
      return <ResendConfirmationForm store={store} t={t} email={screen.email} error={screen.error} />
    case 'guest-cancel':
      if (!screen.link) return null
      return (
        <form method="post" action={storePath(store, GUEST_CANCEL_CONFIRM_PATH)} data-guest-cancel-confirm="">
          <input type="hidden" name="order_id" value={screen.link.orderId} />
          <input type="hidden" name="confirmation_key" value={screen.link.key} />
          <button type="submit" className={FORM_BUTTON}>
            {t('account.guestCancel.submit')}
          </button>
        </form>
      )
    case 'guest-order':
      if ('values' in screen) return <GuestOrderForm store={store} t={t} check={screen.check} values={screen.values} errors={screen.errors} />
      return (
        <>
          <OrderDetail store={store} t={t} order={screen.order} customer={false} />
          {screen.cancel && (
            <CancelOrderForm store={store} t={t} action={storePath(store, GUEST_CANCEL_PATH)} reasons={screen.cancel.reasons} submit="account.guestCancel.ask" hidden={{ token: screen.cancel.token }} />
          )}
          <a href={storePath(store, GUEST_ORDER_PATH)} className="font-semibold text-brand-700 underline">
            {t('account.guestOrder.again')}
          </a>
        </>
      )
  }
}

/** A page for a shopper without an account (or not signed in): heading, lead, the back end's refusal if any, then the form. */
export function AccountEntryPage({ store, t, screen, formError }: PageProps & { screen: EntryScreen; formError?: MessageKey | undefined }) {
  return (
    <EntryFrame store={store} t={t} kind={screen.kind} heading={entryHeading(t, screen)} lead={lead(t, screen)} formError={formError}>
      <EntryBody store={store} t={t} screen={screen} />
    </EntryFrame>
  )
}
