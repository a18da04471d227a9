import { TextField } from '../../../components/ui/text-field'
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import type { AuthFailure } from '../../../../machines/auth/auth-failure'
import type { SocialRegistration } from '../../../../machines/auth/auth.actors'
import type { SocialLogin } from '../../../api/schemas/auth'
import type { SuggestedName } from '../social-provider'
import { FormAlert } from '../../../components/ui/form-alert'
import { validateName, validateTerms } from '../../../domain/validation'
import { useLocale } from '../../../i18n/use-locale'
import { describeFailure } from './auth-messages'
import { isolate } from '../../../i18n/bidi'
import { PROVIDER_NAMES } from './sandbox-sign-in-panel'
import { SubmitButton } from './submit-button'
import { ConsentFields, NameFields } from './registration-fields'
import { useFormFields } from './use-form-fields'
import { fieldErrorText } from './field-error-text'

interface Values {
  firstName: string
  lastName: string
  terms: boolean
  marketing: boolean
}

const validate = (values: Values) => ({
  firstName: validateName(values.firstName),
  lastName: validateName(values.lastName),
  terms: validateTerms(values.terms),
})

/**
 * A social sign-in for an email without an account: the provider vouched for the email, so only
 * the name and the terms are missing. The token from that sign-in creates the account.
 */
export function SocialRegistrationForm(props: {
  login: SocialLogin
  /** What the provider shared of the customer's name: the fields start with it, still editable. */
  suggestedName?: SuggestedName | undefined
  failure: AuthFailure | null
  busy: boolean
  onSubmit: (registration: SocialRegistration) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const { language } = useLocale()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const view = useMemo(() => describeFailure(props.failure, []), [props.failure])
  const form = useFormFields<Values>({
    initial: {
      firstName: props.suggestedName?.firstName ?? '',
      lastName: props.suggestedName?.lastName ?? '',
      terms: false,
      marketing: false,
    },
    validate,
  })
  const error = fieldErrorText(t, form.errorOf)

  // The form replaces the login form in place: start reading at its heading.
  useEffect(() => headingRef.current?.focus(), [])

  return (
    <form
      noValidate
      className={css({ display: 'grid', gap: '4' })}
      onSubmit={form.handleSubmit((values) =>
        props.onSubmit({
          ...props.login,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          preferredLanguage: language === 'ar' ? 'AR' : 'EN',
          marketingMessagesAccepted: values.marketing,
          termsAccepted: true,
        }),
      )}
    >
      <div className={css({ display: 'grid', gap: '1' })}>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className={css({ fontSize: 'xl', fontWeight: 'bold', _focus: { outline: 'none' } })}
        >
          {t('auth.socialRegister.title')}
        </h2>
        <p className={css({ color: 'fg.muted' })}>
          {t('auth.socialRegister.lead', {
            provider: props.login.isGoogle ? PROVIDER_NAMES.google : PROVIDER_NAMES.apple,
            email: isolate(props.login.email),
          })}
        </p>
      </div>
      {view.message ? <FormAlert tone="error">{t(view.message)}</FormAlert> : null}
      <TextField
        label={t('auth.fields.email')}
        type="email"
        value={props.login.email}
        readOnly
        latin
      />
      <NameFields
        firstName={form.text('firstName')}
        lastName={form.text('lastName')}
        error={error}
      />
      <ConsentFields
        terms={form.checkbox('terms')}
        marketing={form.checkbox('marketing')}
        error={error}
      />
      <SubmitButton
        busy={props.busy}
        disabled={false}
        label={t('auth.socialRegister.submit')}
        busyLabel={t('auth.register.submitting')}
      />
      <button
        type="button"
        className={cx(button({ variant: 'ghost' }), css({ width: '100%' }))}
        onClick={props.onCancel}
      >
        {t('auth.socialRegister.cancel')}
      </button>
    </form>
  )
}
