import { useSelector } from '@xstate/react'
import type { ReactNode, RefObject } from 'react'
import { paymentView } from '../../../../machines/payment/payment.view'
import { PaymentForm } from '../../../components/payments/payment-form'
import type { CardFormCarry } from '../../../lib/payment-return'
import type { PaymentActor } from '../hooks/use-pay-booking'

/** The one payment form, bound to a booking's payment (its balance, or a new end date). */
export function BookingPayment(props: {
  actor: PaymentActor
  timeZone: string
  carried: CardFormCarry
  typed: RefObject<CardFormCarry>
  aside?: ReactNode
}) {
  const view = useSelector(props.actor, paymentView)
  return (
    <PaymentForm
      view={view}
      send={props.actor.send}
      timeZone={props.timeZone}
      carried={props.carried}
      typedRef={props.typed}
      aside={props.aside}
    />
  )
}
