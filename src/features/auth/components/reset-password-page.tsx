import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { FormAlert } from '../../../components/ui/form-alert'
import {
  PASSWORD_POLICY,
  validateNewPassword,
  validatePasswordConfirmation,
} from '../../../domain/validation'
import { localePrefix } from '../../../domain/locales'
import { useLocale } from '../../../i18n/use-locale'
import { AuthCard } from './auth-card'
import { describeFailure } from './auth-messages'
import { LoggedInNotice } from './logged-in-notice'
import { PasswordField } from '../../../components/ui/password-field'
import { SubmitButton } from './submit-button'
import { useAuthView, useFreshFeedback } from './use-auth-view'
import { useFormFields } from './use-form-fields'
import { fieldErrorText } from './field-error-text'

interface Values {
  newPassword: string
  confirmPassword: string
}

const validate = (values: Values) => ({
  newPassword: validateNewPassword(values.newPassword),
  confirmPassword: validatePasswordConfirmation(values.newPassword, values.confirmPassword),
})

/** Sets a new password with the token from the emailed link (`?token=`). */
export function ResetPasswordPage(props: { token: string | undefined }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const prefix = localePrefix(locale)
  const { actor, status, failure, notice, user } = useAuthView()
  useFreshFeedback()
  const [sent, setSent] = useState(false)
  const ownFailure = sent && status === 'anonymous' ? failure : null
  const view = useMemo(() => describeFailure(ownFailure, ['newPassword']), [ownFailure])
  const form = useFormFields<Values>({
    initial: { newPassword: '', confirmPassword: '' },
    validate,
    serverErrors: view.fields,
  })
  const busy = status === 'busy'
  const title = t('auth.reset.title')

  const askAgain = (
    <Link to="/{-$locale}/forgot-password" params={{ locale: prefix }} className={button()}>
      {t('auth.reset.askAgain')}
    </Link>
  )

  if (status === 'authenticated' && user) {
    return (
      <AuthCard title={title}>
        <LoggedInNotice user={user} redirect={undefined} />
      </AuthCard>
    )
  }
  if (props.token === undefined) {
    return (
      <AuthCard title={title}>
        <FormAlert tone="error" title={t('auth.reset.missingTitle')}>
          <p>{t('auth.reset.missing')}</p>
        </FormAlert>
        {askAgain}
      </AuthCard>
    )
  }
  if (sent && notice === 'passwordChanged') {
    return (
      <AuthCard title={title}>
        <FormAlert tone="success" title={t('auth.reset.doneTitle')} focusOnMount>
          <p>{t('auth.reset.done')}</p>
        </FormAlert>
        <Link to="/{-$locale}/login" params={{ locale: prefix }} className={button()}>
          {t('auth.reset.logIn')}
        </Link>
      </AuthCard>
    )
  }
  if (ownFailure?.code === 'INVALID_TOKEN') {
    return (
      <AuthCard title={title}>
        <FormAlert tone="error" title={t('auth.reset.expiredTitle')} focusOnMount>
          <p>{t('auth.errors.invalidToken')}</p>
        </FormAlert>
        {askAgain}
      </AuthCard>
    )
  }

  const { token } = props
  const error = fieldErrorText(t, form.errorOf)
  return (
    <AuthCard title={title} lead={t('auth.reset.lead')}>
      <form
        noValidate
        className={css({ display: 'grid', gap: '4' })}
        onSubmit={form.handleSubmit((values) => {
          setSent(true)
          actor.send({ type: 'passwordReset.confirm', token, newPassword: values.newPassword })
        })}
      >
        {view.message ? <FormAlert tone="error">{t(view.message)}</FormAlert> : null}
        <PasswordField
          {...form.text('newPassword')}
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          hint={t('auth.fields.passwordHint', {
            min: PASSWORD_POLICY.minLength,
            max: PASSWORD_POLICY.maxLength,
          })}
          error={error('newPassword')}
        />
        <PasswordField
          {...form.text('confirmPassword')}
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          error={error('confirmPassword')}
        />
        <SubmitButton
          busy={busy && sent}
          disabled={busy}
          label={t('auth.reset.submit')}
          busyLabel={t('auth.reset.submitting')}
        />
      </form>
    </AuthCard>
  )
}
