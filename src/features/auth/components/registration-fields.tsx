import { useTranslation } from '../../../i18n/use-translation'
import { CheckboxField, type CheckboxFieldProps } from '../../../components/ui/checkbox-field'
import { TextField, type TextFieldProps } from '../../../components/ui/text-field'
import { TermsDisclosure } from './terms-disclosure'

// What both ways of registering ask for (email and password, or a social sign-in): the name,
// and the terms and marketing consent.

type TextBinding = Omit<TextFieldProps, 'label'>
type CheckboxBinding = Omit<CheckboxFieldProps, 'label'>

export function NameFields(props: {
  firstName: TextBinding
  lastName: TextBinding
  error: (name: 'firstName' | 'lastName') => string | undefined
}) {
  const { t } = useTranslation()
  return (
    <>
      <TextField
        {...props.firstName}
        label={t('auth.fields.firstName')}
        autoComplete="given-name"
        error={props.error('firstName')}
      />
      <TextField
        {...props.lastName}
        label={t('auth.fields.lastName')}
        autoComplete="family-name"
        error={props.error('lastName')}
      />
    </>
  )
}

export function ConsentFields(props: {
  terms: CheckboxBinding
  marketing: CheckboxBinding
  error: (name: 'terms') => string | undefined
}) {
  const { t } = useTranslation()
  return (
    <>
      <CheckboxField
        {...props.terms}
        label={t('auth.fields.terms')}
        error={props.error('terms')}
        details={<TermsDisclosure />}
      />
      <CheckboxField {...props.marketing} label={t('auth.fields.marketing')} />
    </>
  )
}
