import { useEffect, useState, type ReactNode, type RefObject, type SubmitEvent } from 'react'
import { useTranslation } from '../../i18n/use-translation'
import { css } from '../../../styled-system/css'
import type { PaymentFormEvent, PaymentView } from '../../domain/payment-flow'
import { useFormatters } from '../../i18n/use-formatters'
import type { CardFormCarry } from '../../lib/payment-return'
import { cardFields } from '../../card-fields/build-card-fields'
import { NewCardFields } from '../cards/new-card-fields'
import { useCardForm } from '../cards/use-card-form'
import { Waiting } from '../ui/waiting'
import { failureMessageKey } from '../failure-messages'
import { FailureAlert } from './failure-alert'
import { PayButton } from './pay-button'
import {
  methodChoiceOf,
  paymentChoiceOf,
  PaymentMethods,
  type MethodChoice,
} from './payment-methods'
import { OptionsFailed, OptionsLoading, PaymentPending } from './payment-status'

/**
 * The one payment form, wherever the customer pays (the checkout, a booking's balance, a new end
 * date): the ways to pay, a new card's fields, one Pay button, and each wait on the way. It shows
 * what the flow's view says and sends the flow the form's events; it keeps only what is typed.
 * While a payment is under way the button is disabled and says what is happening, so a double
 * click or Enter held down pays once (the flows ignore repeats as well).
 */
export function PaymentForm(props: {
  view: PaymentView
  send: (event: PaymentFormEvent) => void
  /** Card expiry is read in the city's calendar. */
  timeZone: string
  /** What was typed before the bank's page (never the number or the code). */
  carried: CardFormCarry
  /** Kept up to date with the name and expiry typed, for the way to the bank's page and back. */
  typedRef?: RefObject<CardFormCarry> | undefined
  /** Under the Pay button while choosing: back to the trip, the held booking, pay later. */
  aside?: ReactNode
  /** mada cards are accepted (paying in Saudi Arabia). */
  mada?: boolean
}) {
  const { t } = useTranslation()
  const format = useFormatters()
  const { view, send } = props
  const cardForm = useCardForm(cardFields, props.timeZone, props.carried)
  // Back from the bank with a card that was being added, its fields are open again.
  const [newCard, setNewCard] = useState(props.carried.name !== '' || props.carried.expiry !== '')
  const { name, expiry } = cardForm.values
  const { typedRef } = props
  useEffect(() => {
    if (typedRef) typedRef.current = { name, expiry }
  }, [typedRef, name, expiry])

  if (view.step === 'loading') return <OptionsLoading />
  if (view.step === 'loadFailed') {
    return (
      <OptionsFailed
        message={t(view.failure ? failureMessageKey(view.failure, 'payment') : 'errors.unknown')}
        onRetry={() => send({ type: 'payment.retry' })}
      />
    )
  }
  if (view.step === 'toBank' || view.step === 'toWallet') {
    return (
      <Waiting detail={t('booking.checkout.redirectDetail')}>
        {t(view.step === 'toBank' ? 'booking.checkout.toBank' : 'booking.checkout.toWallet')}
      </Waiting>
    )
  }
  if ((view.step === 'cardPending' || view.step === 'walletPending') && view.reference) {
    return (
      <PaymentPending
        waitingFor={view.step === 'cardPending' ? 'card' : 'wallet'}
        reference={view.reference}
        onCheck={() => send({ type: 'payment.checkAgain' })}
        onPayAnotherWay={
          view.step === 'cardPending' ? () => send({ type: 'payment.anotherWay' }) : undefined
        }
      />
    )
  }
  if (view.step === 'done' || !view.options) return null

  const choice = methodChoiceOf(view.choice, newCard)
  const choosing = view.step === 'choosing'
  const verifying = view.step === 'verifyingCard' || view.step === 'verifyingWallet'
  const busy = !choosing || cardForm.tokenizing
  const cannotPay = choice === 'new' && (!cardFields || cardForm.hostedStatus === 'unavailable')
  const busyLabel = verifying
    ? t('booking.pay.verifying')
    : view.step === 'charging'
      ? t('booking.pay.paying')
      : t('booking.pay.checkingCard')

  const choose = (next: MethodChoice) => {
    setNewCard(next === 'new')
    if (next !== 'new') send({ type: 'payment.choose', choice: paymentChoiceOf(next) })
  }

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy || cannotPay) return
    if (choice !== 'new') {
      send({ type: 'payment.submit' })
      return
    }
    // The network goes to the platform as the card-token call has it; mada rides on the token.
    void cardForm.submit(({ token, brand }) =>
      send({ type: 'payment.cardTokenized', cardToken: token, cardNetwork: brand }),
    )
  }

  return (
    <form noValidate className={css({ display: 'grid', gap: '5' })} onSubmit={onSubmit}>
      {verifying ? (
        <Waiting detail={t('booking.checkout.verifyingDetail')}>
          {t('booking.checkout.verifying')}
        </Waiting>
      ) : null}
      <PaymentMethods payment={view.options} value={choice} disabled={busy} onChange={choose} />
      {choice === 'new' ? (
        <NewCardFields
          form={cardFields ? cardForm : null}
          fields={cardFields}
          disabled={busy}
          mada={props.mada ?? false}
        />
      ) : null}
      {view.failure && choosing ? (
        <FailureAlert
          key={view.failure.code}
          failure={view.failure}
          focus
          onDismiss={() => send({ type: 'failure.dismiss' })}
        />
      ) : null}
      <div className={css({ display: 'grid', gap: '3' })}>
        <PayButton busy={busy} busyLabel={busyLabel} disabled={busy || cannotPay}>
          {t('booking.pay.label')} <bdi>{format.money(view.amount, view.currency)}</bdi>
        </PayButton>
        {choosing ? props.aside : null}
      </div>
    </form>
  )
}
