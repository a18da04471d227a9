import { useTranslation } from '../../../i18n/use-translation'
import { TextField, type TextFieldProps } from '../../../components/ui/text-field'

/**
 * The email field of every account form: the email keyboard on phones, no autocorrection or
 * capitals, and Latin text kept left to right inside Arabic pages.
 */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const { t } = useTranslation()
  return (
    <TextField
      label={t('auth.fields.email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      latin
      {...props}
    />
  )
}
