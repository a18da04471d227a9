import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import type { Booking } from '../../../api/schemas/payment'
import { cityByCode } from '../../../domain/cities'
import { extendedEnd } from '../../../domain/extend'
import { endingSoon, type EndingSoon } from '../../../domain/rental-end'
import { useFormatters } from '../../../i18n/use-formatters'
import { nowMs } from '../../../lib/clock'
import { bookingTimeZone } from './booking-labels'
import { ChangeEndDate } from './change-end-date'

const box = css({
  display: 'grid',
  gap: '3',
  padding: '4',
  borderRadius: 'card',
  borderWidth: '2px',
  borderColor: 'status.infoBorder',
  bg: 'status.infoBg',
})

/**
 * An active rental that ends within 24 hours (city time): when and where to bring the car back,
 * and extending by one day (or month) in one tap, priced before anything is confirmed.
 */
export function RentalEndNudge(props: {
  booking: Booking
  /** h2 on the booking page, h4 inside a rental card. */
  headingLevel: 2 | 4
}) {
  const { booking } = props
  const { t } = useTranslation()
  const format = useFormatters()
  const [extending, setExtending] = useState<EndingSoon | null>(null)
  const timeZone = bookingTimeZone(booking)
  // Once extending, the nudge stays until closed: the new end no longer ends soon, and the
  // customer must still read that the change went through.
  const soon = extending ?? endingSoon(booking, nowMs(), timeZone)
  if (!soon) return null
  const city = cityByCode(booking.cityCode)
  const cityName = city ? t(`cities.${city.slug}`) : booking.cityCode
  const place =
    booking.deliveryType === 'DOOR_TO_DOOR'
      ? (booking.handbackAddress ?? booking.handoverAddress)?.label
      : undefined
  const time = format.time(soon.returnAt.toInstant().toString(), timeZone)
  const Heading = props.headingLevel === 2 ? 'h2' : 'h4'
  const headingId = `ending-${booking.bookingId}`
  return (
    <section aria-labelledby={headingId} className={box}>
      <Heading id={headingId} className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
        {t(soon.isToday ? 'rentals.nudge.today' : 'rentals.nudge.tomorrow', { time })}
      </Heading>
      <p>
        {place ? (
          <>
            {t('rentals.nudge.returnTo')} <bdi>{place}</bdi>
          </>
        ) : (
          t('rentals.nudge.returnBranch', { city: cityName })
        )}
      </p>
      {extending ? (
        <ChangeEndDate
          booking={booking}
          presetEnd={extendedEnd(booking.to, booking.productType, timeZone)}
          onClose={() => setExtending(null)}
        />
      ) : (
        <button
          type="button"
          className={button({ variant: 'outline' })}
          onClick={() => setExtending(soon)}
        >
          {t(
            booking.productType === 'MONTHLY'
              ? 'rentals.nudge.extendMonth'
              : 'rentals.nudge.extendDay',
          )}
        </button>
      )}
    </section>
  )
}
