/** Labelled fields whose problem, when there is one, is tied to the field (`aria-describedby`). */

type FieldProps = {
  name: string
  label: string
  value: string
  error?: string | undefined
  hint?: string | undefined
  required?: boolean
  maxLength?: number
}

function describedBy(name: string, hint: string | undefined, error: string | undefined): string | undefined {
  const ids = [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter((id): id is string => id !== null)
  return ids.length > 0 ? ids.join(' ') : undefined
}

function Notes({ name, hint, error }: { name: string; hint: string | undefined; error: string | undefined }) {
  return (
    <>
      {hint && (
        <p className="hint" id={`${name}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${name}-error`}>
          {error}
        </p>
      )}
    </>
  )
}

export function TextField({
  name,
  label,
  value,
  error,
  hint,
  required = false,
  maxLength,
  type = 'text',
  range,
}: FieldProps & { type?: 'text' | 'number'; range?: { min: number; max: number } }) {
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <input
        id={name}
        name={name}
        type={type}
        min={range?.min}
        max={range?.max}
        step={range ? 1 : undefined}
        defaultValue={value}
        required={required}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
      />
      <Notes name={name} hint={hint} error={error} />
    </div>
  )
}

export function TextArea({ name, label, value, error, hint, required = false, maxLength, rows }: FieldProps & { rows: number }) {
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <textarea
        id={name}
        name={name}
        rows={rows}
        defaultValue={value}
        required={required}
        maxLength={maxLength}
        spellCheck
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
      />
      <Notes name={name} hint={hint} error={error} />
    </div>
  )
}

export function CheckboxField({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <div className="field field-checkbox">
      <input id={name} name={name} type="checkbox" value="1" defaultChecked={checked} />
      <label htmlFor={name}>{label}</label>
    </div>
  )
}
