import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { errorMessageKey } from '../../../api/errors'
import { bookingQueries } from '../../../api/queries/booking-queries'
import type { Booking } from '../../../api/schemas/payment'
import { Skeleton } from '../../../components/ui/skeleton'
import { useFormatters } from '../../../i18n/use-formatters'
import { BookingCharges } from './booking-charges'
import { CancellationOutcome } from './cancellation-outcome'
import { DepositTracker } from './deposit-tracker'
import { card, sectionTitle } from './rental-styles'

const rows = css({
  display: 'grid',
  gap: '2',
  '& > div': { display: 'flex', justifyContent: 'space-between', gap: '3' },
  '& dt': { color: 'fg.muted' },
  '& dd': { fontWeight: 'semibold', textAlign: 'end' },
})

/**
 * What the booking costs and what is paid, then a cancellation's fee and refund, the deposit's
 * state and every charge with its receipts.
 */
export function PaymentSummary({ booking, customerId }: { booking: Booking; customerId: string }) {
  const { t } = useTranslation()
  const format = useFormatters()
  const details = useQuery(bookingQueries.paymentDetails(customerId, booking.bookingId))
  const money = (amount: number) => (
    <bdi data-price="">{format.money(amount, booking.currency)}</bdi>
  )
  const method = details.data?.paymentMethod
  return (
    <section
      aria-labelledby="payment-title"
      className={cx(card, css({ display: 'grid', gap: '4', padding: { base: '4', tablet: '6' } }))}
    >
      <h2 id="payment-title" className={sectionTitle}>
        {t('postBooking.payment.title')}
      </h2>
      {/* A cancelled booking's money is told once, by the cancellation below. */}
      {booking.status === 'CANCELLED' ? null : (
        <dl className={rows}>
          <div>
            <dt>{t('postBooking.payment.total')}</dt>
            <dd>{money(booking.total)}</dd>
          </div>
          {details.isSuccess ? (
            <>
              <div>
                <dt>{t('postBooking.payment.paid')}</dt>
                <dd>{money(details.data.paid)}</dd>
              </div>
              {details.data.outstanding > 0 ? (
                <div>
                  <dt>{t('postBooking.payment.outstanding')}</dt>
                  <dd>{money(details.data.outstanding)}</dd>
                </div>
              ) : null}
            </>
          ) : null}
        </dl>
      )}
      {details.isPending ? (
        <div role="status">
          <span className={css({ srOnly: true })}>{t('postBooking.payment.loading')}</span>
          <Skeleton className={css({ height: '5', width: '70%' })} />
        </div>
      ) : null}
      {details.isError ? (
        <div role="alert" className={css({ display: 'grid', gap: '2', justifyItems: 'start' })}>
          <p>
            {t('postBooking.payment.error')} {t(errorMessageKey(details.error))}
          </p>
          <button
            type="button"
            className={button({ variant: 'outline' })}
            onClick={() => void details.refetch()}
          >
            {t('common.tryAgain')}
          </button>
        </div>
      ) : null}
      {method ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {t('postBooking.payment.method', {
            brand: t(`cards.brands.${method.brand}`),
            last4: method.last4Digits,
          })}
        </p>
      ) : null}
      {details.isSuccess ? (
        <>
          <CancellationOutcome booking={booking} charges={details.data.charges} />
          <DepositTracker booking={booking} charges={details.data.charges} />
          <BookingCharges booking={booking} charges={details.data.charges} />
        </>
      ) : null}
    </section>
  )
}
