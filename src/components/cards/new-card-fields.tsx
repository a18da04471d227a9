import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from '../../../styled-system/css'
import { FormAlert } from '../ui/form-alert'
import { TextField } from '../ui/text-field'
import type { CardForm } from './use-card-form'

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
    return <FormAlert tone="info">{t('cards.form.unavailable')}</FormAlert>
  }
  const error = (name: 'name' | 'number' | 'expiry' | 'cvc') => {
    const code = form.field(name).error
    return code ? t(`cards.form.errors.${code}`) : undefined
  }
  const bind = (name: 'name' | 'number' | 'expiry' | 'cvc') => {
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
        {...bind('name')}
        inputMode="text"
        latin={false}
        label={t('cards.form.name')}
        autoComplete="cc-name"
      />
      <TextField
        {...bind('number')}
        label={t('cards.form.number')}
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
      />
      <div className={pair}>
        <TextField
          {...bind('expiry')}
          label={t('cards.form.expiry')}
          autoComplete="cc-exp"
          placeholder={t('cards.form.expiryPlaceholder')}
        />
        <TextField {...bind('cvc')} label={t('cards.form.cvc')} autoComplete="cc-csc" />
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('cards.form.secure')}</p>
    </div>
  )
}
