import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState, type SubmitEvent } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { errorMessageKey, isApiError } from '../../../api/errors'
import { changePassword } from '../../../api/identity'
import { FormAlert } from '../../../components/ui/form-alert'
import { PasswordField } from '../../../components/ui/password-field'
import {
  PASSWORD_POLICY,
  validateCurrentPassword,
  validateNewPassword,
  validatePasswordConfirmation,
  type ValidationCode,
} from '../../../domain/validation'
import { notify } from '../../../lib/toast'

type Field = 'oldPassword' | 'newPassword' | 'confirmation'
const EMPTY: Record<Field, string> = { oldPassword: '', newPassword: '', confirmation: '' }

/**
 * Changing the password: the current one, a new one by the stated policy, and the new one again.
 * A wrong current password says so on its field; success keeps the session and clears the form.
 */
export function PasswordForm() {
  const { t } = useTranslation()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<Field, ValidationCode>>>({})
  const [refusals, setRefusals] = useState(0)

  const save = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      setValues(EMPTY)
      setErrors({})
      notify.success(t('profile.password.changed'))
    },
    onError: (error) => {
      if (!isApiError(error) || error.status !== 422) return
      const found: typeof errors = {}
      if (error.code === 'WRONG_PASSWORD' || error.fieldErrors.oldPassword)
        found.oldPassword = 'wrongPassword'
      if (error.fieldErrors.newPassword) found.newPassword = 'weakPassword'
      setErrors(found)
      setRefusals((count) => count + 1)
    },
  })

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refusals])

  const bind = (name: Field) => ({
    name,
    value: values[name],
    disabled: save.isPending,
    error: errors[name] ? t(`validation.${errors[name]}`) : undefined,
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value
      setValues((current) => ({ ...current, [name]: value }))
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }))
    },
  })

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (save.isPending) return
    const found = {
      oldPassword: validateCurrentPassword(values.oldPassword),
      newPassword: validateNewPassword(values.newPassword),
      confirmation: validatePasswordConfirmation(values.newPassword, values.confirmation),
    }
    setErrors(found)
    if (Object.values(found).some(Boolean)) {
      setRefusals((count) => count + 1)
      return
    }
    save.mutate({ oldPassword: values.oldPassword, newPassword: values.newPassword })
  }

  const otherFailure = save.isError && !(isApiError(save.error) && save.error.status === 422)

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={t('profile.password.title')}
      className={css({ display: 'grid', gap: '4', maxWidth: '480px' })}
    >
      {otherFailure ? (
        <FormAlert tone="error" title={t('profile.password.failed')}>
          <p>{t(errorMessageKey(save.error))}</p>
        </FormAlert>
      ) : null}
      <PasswordField
        {...bind('oldPassword')}
        label={t('profile.password.current')}
        autoComplete="current-password"
      />
      <PasswordField
        {...bind('newPassword')}
        label={t('auth.fields.newPassword')}
        hint={t('auth.fields.passwordHint', {
          min: PASSWORD_POLICY.minLength,
          max: PASSWORD_POLICY.maxLength,
        })}
        autoComplete="new-password"
      />
      <PasswordField
        {...bind('confirmation')}
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
      />
      <div>
        <button type="submit" className={button({ variant: 'outline' })} disabled={save.isPending}>
          {save.isPending ? t('profile.password.saving') : t('profile.password.save')}
        </button>
      </div>
    </form>
  )
}
