import { useTranslation } from '../../../i18n/use-translation'
import { Temporal } from 'temporal-polyfill'
import { css } from '../../../../styled-system/css'
import type { Booking, Charge } from '../../../api/schemas/payment'
import { ReceiptButtons } from '../../../components/payments/receipt-button'
import { depositStatus } from '../../../domain/booking-money'
import { cityByCode, DEFAULT_CITY } from '../../../domain/cities'
import { DEPOSIT_RELEASE_DAYS } from '../../../domain/money-rules'
import { isolate } from '../../../i18n/bidi'
import { useFormatters } from '../../../i18n/use-formatters'
import { nowMs } from '../../../lib/clock'
import { bookingTimeZone } from './booking-labels'

const box = css({
  display: 'grid',
  gap: '2',
  padding: '4',
  borderRadius: 'card',
  bg: 'bg.subtle',
})

const meter = css({ width: '100%', height: '2', accentColor: 'bg.brand' })

/**
 * Where the deposit stands: not held before payment, held with a countdown to its release (the
 * city's rule, stated), released, or partly taken for tolls and fines, itemised with receipts.
 * The platform releases it on the same day the countdown reaches.
 */
export function DepositTracker(props: { booking: Booking; charges: readonly Charge[] }) {
  const { booking } = props
  const { t } = useTranslation()
  const format = useFormatters()
  const timeZone = bookingTimeZone(booking)
  const country = (cityByCode(booking.cityCode) ?? DEFAULT_CITY).countryCode
  const now = nowMs()
  const status = depositStatus({
    booking,
    charges: props.charges,
    now,
    countryCode: country,
    timeZone,
  })
  if (status.kind === 'none') return null
  const money = (amount: number) => (
    <bdi data-price="">{format.money(amount, booking.currency)}</bdi>
  )
  const day = (iso: string | null) => (iso ? <bdi>{format.day(iso, timeZone)}</bdi> : null)
  const rule = t('bookingMoney.deposit.rule', { count: DEPOSIT_RELEASE_DAYS[country] })
  return (
    <section aria-labelledby="deposit-title" className={box}>
      <h3 id="deposit-title" className={css({ fontWeight: 'semibold' })}>
        {t('bookingMoney.deposit.title')} {money(status.amount)}
      </h3>
      {status.kind === 'notYetHeld' ? <p>{t('bookingMoney.deposit.notYetHeld')}</p> : null}
      {status.kind === 'held' ? (
        <>
          <p>
            {t('bookingMoney.deposit.held', { count: status.daysLeft })}{' '}
            <bdi>{format.day(status.releaseAt.toInstant().toString(), timeZone)}</bdi>
          </p>
          <HeldProgress
            label={t('bookingMoney.deposit.progress')}
            from={Temporal.Instant.from(booking.to).epochMilliseconds}
            to={status.releaseAt.epochMilliseconds}
            now={now}
          />
          {status.pendingDeductions.length > 0 ? (
            <p>
              {t('bookingMoney.deposit.pendingDeductions', {
                count: status.pendingDeductions.length,
              })}
            </p>
          ) : null}
        </>
      ) : null}
      {status.kind === 'releaseOverdue' ? <p>{t('bookingMoney.deposit.overdue')}</p> : null}
      {status.kind === 'released' ? (
        <p>
          {t('bookingMoney.deposit.released')} {day(status.releasedAt)}
        </p>
      ) : null}
      {status.kind === 'releasedOnCancel' ? (
        <p>
          {t('bookingMoney.deposit.releasedOnCancel')} {day(status.releasedAt)}
        </p>
      ) : null}
      {status.kind === 'partlyDeducted' || status.kind === 'fullyDeducted' ? (
        <>
          <p>
            {t('bookingMoney.deposit.deducted')} {money(status.deducted)}
            {status.returned > 0 ? (
              <>
                {' · '}
                {t('bookingMoney.deposit.returned', {
                  amount: format.money(status.returned, booking.currency),
                  date: status.releasedAt ? isolate(format.day(status.releasedAt, timeZone)) : '',
                })}
              </>
            ) : null}
          </p>
          <ul className={css({ listStyle: 'none', padding: '0', display: 'grid', gap: '2' })}>
            {status.deductions.map((deduction) => (
              <li
                key={deduction.chargeId}
                className={css({
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: '2',
                })}
              >
                <span className={css({ marginInlineEnd: 'auto' })}>
                  {t(`payments.chargeType.${deduction.type}`)} {money(deduction.amount)}
                </span>
                <ReceiptButtons charge={deduction} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{rule}</p>
    </section>
  )
}

/** How far the wait for the release has come, from the return to the release day. */
function HeldProgress(props: { label: string; from: number; to: number; now: number }) {
  const span = Math.max(1, props.to - props.from)
  const done = Math.min(span, Math.max(0, props.now - props.from))
  return (
    <progress className={meter} aria-label={props.label} max={span} value={done}>
      {Math.round((done / span) * 100)}%
    </progress>
  )
}
