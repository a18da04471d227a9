import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import type { Booking, Charge } from '../../../api/schemas/payment'
import { ReceiptButtons } from '../../../components/payments/receipt-button'
import { chargeGroups } from '../../../domain/booking-money'
import type { MoneyFlow } from '../../../i18n/format'
import { useFormatters } from '../../../i18n/use-formatters'
import { bookingTimeZone } from './booking-labels'

const list = css({ listStyle: 'none', padding: '0', margin: '0', display: 'grid', gap: '3' })

const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })

const muted = css({ fontSize: 'sm', color: 'fg.muted' })

const totals = css({
  display: 'grid',
  gap: '1',
  paddingBlockStart: '3',
  borderBlockStartWidth: '1px',
  borderColor: 'border.default',
  '& > div': { display: 'flex', justifyContent: 'space-between', gap: '3' },
  '& dd': { fontWeight: 'semibold', textAlign: 'end' },
})

/**
 * Every charge of the booking by type (rental, extension, delivery, service fee, VAT,
 * cancellation…), each payment and refund with its date and receipt; the totals are the
 * platform's lines added up, so "paid" matches the payment details.
 */
export function BookingCharges(props: { booking: Booking; charges: readonly Charge[] }) {
  const { booking } = props
  const { t } = useTranslation()
  const format = useFormatters()
  const timeZone = bookingTimeZone(booking)
  const { groups, totals: sum } = chargeGroups(props.charges)
  if (groups.length === 0) return null
  const money = (amount: number, flow: MoneyFlow = 'taken') => (
    <bdi data-price="">{format.moneyFlow(amount, booking.currency, flow)}</bdi>
  )
  const lineLabel = (line: Charge) => {
    if (line.status === 'REFUNDED') return t('bookingMoney.refunded')
    if (line.status === 'PENDING') return t('bookingMoney.awaiting')
    return t('bookingMoney.paid')
  }
  return (
    <section aria-labelledby="charges-title" className={css({ display: 'grid', gap: '3' })}>
      <h3 id="charges-title" className={css({ fontWeight: 'semibold' })}>
        {t('bookingMoney.chargesTitle')}
      </h3>
      <ul className={list}>
        {groups.map((group) => (
          <li key={group.type} className={css({ display: 'grid', gap: '1' })}>
            <div className={row}>
              <span className={css({ fontWeight: 'semibold', marginInlineEnd: 'auto' })}>
                {t(`payments.chargeType.${group.type}`)}
              </span>
              {money(group.net + group.pending)}
            </div>
            <ul className={list}>
              {group.lines.map((line) => (
                <li key={line.chargeId} className={row}>
                  <span className={css({ marginInlineEnd: 'auto' })}>
                    <span className={muted}>
                      {lineLabel(line)}
                      {line.settledAt ? (
                        <>
                          {' · '}
                          <bdi>{format.day(line.settledAt, timeZone)}</bdi>
                        </>
                      ) : null}
                    </span>{' '}
                    {money(line.amount, line.status === 'REFUNDED' ? 'returned' : 'taken')}
                  </span>
                  <ReceiptButtons charge={line} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <dl className={totals}>
        <div>
          <dt>{t('bookingMoney.totalPaid')}</dt>
          <dd>{money(sum.charged)}</dd>
        </div>
        {sum.refunded > 0 ? (
          <div>
            <dt>{t('bookingMoney.totalRefunded')}</dt>
            <dd>{money(sum.refunded, 'returned')}</dd>
          </div>
        ) : null}
        {sum.refunded > 0 ? (
          <div>
            <dt>{t('bookingMoney.totalNet')}</dt>
            <dd>{money(sum.net)}</dd>
          </div>
        ) : null}
        {sum.pending > 0 ? (
          <div>
            <dt>{t('bookingMoney.totalPending')}</dt>
            <dd>{money(sum.pending)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}
