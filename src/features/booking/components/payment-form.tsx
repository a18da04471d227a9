import { useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import type { PaymentOptions } from '../../../domain/payment-options'
import { ArrowBackIcon } from '../../../components/ui/icons'
import { useFormatters } from '../../../i18n/use-formatters'
import { cardTokenizer } from '../../../components/cards/card-tokenizer'
import { useCardForm } from '../../../components/cards/use-card-form'
import { isPaying, type BookingSnapshot, type SendBooking } from './booking-view'
import { HeldBooking } from './checkout-status'
import { Waiting } from '../../../components/ui/waiting'
import { PayButton } from '../../../components/payments/pay-button'
import { FailureAlert } from '../../../components/payments/failure-alert'
import { NewCardFields } from '../../../components/cards/new-card-fields'
import {
  methodChoiceOf,
  PaymentMethods,
  type MethodChoice,
} from '../../../components/payments/payment-methods'

/**
 * Choosing how to pay and paying: saved cards, the ride-app wallet or a new card, then one Pay
 * button. While a payment is under way the button is disabled and says what is happening, so
 * a double click or Enter held down pays once (the machine ignores repeats as well).
 */
export function PaymentForm(props: {
  snapshot: BookingSnapshot
  send: SendBooking
  payment: PaymentOptions
  timeZone: string
}) {
  const { t } = useTranslation()
  const format = useFormatters()
  const { snapshot, send, payment } = props
  const { quote, failure } = snapshot.context
  const cardForm = useCardForm(cardTokenizer, props.timeZone)
  const [newCard, setNewCard] = useState(false)
  const choice = methodChoiceOf(
    snapshot.context.methodType,
    snapshot.context.selectedMethodId,
    newCard,
  )
  const choosing = snapshot.matches({ checkout: 'choosing' })
  const verifying =
    snapshot.matches({ checkout: 'verifyingCard' }) ||
    snapshot.matches({ checkout: 'verifyingWallet' })
  const busy = isPaying(snapshot) || cardForm.tokenizing
  const cannotPay = choice === 'new' && !cardTokenizer

  const choose = (next: MethodChoice) => {
    setNewCard(next === 'new')
    if (next === 'wallet') send({ type: 'payment.choose', methodType: 'CAREEM_PAY' })
    else if (next === 'new') send({ type: 'payment.choose', methodType: 'CARD' })
    else send({ type: 'payment.choose', methodType: 'CARD', paymentMethodId: next.slice(5) })
  }

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy || !choosing || cannotPay) return
    if (choice !== 'new') {
      send({ type: 'payment.submit' })
      return
    }
    void cardForm.submit(({ token, brand }) =>
      send({ type: 'payment.cardTokenized', cardToken: token, cardNetwork: brand, payNow: true }),
    )
  }

  const busyLabel = verifying
    ? t('booking.pay.verifying')
    : snapshot.matches({ checkout: 'placing' })
      ? t('booking.pay.paying')
      : t('booking.pay.checkingCard')

  return (
    <form noValidate className={css({ display: 'grid', gap: '5' })} onSubmit={onSubmit}>
      {verifying ? (
        <Waiting detail={t('booking.checkout.verifyingDetail')}>
          {t('booking.checkout.verifying')}
        </Waiting>
      ) : null}
      <PaymentMethods
        payment={payment}
        value={choice}
        disabled={busy || !choosing}
        onChange={choose}
      />
      {choice === 'new' ? (
        <NewCardFields form={cardTokenizer ? cardForm : null} disabled={busy} />
      ) : null}
      {failure && choosing ? (
        <FailureAlert
          key={failure.code}
          failure={failure}
          focus
          onDismiss={() => send({ type: 'failure.dismiss' })}
        />
      ) : null}
      <div className={css({ display: 'grid', gap: '3' })}>
        <PayButton busy={busy} busyLabel={busyLabel} disabled={busy || cannotPay}>
          {t('booking.pay.label')}
          {quote ? (
            <>
              {' '}
              <bdi>{format.money(quote.total, quote.currency)}</bdi>
            </>
          ) : null}
        </PayButton>
        {choosing && snapshot.context.bookingId ? (
          <HeldBooking bookingId={snapshot.context.bookingId} />
        ) : choosing ? (
          <button
            type="button"
            className={cx(button({ variant: 'ghost' }), css({ justifySelf: 'start' }))}
            onClick={() => send({ type: 'checkout.back' })}
          >
            <ArrowBackIcon />
            {t('booking.checkout.back')}
          </button>
        ) : null}
      </div>
    </form>
  )
}
