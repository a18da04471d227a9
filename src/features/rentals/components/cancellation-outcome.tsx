import { useTranslation } from 'react-i18next'
import { css } from '../../../../styled-system/css'
import type { Booking, Charge } from '../../../api/schemas/payment'
import { cancellationOutcome } from '../../../domain/booking-money'
import { useFormatters } from '../../../i18n/use-formatters'
import { bookingTimeZone } from './booking-labels'

const rows = css({
  display: 'grid',
  gap: '2',
  '& > div': { display: 'flex', justifyContent: 'space-between', gap: '3' },
  '& dt': { color: 'fg.muted' },
  '& dd': { fontWeight: 'semibold', textAlign: 'end' },
})

/** A cancelled booking: what it cost, the fee kept, and the refund with the day to expect it. */
export function CancellationOutcome(props: { booking: Booking; charges: readonly Charge[] }) {
  const { booking } = props
  const { t } = useTranslation()
  const format = useFormatters()
  const timeZone = bookingTimeZone(booking)
  const outcome = cancellationOutcome(booking, props.charges, timeZone)
  if (!outcome) return null
  const money = (amount: number) => (
    <bdi data-price="">{format.money(amount, booking.currency)}</bdi>
  )
  return (
    <section aria-labelledby="cancellation-title" className={css({ display: 'grid', gap: '2' })}>
      <h3 id="cancellation-title" className={css({ fontWeight: 'semibold' })}>
        {t('bookingMoney.cancelled.title')}
      </h3>
      <dl className={rows}>
        <div>
          <dt>{t('bookingMoney.cancelled.paid')}</dt>
          <dd>{money(outcome.paid)}</dd>
        </div>
        <div>
          <dt>{t('bookingMoney.cancelled.feeKept')}</dt>
          <dd>{money(outcome.feeKept)}</dd>
        </div>
        <div>
          <dt>{t('bookingMoney.cancelled.refund')}</dt>
          <dd>{money(outcome.refund)}</dd>
        </div>
      </dl>
      {outcome.expectedBy && outcome.refund > 0 ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {t('bookingMoney.cancelled.expectedBy')}{' '}
          <bdi>{format.fullDate(outcome.expectedBy.toString())}</bdi>
        </p>
      ) : null}
    </section>
  )
}
