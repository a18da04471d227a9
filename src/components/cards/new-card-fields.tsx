import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from '../../../../styled-system/css'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import type { CardForm } from '../hooks/use-card-form'

const pair = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', tabletS: 'repeat(2, minmax(0, 1fr))' },
  gap: '3',
  alignItems: 'start',
})

/** Card number, expiry and security code; checked here, then sent only to the tokenizer. */
export function NewCardFields(props: { form: CardForm | null; disabled: boolean }) {
  const { t } = useTranslation()
  const { form } = props
  const fields = useRef<HTMLDivElement>(null)
  const refusals = form?.refusals ?? 0
  useEffect(() => {
    if (refusals > 0) fields.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refusals])
  if (!form) {
    return <FormAlert tone="info">{t('booking.card.unavailable')}</FormAlert>
  }
  const error = (name: 'number' | 'expiry' | 'cvc') => {
    const code = form.field(name).error
    return code ? t(`booking.card.errors.${code}`) : undefined
  }
  const bind = (name: 'number' | 'expiry' | 'cvc') => {
    const field = form.field(name)
    return {
      value: field.value,
      onChange: (event: { currentTarget: { value: string } }) =>
        field.onChange(event.currentTarget.value),
      onBlur: field.onBlur,
      error: error(name),
      disabled: props.disabled,
      latin: true,
      inputMode: 'numeric' as const,
      spellCheck: false,
    }
  }
  return (
    <div ref={fields} className={css({ display: 'grid', gap: '3' })}>
      {form.failure ? <FormAlert tone="error">{t(form.failure)}</FormAlert> : null}
      <TextField
        {...bind('number')}
        label={t('booking.card.number')}
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
      />
      <div className={pair}>
        <TextField
          {...bind('expiry')}
          label={t('booking.card.expiry')}
          autoComplete="cc-exp"
          placeholder={t('booking.card.expiryPlaceholder')}
        />
        <TextField {...bind('cvc')} label={t('booking.card.cvc')} autoComplete="cc-csc" />
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('booking.card.secure')}</p>
    </div>
  )
}
