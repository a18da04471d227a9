import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button, field } from '../../../../styled-system/recipes'
import { FormField } from '../../../components/ui/form-field'
import { Skeleton } from '../../../components/ui/skeleton'
import { returnProblem } from '../../../../machines/booking/booking.view'
import { MAX_RENTAL_PERIODS } from '../../../domain/rental-period'
import type { Slot } from '../../../domain/time-slots'
import { useFormatters } from '../../../i18n/use-formatters'
import type { BookingSnapshot, SendBooking } from './booking-view'

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', mobileM: 'repeat(2, minmax(0, 1fr))' },
  gap: '4',
  alignItems: 'start',
})

const fieldLabel = css({ fontWeight: 'semibold', marginBlockEnd: '1.5' })

/** One time of day from the day's slots; taken slots stay in the list, disabled and named so. */
function TimeSelect(props: {
  label: string
  day: string
  slots: readonly Slot[]
  value: string | null
  blocked: boolean
  /** Another reason the time cannot be used. */
  problem?: string | undefined
  onChange: (time: string) => void
}) {
  const { t } = useTranslation()
  const format = useFormatters()
  const anyFree = props.slots.some((slot) => slot.available)
  const error = !anyFree
    ? t('booking.times.noneFree')
    : props.blocked
      ? t('booking.times.taken')
      : props.problem
  return (
    <FormField label={props.label} hint={format.plainDay(props.day)} error={error}>
      {(aria) => (
        <select
          {...aria}
          className={field({ kind: 'select' })}
          value={props.value ?? ''}
          disabled={props.slots.length === 0}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        >
          {props.value === null ? (
            <option value="" disabled>
              {t('booking.times.choose')}
            </option>
          ) : null}
          {props.slots.map((slot) => (
            <option key={slot.time} value={slot.time} disabled={!slot.available}>
              {slot.available
                ? slot.time
                : t('booking.times.unavailableOption', { time: slot.time })}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}

/** Pick-up and return times from the platform's free slots (SPEC §4 blocked flags). */
export function TimeFields(props: { snapshot: BookingSnapshot; send: SendBooking }) {
  const { t } = useTranslation()
  const { snapshot, send } = props
  const { trip, slots, blocked, product } = snapshot.context
  const problem = returnProblem(snapshot.context)
  if (snapshot.matches({ trip: { slots: 'failed' } })) {
    return (
      <div role="alert" className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
        <p>{t('booking.times.failed')}</p>
        <button
          type="button"
          className={button({ variant: 'outline' })}
          onClick={() => send({ type: 'payment.retry' })}
        >
          {t('common.tryAgain')}
        </button>
      </div>
    )
  }
  if (snapshot.matches({ trip: { slots: 'loading' } })) {
    return (
      <div className={grid}>
        {[t('booking.times.pickup'), t('booking.times.return')].map((label) => (
          <div key={label}>
            <p className={fieldLabel}>{label}</p>
            <Skeleton className={css({ height: '44px' })} />
            <Skeleton className={css({ height: '16px', width: '40%', marginBlockStart: '2' })} />
          </div>
        ))}
        <p role="status" className={css({ srOnly: true })}>
          {t('booking.times.loading')}
        </p>
      </div>
    )
  }
  return (
    <div className={grid}>
      <TimeSelect
        label={t('booking.times.pickup')}
        day={trip.from}
        slots={slots.from}
        value={trip.fromTime}
        blocked={blocked.from}
        onChange={(fromTime) => send({ type: 'trip.times', fromTime })}
      />
      <TimeSelect
        label={t('booking.times.return')}
        day={trip.to}
        slots={slots.to}
        value={trip.toTime}
        blocked={blocked.to}
        problem={
          problem === 'tooShort'
            ? t('booking.times.tooShort')
            : problem === 'tooLong'
              ? t(`booking.times.tooLong${product === 'DAILY' ? 'Days' : 'Months'}`, {
                  count: MAX_RENTAL_PERIODS[product],
                })
              : undefined
        }
        onChange={(toTime) => send({ type: 'trip.times', toTime })}
      />
    </div>
  )
}
