import type { MessageKey } from '../../../shared/messages/translate'
import { PASSWORD_MIN_LENGTH } from '../../../shared/rules/password-rule'
import type { PageProps } from '../page-props'
import { TextField } from './text-field'

type NewPasswordFieldsProps = Pick<PageProps, 't'> & {
  label: string
  confirmLabel: string
  errors: Partial<Record<'password' | 'confirmPassword', MessageKey>>
}

/** A new password and its confirmation, with SPEC §5's rule read out with the first (registration, reset, change). */
export function NewPasswordFields({ t, label, confirmLabel, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        t={t}
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        label={label}
        hint={t('form.passwordRule')}
        value=""
        error={errors.password}
      />
      <TextField t={t} name="confirmPassword" type="password" autoComplete="new-password" label={confirmLabel} value="" error={errors.confirmPassword} />
    </>
  )
}
