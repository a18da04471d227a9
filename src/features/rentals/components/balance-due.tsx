import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { errorMessageKey } from '../../../api/errors'
import { changeEndDate } from '../../../api/payment'
import { bookingQueries } from '../../../api/queries/booking-queries'
import type { Booking } from '../../../api/schemas/payment'
import { awaitedPayment } from '../../../domain/booking-status'
import { FormAlert } from '../../../components/ui/form-alert'
import { useFormatters } from '../../../i18n/use-formatters'
import { notify } from '../../../lib/toast'
import type { PaymentChoice } from '../../../domain/payment-options'
import { EMPTY_CARRY, readPaymentReturn, type PaymentReturn } from '../../../lib/payment-return'
import { bookingChoice, usePayBooking, usePaymentSettled } from '../hooks/use-pay-booking'
import { useTypedCard } from '../../../components/cards/use-typed-card'
import { bookingTimeZone } from './booking-labels'
import { BookingPayment } from './booking-payment'
import { card, sectionTitle } from './rental-styles'

const box = cx(
  card,
  css({
    display: 'grid',
    gap: '4',
    padding: { base: '4', tablet: '6' },
    borderColor: 'status.warningBorder',
    borderWidth: '2px',
  }),
)

/**
 * What a booking still owes, and paying it: an unpaid booking, or a new return date the
 * customer confirmed that waits for its payment. Back from a bank's or the wallet's page the
 * payment form opens by itself and checks the answer; from My rentals' "Complete payment"
 * (`open`) it opens as soon as the amount owed is known. Nothing owed, no box: not while the
 * amount is being read, and not after it was paid.
 */
export function BalanceDue(props: { booking: Booking; returned: boolean; open: boolean }) {
  const { booking } = props
  const { t } = useTranslation()
  const format = useFormatters()
  const details = useQuery(bookingQueries.paymentDetails(booking.customerId, booking.bookingId))
  // What a payment left at the bank's page, read once: a payment that settled clears it, so the
  // box opened again (the booking changed) never checks the same payment twice.
  const [returned] = useState(() =>
    props.returned ? readPaymentReturn({ kind: 'booking', bookingId: booking.bookingId }) : null,
  )
  const [paying, setPaying] = useState(returned !== null)
  const [openWhenKnown, setOpenWhenKnown] = useState(props.open)
  const outstanding = details.data?.outstanding ?? 0
  // Only an answer that is not being refreshed decides: after a payment the page may mount this
  // again (the link's ?pay=now still in the address) while the old amount is being asked anew.
  if (openWhenKnown && details.isSuccess && !details.isFetching) {
    setOpenWhenKnown(false)
    if (outstanding > 0) setPaying(true)
  }
  if (!details.isSuccess || outstanding <= 0) return null
  const timeZone = bookingTimeZone(booking)
  const when = (iso: string) => `${format.day(iso, timeZone)} · ${format.time(iso, timeZone)}`
  const extension = awaitedPayment(booking) === 'newEnd'
  const amount = format.money(outstanding, booking.currency)
  return (
    <section aria-labelledby="balance-title" className={box}>
      <h2 id="balance-title" className={sectionTitle}>
        {t(extension ? 'rentals.pay.extensionTitle' : 'rentals.pay.title')}
      </h2>
      {extension && booking.pendingEndDate ? (
        <p>
          {t('rentals.pay.extensionBody', {
            amount,
            newEnd: when(booking.pendingEndDate),
            currentEnd: when(booking.to),
          })}
        </p>
      ) : (
        <p>
          {booking.depositAmount > 0
            ? t('rentals.pay.unpaidBodyDeposit', {
                amount,
                deposit: format.money(booking.depositAmount, booking.currency),
              })
            : t('rentals.pay.unpaidBody', { amount })}
        </p>
      )}
      {paying ? (
        <PayBalance
          booking={booking}
          amount={outstanding}
          preferred={bookingChoice(details.data)}
          returned={returned}
          onDone={() => setPaying(false)}
        />
      ) : (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <button type="button" className={button()} onClick={() => setPaying(true)}>
            {t('rentals.pay.start')} <bdi>{amount}</bdi>
          </button>
          {extension ? <KeepCurrentEnd booking={booking} /> : null}
        </div>
      )}
    </section>
  )
}

function PayBalance(props: {
  booking: Booking
  amount: number
  preferred: PaymentChoice
  returned: PaymentReturn | null
  /** Paid, or left for later: the form closes. */
  onDone: () => void
}) {
  const { t } = useTranslation()
  const typed = useTypedCard()
  const actor = usePayBooking({
    booking: props.booking,
    amount: props.amount,
    preferred: props.preferred,
    back: props.returned?.back ?? null,
    typed,
  })
  usePaymentSettled(actor, props.booking, (status) => {
    if (status === 'paid') notify.success(t('rentals.pay.done'))
    props.onDone()
  })
  return (
    <BookingPayment
      actor={actor}
      timeZone={bookingTimeZone(props.booking)}
      carried={props.returned?.form ?? EMPTY_CARRY}
      typed={typed}
    />
  )
}

/** Drops a new return date that waits for payment: the booking keeps the end it has. */
function KeepCurrentEnd(props: { booking: Booking }) {
  const { booking } = props
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const keep = useMutation({
    mutationFn: () =>
      changeEndDate(booking.customerId, booking.bookingId, { endDate: booking.to, dryRun: false }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: bookingQueries.all(booking.customerId) }),
  })
  return (
    <>
      <button
        type="button"
        className={button({ variant: 'outline' })}
        disabled={keep.isPending}
        onClick={() => keep.mutate()}
      >
        {t('rentals.pay.keepCurrent')}
      </button>
      {keep.isError ? (
        <FormAlert tone="error">
          <p>{t(errorMessageKey(keep.error))}</p>
        </FormAlert>
      ) : null}
    </>
  )
}
