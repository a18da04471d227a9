import { useQuery } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import { useId, type SubmitEvent } from 'react'
import { Temporal } from 'temporal-polyfill'
import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import { button, field } from '../../../../styled-system/recipes'
import { bookingQueries } from '../../../api/queries/booking-queries'
import { featureQueries } from '../../../api/queries/feature-queries'
import type { Booking, ChargeSummary } from '../../../api/schemas/payment'
import { FormAlert } from '../../../components/ui/form-alert'
import { FormField } from '../../../components/ui/form-field'
import { Waiting } from '../../../components/ui/waiting'
import { useFormatters } from '../../../i18n/use-formatters'
import { nowMs } from '../../../lib/clock'
import { useChangeEndDate, type EndDateActor } from '../hooks/use-change-end-date'
import { bookingChoice } from '../hooks/use-pay-booking'
import type { PaymentChoice } from '../../../domain/payment-options'
import { EMPTY_CARRY } from '../../../lib/payment-return'
import { bookingTimeZone } from './booking-labels'
import { failureMessageKey } from '../../../components/failure-messages'
import { BookingPayment } from './booking-payment'
import { sectionTitle } from './rental-styles'

const box = css({
  display: 'grid',
  gap: '4',
  padding: { base: '4', tablet: '5' },
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  bg: 'bg.surface',
  minWidth: '0',
})

const pair = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', mobileM: 'repeat(2, minmax(0, 1fr))' },
  gap: '4',
  alignItems: 'start',
})

const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3' })

const lines = css({
  display: 'grid',
  gap: '2',
  '& > div': { display: 'flex', justifyContent: 'space-between', gap: '3' },
  '& dt': { color: 'fg.muted' },
  '& dd': { fontWeight: 'semibold', textAlign: 'end' },
})

const totalRow = css({
  borderBlockStartWidth: '1px',
  borderColor: 'border.default',
  paddingBlockStart: '2',
})

/** How far ahead a new return date may go: the longest a rental may be extended in one change. */
const MAX_EXTENSION = { DAILY: { days: 90 }, MONTHLY: { months: 12 } } as const

/**
 * Changing when a rental ends (longer or shorter): a day and a free return time of that day,
 * the price of the change from the platform's dry run, then confirm, and pay when it costs
 * more. With `presetEnd` (one-tap extend) the price of that end shows at once.
 */
export function ChangeEndDate(props: {
  booking: Booking
  presetEnd: string | null
  onClose: () => void
}) {
  const { booking } = props
  const { t } = useTranslation()
  // The last-hour rule depends on a flag, and the change is paid with the booking's own card
  // first: wait for both before the flow starts (a failed read leaves the preferred card).
  const features = useQuery(featureQueries.list())
  const details = useQuery(bookingQueries.paymentDetails(booking.customerId, booking.bookingId))
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={box}>
      <h3 id={headingId} tabIndex={-1} className={sectionTitle}>
        {props.presetEnd
          ? t(
              props.booking.productType === 'MONTHLY'
                ? 'rentals.end.extendMonth'
                : 'rentals.end.extendDay',
            )
          : t('rentals.end.title')}
      </h3>
      {features.isPending || details.isPending ? (
        <Waiting>{t('rentals.end.opening')}</Waiting>
      ) : (
        <ChangeEndDateFlow {...props} preferred={bookingChoice(details.data)} />
      )}
    </section>
  )
}

function ChangeEndDateFlow(props: {
  booking: Booking
  /** The booking's own way of paying, offered first. */
  preferred: PaymentChoice
  presetEnd: string | null
  onClose: () => void
}) {
  const { booking } = props
  const { actor, typed } = useChangeEndDate(props)
  const state = useSelector(actor, (snapshot) => snapshot)

  if (state.matches('blocked')) return <Blocked booking={booking} onClose={props.onClose} />
  if (state.matches('pricing')) return <PricingWait />
  if (state.matches('committing')) return <CommitWait />
  if (state.matches('reviewing') && state.context.summary)
    return <Review actor={actor} booking={booking} summary={state.context.summary} />
  if (state.matches('paying')) {
    const pay = state.children.pay
    return pay ? (
      <BookingPayment
        actor={pay}
        timeZone={bookingTimeZone(booking)}
        carried={EMPTY_CARRY}
        typed={typed}
      />
    ) : null
  }
  if (state.matches('changed')) return <Changed booking={booking} onClose={props.onClose} />
  if (state.matches('unpaid')) return <Unpaid onClose={props.onClose} />
  if (state.matches('cancelled')) return null
  return <Picker actor={actor} booking={booking} onClose={props.onClose} />
}

