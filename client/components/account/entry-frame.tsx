import type { ReactNode } from 'react'
import type { MessageKey } from '../../../shared/messages/translate'
import type { PageProps } from '../page-props'

export const FORM_BUTTON =
  'inline-flex items-center justify-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'
export const FORM_LINK = 'font-semibold text-brand-700 underline hover:no-underline focus-visible:outline-2 focus-visible:outline-brand-700'

type EntryFrameProps = PageProps & {
  kind: 'sign-in' | 'register' | 'forgot-password' | 'create-password' | 'guest-order' | 'sign-out' | 'resend-confirmation' | 'guest-cancel'
  heading: string
  lead: string
  /** The back end's refusal of the whole form, above it (SPEC §8: the sign-in and reset messages). */
  formError?: MessageKey | null | undefined
  children: ReactNode
}

/** The sign-in, registration and password pages: heading, lead, the refusal if any, then the form. */
export function EntryFrame({ t, kind, heading, lead, formError, children }: EntryFrameProps) {
  return (
    <section className="max-w-xl space-y-6" data-page-kind={kind} aria-labelledby="page-heading">
      <h1 id="page-heading" className="text-3xl font-bold text-ink-900">
        {heading}
      </h1>
      <p className="text-ink-700">{lead}</p>
      {formError && (
        <p role="alert" className="rounded-md border border-danger-700 p-3 font-semibold text-danger-700" data-form-error="" data-notify-title={t('account.errorTitle')}>
          {t(formError)}
        </p>
      )}
      {children}
    </section>
  )
}
