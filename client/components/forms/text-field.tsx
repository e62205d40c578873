import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react'
import type { MessageKey, MessageParams } from '../../../shared/messages/translate'
import type { PageProps } from '../page-props'

export const FIELD_INPUT =
  'w-full rounded-md border border-ink-700 px-3 py-2 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-[invalid=true]:border-danger-700'

type TextFieldProps = Pick<PageProps, 't'> & {
  name: string
  label: string
  value: string
  error?: MessageKey | undefined
  /** Values the message names (a minimum length). */
  errorParams?: MessageParams | undefined
  optional?: boolean
  autoComplete?: HTMLInputAutoCompleteAttribute
  type?: HTMLInputTypeAttribute
  inputMode?: 'email' | 'tel' | 'text'
  /** A hint under the label (a password rule), read with the field. */
  hint?: string | undefined
  minLength?: number | undefined
  /** A message rather than a value: a text area of this many rows. */
  rows?: number | undefined
}

/**
 * One labelled text field with its own message: the message is tied to the input
 * (`aria-describedby`) and the input marked invalid, so a screen reader reads both.
 */
export function TextField({ t, name, label, value, error, errorParams, optional = false, autoComplete, type = 'text', inputMode, hint, minLength, rows }: TextFieldProps) {
  const id = `field-${name}`
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-medium text-ink-900">
        {label}
        {optional && <span className="font-normal text-ink-700"> {t('form.optional')}</span>}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-ink-700">
          {hint}
        </p>
      )}
      {rows ? (
        <textarea
          id={id}
          name={name}
          rows={rows}
          defaultValue={value}
          required={!optional}
          minLength={minLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={FIELD_INPUT}
        />
      ) : (
        <input
          id={id}
          name={name}
          type={type}
          defaultValue={value}
          required={!optional}
          autoComplete={autoComplete}
          inputMode={inputMode}
          minLength={minLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={FIELD_INPUT}
        />
      )}
      {error && (
        <p id={errorId} className="text-sm font-semibold text-danger-700">
          {t(error, errorParams)}
        </p>
      )}
    </div>
  )
}
