import { TextField } from '../../../components/ui/text-field'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { FormAlert } from '../../../components/ui/form-alert'
import {
  PASSWORD_POLICY,
  validateEmail,
  validateName,
  validateNewPassword,
  validateOptionalPhone,
  validateTerms,
} from '../../../domain/validation'
import type { AuthMessageKey } from './auth-messages'
import { PhoneHint } from '../../../components/ui/phone-hint'
import { PasswordField } from '../../../components/ui/password-field'
import { SubmitButton } from './submit-button'
import { ConsentFields, NameFields } from './registration-fields'
import type { FormFields } from './use-form-fields'
import { EmailField } from './email-field'
import { fieldErrorText } from './field-error-text'

export interface RegisterValues {
  firstName: string
  lastName: string
  email: string
  password: string
  phone: string
  marketing: boolean
  terms: boolean
}

export const REGISTER_FIELDS = ['firstName', 'lastName', 'email', 'password', 'phone'] as const

export const validateRegistration = (values: RegisterValues) => ({
  firstName: validateName(values.firstName),
  lastName: validateName(values.lastName),
  email: validateEmail(values.email),
  password: validateNewPassword(values.password),
  phone: validateOptionalPhone(values.phone),
  terms: validateTerms(values.terms),
})

const nameRow = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', mobileXL: '1fr 1fr' },
  gap: '4',
})

export function RegisterForm(props: {
  form: FormFields<RegisterValues>
  message: AuthMessageKey | undefined
  busy: boolean
  registering: boolean
  onSubmit: (values: RegisterValues) => void
}) {
  const { t } = useTranslation()
  const { form } = props
  const error = fieldErrorText(t, form.errorOf)
  return (
    <form
      noValidate
      className={css({ display: 'grid', gap: '4' })}
      onSubmit={form.handleSubmit(props.onSubmit)}
    >
      {props.message ? <FormAlert tone="error">{t(props.message)}</FormAlert> : null}
      <div className={nameRow}>
        <NameFields
          firstName={form.text('firstName')}
          lastName={form.text('lastName')}
          error={error}
        />
      </div>
      <EmailField {...form.text('email')} error={error('email')} />
      <PasswordField
        {...form.text('password')}
        label={t('auth.fields.password')}
        autoComplete="new-password"
        hint={t('auth.fields.passwordHint', {
          min: PASSWORD_POLICY.minLength,
          max: PASSWORD_POLICY.maxLength,
        })}
        error={error('password')}
      />
      <TextField
        {...form.text('phone')}
        label={t('auth.fields.phone')}
        optionalLabel={t('auth.fields.optional')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        latin
        hint={<PhoneHint />}
        error={error('phone')}
      />
      <ConsentFields
        terms={form.checkbox('terms')}
        marketing={form.checkbox('marketing')}
        error={error}
      />
      <SubmitButton
        busy={props.registering}
        disabled={props.busy}
        label={t('auth.register.submit')}
        busyLabel={t('auth.register.submitting')}
      />
    </form>
  )
}
