import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { FormAlert } from '../../../components/ui/form-alert'
import { SelectField } from '../../../components/ui/select-field'
import { CITIES, isCityCode, type CitySlug } from '../../../domain/cities'
import { localePrefix } from '../../../domain/locales'
import { validateEmail } from '../../../domain/validation'
import { useCurrentCity, useLocale } from '../../../i18n/use-locale'
import { sandboxBuild } from '../../../lib/env'
import { AuthCard } from './auth-card'
import { describeFailure } from './auth-messages'
import { isolate } from '../../../i18n/bidi'
import { LoggedInNotice } from './logged-in-notice'
import { SubmitButton } from './submit-button'
import { useAuthView, useFreshFeedback } from './use-auth-view'
import { useFormFields } from './use-form-fields'
import { EmailField } from './email-field'
import { fieldErrorText } from './field-error-text'

interface Values {
  email: string
  city: string
}

const validate = (values: Values) => ({ email: validateEmail(values.email) })

const actions = css({ display: 'grid', gap: '2' })

/** Asks the platform to email a reset link; the answer never says whether the account exists. */
export function ForgotPasswordPage(props: {
  redirect: string | undefined
  city: CitySlug | undefined
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const currentCity = useCurrentCity()
  const { actor, status, failure, notice, user } = useAuthView()
  useFreshFeedback()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const view = useMemo(
    () => describeFailure(sentTo !== null && status === 'anonymous' ? failure : null, ['email']),
    [sentTo, status, failure],
  )
  const form = useFormFields<Values>({
    initial: { email: '', city: currentCity.code },
    validate,
    serverErrors: view.fields,
  })
  const busy = status === 'busy'
  const prefix = localePrefix(locale)

  if (status === 'authenticated' && user) {
    return (
      <AuthCard title={t('auth.forgot.title')}>
        <LoggedInNotice user={user} redirect={props.redirect} />
      </AuthCard>
    )
  }

  if (sentTo !== null && notice === 'resetRequested') {
    return (
      <AuthCard title={t('auth.forgot.title')}>
        <FormAlert tone="success" title={t('auth.forgot.sentTitle')} focusOnMount>
          <p>{t('auth.forgot.sent', { email: isolate(sentTo) })}</p>
        </FormAlert>
        <div className={actions}>
          {sandboxBuild ? (
            <Link to="/{-$locale}/sandbox/inbox" params={{ locale: prefix }} className={button()}>
              {t('auth.forgot.openInbox')}
            </Link>
          ) : null}
          <Link
            to="/{-$locale}/login"
            params={{ locale: prefix }}
            search={{ redirect: props.redirect, city: props.city }}
            className={sandboxBuild ? button({ variant: 'outline' }) : button({ variant: 'solid' })}
          >
            {t('auth.forgot.backToLogin')}
          </Link>
          <button
            type="button"
            className={cx(button({ variant: 'ghost' }))}
            onClick={() => {
              setSentTo(null)
              actor.send({ type: 'feedback.clear' })
            }}
          >
            {t('auth.forgot.tryAnother')}
          </button>
        </div>
      </AuthCard>
    )
  }

  const error = fieldErrorText(t, form.errorOf)
  return (
    <AuthCard title={t('auth.forgot.title')} lead={t('auth.forgot.lead')}>
      <form
        noValidate
        className={css({ display: 'grid', gap: '4' })}
        onSubmit={form.handleSubmit((values) => {
          const email = values.email.trim()
          const city = isCityCode(values.city) ? values.city : currentCity.code
          setSentTo(email)
          actor.send({ type: 'passwordReset.request', email, city })
        })}
      >
        {view.message ? <FormAlert tone="error">{t(view.message)}</FormAlert> : null}
        <EmailField {...form.text('email')} error={error('email')} />
        <SelectField
          {...form.select('city')}
          label={t('auth.fields.city')}
          hint={t('auth.forgot.cityHint')}
          options={CITIES.map((city) => ({ value: city.code, label: t(`cities.${city.slug}`) }))}
        />
        <SubmitButton
          busy={busy && sentTo !== null}
          disabled={busy}
          label={t('auth.forgot.submit')}
          busyLabel={t('auth.forgot.submitting')}
        />
      </form>
      <Link
        to="/{-$locale}/login"
        params={{ locale: prefix }}
        search={{ redirect: props.redirect, city: props.city }}
        className={css({
          justifySelf: 'center',
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: '44px',
          color: 'fg.brand',
          fontWeight: 'semibold',
          textDecoration: 'underline',
        })}
      >
        {t('auth.forgot.backToLogin')}
      </Link>
    </AuthCard>
  )
}