function PricingWait() {
  const { t } = useTranslation()
  return <Waiting>{t('rentals.end.pricing')}</Waiting>
}

function CommitWait() {
  const { t } = useTranslation()
  return <Waiting>{t('rentals.end.saving')}</Waiting>
}

function Picker(props: { actor: EndDateActor; booking: Booking; onClose: () => void }) {
  const { actor, booking } = props
  const { t } = useTranslation()
  const format = useFormatters()
  const context = useSelector(actor, (snapshot) => snapshot.context)
  const loading = useSelector(actor, (snapshot) => snapshot.matches({ picking: 'loadingSlots' }))
  const slotsFailed = useSelector(actor, (snapshot) => snapshot.matches({ picking: 'slotsFailed' }))
  const timeZone = bookingTimeZone(booking)
  const today = Temporal.Instant.fromEpochMilliseconds(nowMs()).toZonedDateTimeISO(timeZone)
  const start = Temporal.Instant.from(booking.from).toZonedDateTimeISO(timeZone).toPlainDate()
  const firstDay =
    Temporal.PlainDate.compare(start, today.toPlainDate()) > 0 ? start : today.toPlainDate()
  const lastDay = Temporal.Instant.from(booking.to)
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
    .add(MAX_EXTENSION[booking.productType])
  const failure = context.failure
  const failureText = failure ? t(failureMessageKey(failure, 'endDate')) : undefined
  const timeError = failure && failure.code === 'CHOOSE_TIME' ? failureText : undefined
  const dateError = failure && failure.code !== 'CHOOSE_TIME' ? failureText : undefined
  const slots = context.slots ?? []
  const anyFree = slots.some((slot) => slot.available)

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    actor.send({ type: 'change.review' })
  }

  return (
    <form noValidate className={css({ display: 'grid', gap: '4' })} onSubmit={onSubmit}>
      <p className={css({ color: 'fg.muted' })}>
        {t('rentals.end.current', {
          when: `${format.day(booking.to, timeZone)} · ${format.time(booking.to, timeZone)}`,
        })}
      </p>
      <div className={pair}>
        <FormField label={t('rentals.end.date')} error={dateError}>
          {(aria) => (
            <input
              {...aria}
              type="date"
              className={field()}
              value={context.date ?? ''}
              min={firstDay.toString()}
              max={lastDay.toString()}
              onChange={(event) => {
                const value = event.currentTarget.value
                if (value) actor.send({ type: 'date.pick', date: value })
              }}
            />
          )}
        </FormField>
        <FormField
          label={t('rentals.end.time')}
          hint={t('rentals.end.timeHint')}
          // Why the day has no time stays said when the form is sent without one.
          error={
            (!loading && !slotsFailed && context.slots !== null && !anyFree
              ? t(context.slotsClosed ? 'rentals.end.closedDay' : 'booking.times.noneFree')
              : undefined) ?? timeError
          }
        >
          {(aria) => (
            <select
              {...aria}
              className={field({ kind: 'select' })}
              value={context.time ?? ''}
              disabled={loading || slots.length === 0}
              aria-busy={loading}
              onChange={(event) =>
                actor.send({ type: 'time.pick', time: event.currentTarget.value })
              }
            >
              {context.time === null || !slots.some((slot) => slot.time === context.time) ? (
                <option value="" disabled>
                  {t('booking.times.choose')}
                </option>
              ) : null}
              {slots.map((slot) => (
                <option key={slot.time} value={slot.time} disabled={!slot.available}>
                  {slot.available
                    ? slot.time
                    : t('booking.times.unavailableOption', { time: slot.time })}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {loading ? <Waiting>{t('rentals.end.loadingTimes')}</Waiting> : null}
      {slotsFailed ? (
        <FormAlert tone="error">
          <p>{t('rentals.end.timesFailed')}</p>
          <button
            type="button"
            className={cx(button({ variant: 'outline' }), css({ justifySelf: 'start' }))}
            onClick={() => actor.send({ type: 'slots.retry' })}
          >
            {t('common.tryAgain')}
          </button>
        </FormAlert>
      ) : null}
      <div className={actions}>
        <button type="submit" className={button()} disabled={loading}>
          {t('rentals.end.review')}
        </button>
        <button
          type="button"
          className={button({ variant: 'ghost' })}
          onClick={() => {
            actor.send({ type: 'change.cancel' })
            props.onClose()
          }}
        >
          {t('rentals.end.cancel')}
        </button>
      </div>
    </form>
  )
}

/** The dry run's answer: what changes, line by line, and what it costs or gives back. */
function Review(props: { actor: EndDateActor; booking: Booking; summary: ChargeSummary }) {
  const { actor, booking, summary } = props
  const { t } = useTranslation()
  const format = useFormatters()
  const context = useSelector(actor, (snapshot) => snapshot.context)
  const timeZone = bookingTimeZone(booking)
  const newEnd = context.date && context.time ? { date: context.date, time: context.time } : null
  const oldEnd = Temporal.Instant.from(booking.to).toZonedDateTimeISO(timeZone)
  const days = newEnd
    ? oldEnd.toPlainDate().until(Temporal.PlainDate.from(newEnd.date), { largestUnit: 'days' }).days
    : 0
  const money = (amount: number) => <bdi>{format.money(amount, summary.currency)}</bdi>
  /** A line as the platform signs it: a negative amount is money back. */
  const signed = (amount: number) =>
    format.moneyFlow(amount, summary.currency, amount < 0 ? 'returned' : 'taken')
  const failure = context.failure
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      {newEnd ? (
        <p>
          <strong>
            {t('rentals.end.newEnd', {
              when: `${format.plainDay(newEnd.date)} · ${newEnd.time}`,
            })}
          </strong>{' '}
          {booking.productType === 'DAILY' && days !== 0
            ? t(days > 0 ? 'rentals.end.moreDays' : 'rentals.end.fewerDays', {
                count: Math.abs(days),
              })
            : null}
        </p>
      ) : null}
      <dl className={lines} aria-label={t('rentals.end.linesLabel')}>
        {summary.charges.map((line) => (
          <div key={line.type}>
            <dt>
              {line.amount < 0
                ? t('rentals.end.refundOf', { type: t(`payments.chargeType.${line.type}`) })
                : t(`payments.chargeType.${line.type}`)}
            </dt>
            <dd>
              <bdi data-price="">{signed(line.amount)}</bdi>
            </dd>
          </div>
        ))}
        <div className={totalRow}>
          <dt>{t(summary.total > 0 ? 'rentals.end.toPay' : 'rentals.end.toRefund')}</dt>
          <dd>
            <bdi data-price="">{signed(summary.total)}</bdi>
          </dd>
        </div>
      </dl>
      {summary.total < 0 ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('rentals.end.refundHint')}</p>
      ) : null}
      {failure ? (
        <FormAlert tone="error" focusOnMount>
          <p>{t(failureMessageKey(failure, 'endDate'))}</p>
        </FormAlert>
      ) : null}
      <div className={actions}>
        <button
          type="button"
          className={button()}
          onClick={() => actor.send({ type: 'change.confirm' })}
        >
          {summary.total > 0 ? (
            <>
              {t('rentals.end.confirmPay')} {money(summary.total)}
            </>
          ) : (
            t('rentals.end.confirm')
          )}
        </button>
        <button
          type="button"
          className={button({ variant: 'ghost' })}
          onClick={() => actor.send({ type: 'change.back' })}
        >
          {t('rentals.end.back')}
        </button>
      </div>
    </div>
  )
}

function Blocked(props: { booking: Booking; onClose: () => void }) {
  const { t } = useTranslation()
  const format = useFormatters()
  const timeZone = bookingTimeZone(props.booking)
  return (
    <FormAlert tone="info" title={t('rentals.end.blockedTitle')}>
      <p>{t('rentals.end.blockedBody', { time: format.time(props.booking.to, timeZone) })}</p>
      <button
        type="button"
        className={cx(button({ variant: 'outline' }), css({ justifySelf: 'start' }))}
        onClick={props.onClose}
      >
        {t('rentals.end.close')}
      </button>
    </FormAlert>
  )
}

function Changed(props: { booking: Booking; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <FormAlert tone="success" title={t('rentals.end.changedTitle')} focusOnMount>
      <p>{t('rentals.end.changedBody')}</p>
      <button
        type="button"
        className={cx(button({ variant: 'outline' }), css({ justifySelf: 'start' }))}
        onClick={props.onClose}
      >
        {t('rentals.end.close')}
      </button>
    </FormAlert>
  )
}

function Unpaid(props: { onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <FormAlert tone="info" title={t('rentals.end.unpaidTitle')}>
      <p>{t('rentals.end.unpaidBody')}</p>
      <button
        type="button"
        className={cx(button({ variant: 'outline' }), css({ justifySelf: 'start' }))}
        onClick={props.onClose}
      >
        {t('rentals.end.close')}
      </button>
    </FormAlert>
  )
}
