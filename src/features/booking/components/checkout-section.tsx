import { useTranslation } from 'react-i18next'
import type { BookingSnapshot, SendBooking } from './booking-view'
import { Blocked, LoginNeeded, OptionsFailed, OptionsLoading, Processing } from './checkout-status'
import { Waiting } from '../../../components/ui/waiting'
import { failureMessageKey } from '../../../components/payments/failure-messages'
import { PaymentForm } from './payment-form'
import { panel, panelTitle } from './trip-section'

function CheckoutStep({ snapshot, send }: { snapshot: BookingSnapshot; send: SendBooking }) {
  const { t } = useTranslation()
  const { context } = snapshot
  const at = (state: Parameters<typeof snapshot.matches>[0]) => snapshot.matches(state)
  if (at({ checkout: 'awaitingLogin' })) return <LoginNeeded />
  if (at({ checkout: 'blocked' })) return <Blocked />
  if (at({ checkout: 'optionsFailed' })) {
    return (
      <OptionsFailed
        message={t(context.failure ? failureMessageKey(context.failure) : 'errors.unknown')}
        onRetry={() => send({ type: 'payment.retry' })}
      />
    )
  }
  if (at({ checkout: 'awaitingChallenge' })) {
    return (
      <Waiting detail={t('booking.checkout.redirectDetail')}>
        {t('booking.checkout.toBank')}
      </Waiting>
    )
  }
  if (at({ checkout: 'awaitingWallet' })) {
    return (
      <Waiting detail={t('booking.checkout.redirectDetail')}>
        {t('booking.checkout.toWallet')}
      </Waiting>
    )
  }
  if (at({ checkout: 'processing' })) {
    return (
      <Processing
        waitingFor="wallet"
        bookingId={context.bookingId}
        onCheck={() => send({ type: 'challenge.returned' })}
      />
    )
  }
  if (at({ checkout: 'cardPending' })) {
    return (
      <Processing
        waitingFor="card"
        bookingId={context.bookingId}
        onCheck={() => send({ type: 'challenge.returned' })}
        onPayAnotherWay={() => send({ type: 'payment.retry' })}
      />
    )
  }
  if (at({ checkout: 'revalidating' })) {
    return <Waiting>{t('booking.checkout.revalidating')}</Waiting>
  }
  if (at({ checkout: 'identifying' }) || at({ checkout: 'loadingOptions' }) || !context.payment) {
    return <OptionsLoading />
  }
  return (
    <PaymentForm
      snapshot={snapshot}
      send={send}
      payment={context.payment}
      timeZone={context.city.timezone}
    />
  )
}

/** The payment step (state `checkout`): who pays, with what, and how it is going. */
export function CheckoutSection(props: { snapshot: BookingSnapshot; send: SendBooking }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="checkout-title" className={panel}>
      <h2 id="checkout-title" tabIndex={-1} className={panelTitle}>
        {t('booking.checkout.title')}
      </h2>
      <CheckoutStep snapshot={props.snapshot} send={props.send} />
    </section>
  )
}
