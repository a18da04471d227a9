import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import type { Booking, Charge } from '../../../api/schemas/payment'
import { cancellationOutcome } from '../../../domain/booking-money'
import type { MoneyFlow } from '../../../i18n/format'
import { useFormatters } from '../../../i18n/use-formatters'
import { bookingTimeZone } from './booking-labels'

const total = css({
  borderBlockStartWidth: '1px',
  borderColor: 'border.default',
  paddingBlockStart: '2',
})

const rows = css({
  display: 'grid',
  gap: '2',
  '& > div': { display: 'flex', justifyContent: 'space-between', gap: '3' },
  '& dt': { color: 'fg.muted' },
  '& dd': { fontWeight: 'semibold', textAlign: 'end' },
})

/**
 * A cancelled booking's money in one story, from the platform's lines: what the rental cost,
 * what came back to the card, the fee charged, and what the cancellation cost in all (the same
 * figure as "paid" everywhere else on the page).
 */
export function CancellationOutcome(props: { booking: Booking; charges: readonly Charge[] }) {
  const { booking } = props
  const { t } = useTranslation()
  const format = useFormatters()
  const timeZone = bookingTimeZone(booking)
  const outcome = cancellationOutcome(booking, props.charges, timeZone)
  if (!outcome) return null
  const money = (amount: number, flow: MoneyFlow = 'taken') => (
    <bdi data-price="">{format.moneyFlow(amount, booking.currency, flow)}</bdi>
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
        {outcome.refunded > 0 ? (
          <div>
            <dt>{t('bookingMoney.cancelled.refund')}</dt>
            <dd className={css({ color: 'fg.success' })}>{money(outcome.refunded, 'returned')}</dd>
          </div>
        ) : null}
        {outcome.fee > 0 ? (
          <div>
            <dt>{t('bookingMoney.cancelled.fee')}</dt>
            <dd>{money(outcome.fee)}</dd>
          </div>
        ) : null}
        <div className={total}>
          <dt>{t('bookingMoney.cancelled.cost')}</dt>
          <dd>{money(outcome.cost)}</dd>
        </div>
      </dl>
      {outcome.expectedBy && outcome.refunded > 0 ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {t('bookingMoney.cancelled.expectedBy')}{' '}
          <bdi>{format.fullDate(outcome.expectedBy.toString())}</bdi>
        </p>
      ) : null}
    </section>
  )
}
