import { useId, type ReactNode } from 'react'
import { useTranslation } from '../../i18n/use-translation'
import { css } from '../../../styled-system/css'
import type { PaymentChoice, PaymentOptions } from '../../domain/payment-options'
import type { SavedPaymentMethod } from '../../api/schemas/payment'
import { cardHint, fieldset, legend, radioCard, radioInput } from '../ui/choice-styles'

/** The chosen way to pay: the wallet, a saved card, or a new card. */
export type MethodChoice = 'wallet' | 'new' | `card:${string}`

const list = css({ display: 'grid', gap: '3' })

const badge = css({
  display: 'inline-block',
  marginInlineStart: '2',
  paddingInline: '2',
  borderRadius: 'full',
  bg: 'bg.subtle',
  color: 'fg.default',
  fontSize: 'xs',
  fontWeight: 'semibold',
  verticalAlign: 'middle',
})

const problem = css({ display: 'block', fontSize: 'sm', color: 'fg.danger', fontWeight: 'medium' })

const two = (value: number) => String(value % 100).padStart(2, '0')

/** Why a saved card cannot pay, if it cannot (SPEC §4 statuses and §5 "inserted"; mada in Riyadh). */
export function unusable(method: SavedPaymentMethod, payment: PaymentOptions) {
  const problem = payment.problems[method.paymentMethodId]
  return problem ? (`booking.methods.${problem}` as const) : undefined
}

export function PaymentMethods(props: {
  payment: PaymentOptions
  value: MethodChoice
  disabled: boolean
  onChange: (choice: MethodChoice) => void
}) {
  const { t } = useTranslation()
  const name = useId()
  const { payment } = props
  const option = (value: MethodChoice, title: ReactNode, detail: ReactNode, off = false) => (
    <label key={value} className={radioCard}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={props.value === value}
        disabled={props.disabled || off}
        onChange={() => props.onChange(value)}
        className={radioInput}
      />
      <span className={css({ minWidth: '0' })}>
        <span className={css({ display: 'block', fontWeight: 'semibold' })}>{title}</span>
        {detail}
      </span>
    </label>
  )
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>{t('booking.methods.legend')}</legend>
      <div className={list}>
        {payment.provider === 'CAREEM'
          ? option(
              'wallet',
              t('booking.methods.wallet'),
              <span className={cardHint}>{t('booking.methods.walletHint')}</span>,
            )
          : null}
        {payment.methods.map((method) => {
          const reason = unusable(method, payment)
          const mada = payment.mada[method.paymentMethodId]
          return option(
            `card:${method.paymentMethodId}`,
            <>
              <bdi>
                {t(`cards.brands.${method.brand}`)} •••• {method.last4Digits}
              </bdi>
              {mada === 'MADA_AUTHORIZED' || mada === 'MADA_NOT_AUTHORIZED' ? (
                <span className={badge}>{t('booking.methods.mada')}</span>
              ) : null}
              {method.isPreferred ? (
                <span className={badge}>{t('booking.methods.preferred')}</span>
              ) : null}
            </>,
            <>
              <span className={cardHint}>
                {t('booking.methods.expires')}{' '}
                <bdi>
                  {two(method.expiryMonth)}/{two(method.expiryYear)}
                </bdi>
              </span>
              {reason ? <span className={problem}>{t(reason)}</span> : null}
            </>,
            reason !== undefined,
          )
        })}
        {option(
          'new',
          t('booking.methods.newCard'),
          <span className={cardHint}>{t('booking.methods.newCardHint')}</span>,
        )}
      </div>
    </fieldset>
  )
}

/** The choice a payment flow holds, unless the customer is typing a new card. */
export function methodChoiceOf(choice: PaymentChoice, newCard: boolean): MethodChoice {
  if (newCard || choice.kind === 'none') return 'new'
  if (choice.kind === 'wallet') return 'wallet'
  return `card:${choice.paymentMethodId}`
}

/** The flow's choice for what was picked in the list (a new card is the form's own). */
export function paymentChoiceOf(picked: Exclude<MethodChoice, 'new'>): PaymentChoice {
  return picked === 'wallet'
    ? { kind: 'wallet' }
    : { kind: 'card', paymentMethodId: picked.slice('card:'.length) }
}
