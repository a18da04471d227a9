import { useSelector } from '@xstate/react'
import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { checkoutView } from '../../../../machines/booking/booking.view'
import { paymentView } from '../../../../machines/payment/payment.view'
import { PaymentForm } from '../../../components/payments/payment-form'
import { madaApplies } from '../../../domain/cards'
import { ArrowBackIcon } from '../../../components/ui/icons'
import { Waiting } from '../../../components/ui/waiting'
import type { BookingFlow } from '../hooks/use-booking-flow'
import type { BookingSnapshot } from './booking-view'
import { Blocked, HeldBooking, LoginNeeded } from './checkout-status'
import { panel, panelTitle } from './trip-section'

/**
 * The payment step (state `checkout`): who pays, then one payment form, bound to the checkout
 * until the booking exists and to the booking's payment after. The form stays the same element
 * throughout, so what was typed survives the booking being made.
 */
function CheckoutStep({ flow, snapshot }: { flow: BookingFlow; snapshot: BookingSnapshot }) {
  const { t } = useTranslation()
  const payment = snapshot.children.payment
  const paid = useSelector(payment, (current) => (current ? paymentView(current) : null))
  if (snapshot.matches({ checkout: 'awaitingLogin' })) return <LoginNeeded />
  if (snapshot.matches({ checkout: 'blocked' })) return <Blocked />
  if (snapshot.matches({ checkout: 'revalidating' })) {
    return <Waiting>{t('booking.checkout.revalidating')}</Waiting>
  }
  const booked = snapshot.context.booked
  const paying = snapshot.matches({ checkout: 'paying' })
  const view = paying ? paid : checkoutView(snapshot)
  if (!view) return null
  return (
    <PaymentForm
      view={view}
      send={(event) => (paying && payment ? payment.send(event) : flow.actor.send(event))}
      timeZone={snapshot.context.city.timezone}
      mada={madaApplies(snapshot.context.city.code)}
      carried={flow.carried}
      typedRef={flow.typed}
      aside={
        booked ? (
          <HeldBooking bookingId={booked.bookingId} reference={booked.reference} />
        ) : (
          <button
            type="button"
            className={cx(button({ variant: 'ghost' }), css({ justifySelf: 'start' }))}
            onClick={() => flow.actor.send({ type: 'checkout.back' })}
          >
            <ArrowBackIcon />
            {t('booking.checkout.back')}
          </button>
        )
      }
    />
  )
}

export function CheckoutSection(props: { flow: BookingFlow; snapshot: BookingSnapshot }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="checkout-title" className={panel}>
      <h2 id="checkout-title" tabIndex={-1} className={panelTitle}>
        {t('booking.checkout.title')}
      </h2>
      <CheckoutStep flow={props.flow} snapshot={props.snapshot} />
    </section>
  )
}
