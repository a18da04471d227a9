import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import type { SocialLogin } from '../../../api/schemas/auth'
import type { CitySlug } from '../../../domain/cities'
import { localePrefix } from '../../../domain/locales'
import { useLocale } from '../../../i18n/use-locale'
import { AuthCard } from './auth-card'
import { describeFailure } from './auth-messages'
import { LoggedInNotice } from './logged-in-notice'
import { LoginForm, validateLogin, type LoginValues } from './login-form'
import type { SuggestedName } from '../social-provider'
import { SocialRegistrationForm } from './social-registration-form'
import { SocialSignIn } from './social-sign-in'
import { useAuthView, useFreshFeedback } from './use-auth-view'
import { useFormFields } from './use-form-fields'

type Attempt = 'password' | 'social' | 'socialRegister'

const footerText = css({ textAlign: 'center', color: 'fg.muted' })
const inlineLink = css({ color: 'fg.brand', fontWeight: 'semibold', textDecoration: 'underline' })

/**
 * Log in with email and password, a social provider or the ride app. A social account that does
 * not exist yet is created in place. After a login the app itself moves on (auth-navigation).
 */
export function LoginPage(props: { redirect: string | undefined; city: CitySlug | undefined }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const { actor, status, failure, user } = useAuthView()
  useFreshFeedback()
  const [attempt, setAttempt] = useState<Attempt | null>(null)
  // The social login sent last, with the name its provider shared for a new account's form.
  const [social, setSocial] = useState<{
    login: SocialLogin
    suggestedName: SuggestedName | undefined
  } | null>(null)
  const ownFailure = status === 'anonymous' && attempt === 'password' ? failure : null
  const view = useMemo(() => describeFailure(ownFailure, ['email', 'password']), [ownFailure])
  const form = useFormFields<LoginValues>({
    initial: { email: '', password: '' },
    validate: validateLogin,
    serverErrors: view.fields,
  })
  const busy = status === 'busy'

  if (status === 'authenticated' && user) {
    return (
      <AuthCard title={t('auth.login.title')}>
        <LoggedInNotice user={user} redirect={props.redirect} />
      </AuthCard>
    )
  }

  const registeringSocial =
    social !== null &&
    (attempt === 'socialRegister' ||
      (attempt === 'social' && failure?.code === 'SOCIAL_USER_NOT_FOUND'))
  if (registeringSocial) {
    return (
      <AuthCard title={t('auth.login.title')}>
        <SocialRegistrationForm
          login={social.login}
          suggestedName={social.suggestedName}
          failure={attempt === 'socialRegister' && status === 'anonymous' ? failure : null}
          busy={busy}
          onSubmit={(registration) => {
            setAttempt('socialRegister')
            actor.send({ type: 'socialRegister.submit', registration })
          }}
          onCancel={() => {
            setAttempt(null)
            setSocial(null)
            actor.send({ type: 'feedback.clear' })
          }}
        />
      </AuthCard>
    )
  }

  const socialFailure =
    attempt === 'social' && status === 'anonymous'
      ? describeFailure(failure, []).message
      : undefined
  return (
    <AuthCard title={t('auth.login.title')} lead={t('auth.login.lead')}>
      <LoginForm
        form={form}
        message={view.message ?? socialFailure}
        busy={busy}
        signingIn={busy && attempt === 'password'}
        redirect={props.redirect}
        city={props.city}
        onSubmit={(values) => {
          setAttempt('password')
          actor.send({
            type: 'login.submit',
            credentials: { email: values.email.trim(), password: values.password },
          })
        }}
      />
      <SocialSignIn
        hintEmail={form.values.email}
        busy={busy}
        redirect={props.redirect}
        onToken={(login, name) => {
          setSocial({ login, suggestedName: name })
          setAttempt('social')
          actor.send({ type: 'social.submit', login })
        }}
      />
      <p className={footerText}>
        {t('auth.login.noAccount')}{' '}
        <Link
          to="/{-$locale}/register"
          params={{ locale: localePrefix(locale) }}
          search={{ redirect: props.redirect, city: props.city }}
          className={inlineLink}
        >
          {t('auth.login.createAccount')}
        </Link>
      </p>
    </AuthCard>
  )
}
