import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import type { Booking } from '../../../api/schemas/payment'
import { cardTokenizer } from '../../../components/cards/card-tokenizer'
import { NewCardFields } from '../../../components/cards/new-card-fields'
import { useCardForm } from '../../../components/cards/use-card-form'
import { FailureAlert } from '../../../components/payments/failure-alert'
import {
  methodChoiceOf,
  PaymentMethods,
  type MethodChoice,
} from '../../../components/payments/payment-methods'
import { FormAlert } from '../../../components/ui/form-alert'
import { Skeleton } from '../../../components/ui/skeleton'
import { Waiting } from '../../../components/ui/waiting'
import { PayButton } from '../../../components/payments/pay-button'
import { useFormatters } from '../../../i18n/use-formatters'
import { usePaymentEffects, type PayBookingActor } from '../hooks/use-pay-booking'
import { bookingTimeZone } from './booking-labels'

/**
 * Paying what a booking owes: its card is chosen already, another saved card, the ride-app
 * wallet or a new card (3-D Secure when the bank asks) are one choice away, then one Pay button.
 * While a payment is under way the button is disabled and says what is happening, so a double
 * click pays once; the machine's idempotency key makes a retried request pay once too.
 */
export function PayForm(props: {
  actor: PayBookingActor
  booking: Booking
  amount: number
  /** Leaving without paying (the balance stays owed). */
  onAbandon?: () => void
  onPaid?: () => void
}) {
  const { actor, booking } = props
  const { t } = useTranslation()
  const format = useFormatters()
  usePaymentEffects(actor, booking)
  const onPaid = useRef(props.onPaid)
  useEffect(() => {
    onPaid.current = props.onPaid
  })
  useEffect(() => {
    const subscription = actor.subscribe((current) => {
      if (current.status === 'done' && current.output.status === 'paid') onPaid.current?.()
    })
    return () => subscription.unsubscribe()
  }, [actor])
  const snapshot = useSelector(actor, (current) => current)
  const cardForm = useCardForm(cardTokenizer, bookingTimeZone(booking))
  const [newCard, setNewCard] = useState(false)
  const send = actor.send
  const { options, failure } = snapshot.context

  if (snapshot.matches('loadingOptions')) {
    return (
      <div role="status" className={css({ display: 'grid', gap: '3' })}>
        <span className={css({ srOnly: true })}>{t('booking.checkout.loadingOptions')}</span>
        <Skeleton className={css({ height: '14' })} />
        <Skeleton className={css({ height: '14' })} />
      </div>
    )
  }
  if (snapshot.matches('optionsFailed')) {
    return (
      <FormAlert tone="error">
        <p>{t('booking.checkout.optionsFailed')}</p>
        <button
          type="button"
          className={cx(button({ variant: 'outline' }), css({ justifySelf: 'start' }))}
          onClick={() => send({ type: 'pay.retry' })}
        >
          {t('common.tryAgain')}
        </button>
      </FormAlert>
    )
  }
  if (snapshot.matches('awaitingChallenge')) {
    return (
      <Waiting detail={t('booking.checkout.redirectDetail')}>
        {t('booking.checkout.toBank')}
      </Waiting>
    )
  }
  if (snapshot.matches('awaitingWallet')) {
    return (
      <Waiting detail={t('booking.checkout.redirectDetail')}>
        {t('booking.checkout.toWallet')}
      </Waiting>
    )
  }
  if (snapshot.matches('processing')) {
    return (
      <FormAlert tone="info" title={t('booking.checkout.processingTitle')}>
        <p>{t('booking.checkout.processingBody')}</p>
        <p>
          {t('booking.checkout.reference')} <bdi>{booking.reference}</bdi>
        </p>
        <button
          type="button"
          className={cx(button({ variant: 'outline' }), css({ justifySelf: 'start' }))}
          onClick={() => send({ type: 'check.again' })}
        >
          {t('booking.checkout.checkAgain')}
        </button>
      </FormAlert>
    )
  }
  if (snapshot.status === 'done' || !options) return null

  const choice = methodChoiceOf(
    snapshot.context.methodType,
    snapshot.context.selectedMethodId,
    newCard,
  )
  const choosing = snapshot.matches('choosing')
  const verifying = snapshot.matches('verifyingCard') || snapshot.matches('verifyingWallet')
  const busy = !choosing || cardForm.tokenizing
  const cannotPay = choice === 'new' && !cardTokenizer
  const busyLabel = verifying
    ? t('booking.pay.verifying')
    : snapshot.matches('paying')
      ? t('booking.pay.paying')
      : t('booking.pay.checkingCard')

  const choose = (next: MethodChoice) => {
    setNewCard(next === 'new')
    if (next === 'wallet') send({ type: 'pay.choose', methodType: 'CAREEM_PAY' })
    else if (next === 'new') send({ type: 'pay.choose', methodType: 'CARD' })
    else send({ type: 'pay.choose', methodType: 'CARD', paymentMethodId: next.slice(5) })
  }

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy || cannotPay) return
    if (choice !== 'new') {
      send({ type: 'pay.submit' })
      return
    }
    void cardForm.submit(({ token, brand }) =>
      send({ type: 'pay.cardTokenized', cardToken: token, cardNetwork: brand }),
    )
  }

  return (
    <form noValidate className={css({ display: 'grid', gap: '5' })} onSubmit={onSubmit}>
      {verifying ? (
        <Waiting detail={t('booking.checkout.verifyingDetail')}>
          {t('booking.checkout.verifying')}
        </Waiting>
      ) : null}
      <PaymentMethods payment={options} value={choice} disabled={busy} onChange={choose} />
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
          {t('booking.pay.label')} <bdi>{format.money(props.amount, booking.currency)}</bdi>
        </PayButton>
        {choosing && props.onAbandon ? (
          <button
            type="button"
            className={cx(button({ variant: 'ghost' }), css({ justifySelf: 'start' }))}
            onClick={() => {
              send({ type: 'pay.abandon' })
              props.onAbandon?.()
            }}
          >
            {t('rentals.pay.later')}
          </button>
        ) : null}
      </div>
    </form>
  )
}
