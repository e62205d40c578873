import { useId, useState, type FormEvent } from 'react'
import { fieldClass, primaryButton } from './modal-body'

/** A plain check before the round trip; the worker validates again (SPEC §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export type EmailFormProps = {
  label: string
  submitLabel: string
  invalidText: string
  /** Sends the address; resolves to an error text to show, or null on success. */
  onSubmit: (email: string) => Promise<string | null>
}

/** One e-mail field and a button, as the out-of-stock and newsletter modals ask for. */
export function EmailForm({ label, submitLabel, invalidText, onSubmit }: EmailFormProps) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const fieldId = useId()
  const errorId = useId()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim()
    if (!EMAIL_PATTERN.test(email)) {
      setError(invalidText)
      return
    }
    setBusy(true)
    setError(null)
    const failure = await onSubmit(email)
    setBusy(false)
    setError(failure)
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <div>
        <label htmlFor={fieldId} className="font-semibold">
          {label}
        </label>
        <input
          id={fieldId}
          name="email"
          type="email"
          autoComplete="email"
          required
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={fieldClass}
        />
        {error && (
          <p id={errorId} role="alert" className="mt-1 text-sm text-red-800">
            {error}
          </p>
        )}
      </div>
      <button type="submit" disabled={busy} aria-busy={busy} className={primaryButton}>
        {submitLabel}
      </button>
    </form>
  )
}
