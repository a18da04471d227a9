import { Link } from '@tanstack/react-router'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { FormAlert } from '../../../components/ui/form-alert'
import type { CitySlug } from '../../../domain/cities'
import { localePrefix } from '../../../domain/locales'
import { validateCurrentPassword, validateEmail } from '../../../domain/validation'
import { useLocale } from '../../../i18n/use-locale'
import type { AuthMessageKey } from './auth-messages'
import { PasswordField } from '../../../components/ui/password-field'
import { SubmitButton } from './submit-button'
import type { FormFields } from './use-form-fields'
import { EmailField } from './email-field'
import { fieldErrorText } from './field-error-text'

export interface LoginValues {
  email: string
  password: string
}

export const validateLogin = (values: LoginValues) => ({
  email: validateEmail(values.email),
  password: validateCurrentPassword(values.password),
})

const linkStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: 'fg.brand',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
})

/** Email and password. The page owns the values, so they survive a detour (social sign-up). */
export function LoginForm(props: {
  form: FormFields<LoginValues>
  message: AuthMessageKey | undefined
  busy: boolean
  signingIn: boolean
  redirect: string | undefined
  city: CitySlug | undefined
  onSubmit: (values: LoginValues) => void
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const { form } = props
  const error = fieldErrorText(t, form.errorOf)
  return (
    <form
      noValidate
      className={css({ display: 'grid', gap: '4' })}
      onSubmit={form.handleSubmit(props.onSubmit)}
    >
      {props.message ? <FormAlert tone="error">{t(props.message)}</FormAlert> : null}
      <EmailField {...form.text('email')} error={error('email')} />
      <div className={css({ display: 'grid', gap: '1' })}>
        <PasswordField
          {...form.text('password')}
          label={t('auth.fields.password')}
          autoComplete="current-password"
          error={error('password')}
        />
        <Link
          to="/{-$locale}/forgot-password"
          params={{ locale: localePrefix(locale) }}
          search={{ redirect: props.redirect, city: props.city }}
          className={linkStyle}
        >
          {t('auth.login.forgot')}
        </Link>
      </div>
      <SubmitButton
        busy={props.signingIn}
        disabled={props.busy}
        label={t('auth.login.submit')}
        busyLabel={t('auth.login.submitting')}
      />
    </form>
  )
}
