import { useEffect, useRef } from 'react'
import { useTranslation } from '../../i18n/use-translation'
import { css } from '../../../styled-system/css'
import { FormAlert } from '../ui/form-alert'
import { TextField } from '../ui/text-field'
import type { CardFields } from '../../card-fields/card-fields'
import { MadaMark } from './mada-mark'
import { ProviderCardFields } from './provider-card-fields'
import type { CardForm } from './use-card-form'

interface BoundField {
  value: string
  onChange: (event: { currentTarget: { value: string } }) => void
  onBlur: () => void
  error: string | undefined
  disabled: boolean
  latin: boolean
  inputMode: 'numeric'
  spellCheck: boolean
}

const pair = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', tabletS: 'repeat(2, minmax(0, 1fr))' },
  gap: '3',
  alignItems: 'start',
})

/**
 * The cardholder's name (always the app's field), then the number, expiry and security code: the
 * app's own inputs, checked here and sent only to the tokenizer (the sandbox), or the payment
 * provider's frames (Checkout.com Frames), which the page never reads.
 */
export function NewCardFields(props: {
  form: CardForm | null
  fields: CardFields | null
  disabled: boolean
  /** mada cards are accepted here (paying in Saudi Arabia). */
  mada?: boolean
}) {
  const { t } = useTranslation()
  const { form, fields: cardFields } = props
  const fields = useRef<HTMLDivElement>(null)
  const refusals = form?.refusals ?? 0
  useEffect(() => {
    if (refusals === 0) return
    const invalid =
      fields.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      // The provider's frame, inside the first slot it reports as invalid.
      fields.current?.querySelector<HTMLElement>('[data-invalid] > *')
    invalid?.focus()
  }, [refusals])
  if (!form || !cardFields) {
    return <FormAlert tone="info">{t('cards.form.unavailable')}</FormAlert>
  }
  const error = (name: 'name' | 'number' | 'expiry' | 'cvc') => {
    const code = form.field(name).error
    return code ? t(`cards.form.errors.${code}`) : undefined
  }
  const bind = (name: 'name' | 'number' | 'expiry' | 'cvc'): BoundField => {
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
      {props.mada ? <MadaMark label={t('cards.form.madaAccepted')} /> : null}
      {cardFields.kind === 'hosted' ? (
        <ProviderCardFields fields={cardFields} form={form} mada={props.mada ?? false} />
      ) : (
        <TypedCardNumber bind={bind} />
      )}
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('cards.form.secure')}</p>
    </div>
  )
}

/** The app's own number, expiry and code inputs (the sandbox's stand-in for the provider). */
function TypedCardNumber(props: { bind: (name: 'number' | 'expiry' | 'cvc') => BoundField }) {
  const { t } = useTranslation()
  const { bind } = props
  return (
    <>
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
    </>
  )
}
