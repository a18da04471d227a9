import { useSelector } from '@xstate/react'
import type { RefObject } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { paymentView } from '../../../../machines/payment/payment.view'
import { PaymentForm } from '../../../components/payments/payment-form'
import type { CardFormCarry } from '../../../lib/payment-return'
import type { PaymentActor } from '../hooks/use-pay-booking'

/**
 * The one payment form, bound to a booking's payment (its balance, or a new end date), with a
 * way to leave it for later: what is owed stays owed, on the booking's page.
 */
export function BookingPayment(props: {
  actor: PaymentActor
  timeZone: string
  carried: CardFormCarry
  typed: RefObject<CardFormCarry>
}) {
  const { t } = useTranslation()
  const { actor } = props
  const view = useSelector(actor, paymentView)
  return (
    <PaymentForm
      view={view}
      send={(event) => actor.send(event)}
      timeZone={props.timeZone}
      carried={props.carried}
      typedRef={props.typed}
      aside={
        <button
          type="button"
          className={cx(button({ variant: 'ghost' }), css({ justifySelf: 'start' }))}
          onClick={() => actor.send({ type: 'payment.abandon' })}
        >
          {t('rentals.pay.later')}
        </button>
      }
    />
  )
}
