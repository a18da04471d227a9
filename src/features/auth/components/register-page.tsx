import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import type { CitySlug } from '../../../domain/cities'
import { localePrefix } from '../../../domain/locales'
import { useLocale } from '../../../i18n/use-locale'
import { AuthCard } from './auth-card'
import { describeFailure } from './auth-messages'
import { LoggedInNotice } from './logged-in-notice'
import {
  REGISTER_FIELDS,
  RegisterForm,
  validateRegistration,
  type RegisterValues,
} from './register-form'
import { useAuthView, useFreshFeedback } from './use-auth-view'
import { useFormFields } from './use-form-fields'

const footerText = css({ textAlign: 'center', color: 'fg.muted' })
const inlineLink = css({ color: 'fg.brand', fontWeight: 'semibold', textDecoration: 'underline' })

/** Create an account; on success the app logs the new customer in and moves on. */
export function RegisterPage(props: { redirect: string | undefined; city: CitySlug | undefined }) {
  const { t } = useTranslation()
  const { locale, language } = useLocale()
  const { actor, status, failure, user } = useAuthView()
  useFreshFeedback()
  const [sent, setSent] = useState(false)
  const ownFailure = sent && status === 'anonymous' ? failure : null
  const view = useMemo(() => describeFailure(ownFailure, REGISTER_FIELDS), [ownFailure])
  const form = useFormFields<RegisterValues>({
    initial: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      phone: '',
      marketing: false,
      terms: false,
    },
    validate: validateRegistration,
    serverErrors: view.fields,
  })
  const busy = status === 'busy'

  if (status === 'authenticated' && user) {
    return (
      <AuthCard title={t('auth.register.title')}>
        <LoggedInNotice user={user} redirect={props.redirect} />
      </AuthCard>
    )
  }

  return (
    <AuthCard title={t('auth.register.title')} lead={t('auth.register.lead')}>
      <RegisterForm
        form={form}
        message={view.message}
        busy={busy}
        registering={busy && sent}
        onSubmit={(values) => {
          setSent(true)
          const phone = values.phone.trim()
          actor.send({
            type: 'register.submit',
            registration: {
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              email: values.email.trim(),
              password: values.password,
              ...(phone ? { phoneNumber: phone } : {}),
              preferredLanguage: language === 'ar' ? 'AR' : 'EN',
              marketingMessagesAccepted: values.marketing,
              termsAccepted: true,
            },
          })
        }}
      />
      <p className={footerText}>
        {t('auth.register.haveAccount')}{' '}
        <Link
          to="/{-$locale}/login"
          params={{ locale: localePrefix(locale) }}
          search={{ redirect: props.redirect, city: props.city }}
          className={inlineLink}
        >
          {t('auth.register.logIn')}
        </Link>
      </p>
    </AuthCard>
  )
}
