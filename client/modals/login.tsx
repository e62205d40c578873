import { useId, useState, type FormEvent } from 'react'
import { SIGN_IN_METHOD } from '../../shared/constants/analytics-event-cookie'
import { interpolate } from '../../shared/messages/interpolate'
import { storeFromPath } from '../../shared/rules/store-from-path'
import { withReturn } from '../../shared/rules/with-return'
import { track } from '../platform/analytics'
import { customer, signIn as signInAs } from '../stores/customer'
import { notify } from '../stores/notifications'
import type { ModalContentProps } from './modal-content-props'
import { EMAIL_PATTERN } from './email-form'
import { fieldClass, ModalBody, primaryButton } from './modal-body'

/** The page the dialog was opened on, inside its store view, for the registration page to come back to. */
function currentPage(): string | null {
  if (typeof location === 'undefined') return null
  const { path } = storeFromPath(location.pathname)
  return path === '/' ? null : `${path}${location.search}`
}

/**
 * The login modal (SPEC §4 "Login"): e-mail, password and "remember me"; the worker keeps the
 * token in an httpOnly cookie and merges a guest cart. SPEC §8 puts a sign-in failure in a
 * notification; a modal dialog sits above the notification area, so the same message is shown
 * inside the dialog, next to the fields it is about.
 */
export default function Login({ texts, paths, close, titleId }: ModalContentProps<'login'>) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const ids = { email: useId(), password: useId(), remember: useId(), error: useId() }

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const email = String(form.get('email') ?? '').trim()
    const password = String(form.get('password') ?? '')
    if (!email || !password) {
      setError(texts['modal.login.required'])
      return
    }
    // SPEC §5: the same invalid-e-mail text as every other form, before a round trip that must fail.
    if (!EMAIL_PATTERN.test(email)) {
      setError(texts['form.email'])
      return
    }
    setBusy(true)
    setError(null)
    const result = await signInAs({ email, password, rememberMe: form.get('rememberMe') === 'on' })
    if (!result.ok) {
      setBusy(false)
      const reason = result.category === 'captcha' ? 'modal.login.captcha' : result.category === 'too-many-attempts' ? 'modal.login.tooMany' : 'modal.login.failed'
      setError(texts[reason])
      return
    }
    track('login', { method: SIGN_IN_METHOD })
    setBusy(false)
    close()
    if (customer.firstName) notify({ type: 'success', message: interpolate(texts['modal.login.welcome'], { firstName: customer.firstName }) })
  }

  const invalid = error ? true : undefined
  return (
    <ModalBody titleId={titleId} title={texts['modal.login.title']}>
      <form noValidate onSubmit={(event) => void signIn(event)} className="space-y-3">
        <div>
          <label htmlFor={ids.email} className="font-semibold">
            {texts['modal.email']}
          </label>
          <input id={ids.email} name="email" type="email" autoComplete="username" required autoFocus aria-invalid={invalid} aria-describedby={error ? ids.error : undefined} className={fieldClass} />
        </div>
        <div>
          <label htmlFor={ids.password} className="font-semibold">
            {texts['modal.login.password']}
          </label>
          <input id={ids.password} name="password" type="password" autoComplete="current-password" required aria-invalid={invalid} aria-describedby={error ? ids.error : undefined} className={fieldClass} />
        </div>
        <div className="flex items-center gap-2">
          <input id={ids.remember} name="rememberMe" type="checkbox" className="size-4 accent-brand-700" />
          <label htmlFor={ids.remember}>{texts['modal.login.rememberMe']}</label>
        </div>
        {error && (
          <p id={ids.error} role="alert" className="text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" disabled={busy} aria-busy={busy} className={primaryButton}>
            {texts['modal.login.submit']}
          </button>
          <a href={paths.forgotPassword} className="text-brand-700 underline hover:no-underline">
            {texts['modal.login.forgot']}
          </a>
        </div>
      </form>
      {/* Issue 25: a new shopper looks for registration where sign-in is offered. */}
      <p className="mt-4 border-t border-ink-300 pt-4">
        {texts['modal.login.newCustomer']}{' '}
        <a href={withReturn(paths.register, currentPage())} className="font-semibold text-brand-700 underline hover:no-underline">
          {texts['modal.login.register']}
        </a>
      </p>
    </ModalBody>
  )
}
