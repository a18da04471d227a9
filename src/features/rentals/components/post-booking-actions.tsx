import { Link } from '@tanstack/react-router'
import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import type { Booking } from '../../../api/schemas/payment'
import { CalendarIcon } from '../../../components/ui/icons'
import { cityByCode, DEFAULT_CITY } from '../../../domain/cities'
import { localePrefix } from '../../../domain/locales'
import { useFormatters } from '../../../i18n/use-formatters'
import { useLocale } from '../../../i18n/use-locale'
import { useAddToCalendar } from '../hooks/use-add-to-calendar'
import { bookingTimeZone, carName } from './booking-labels'
import { textLink } from './rental-styles'

/** Add to calendar, then on to the customer's rentals or more cars in the booking's city. */
export function PostBookingActions({ booking }: { booking: Booking }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const format = useFormatters()
  const city = cityByCode(booking.cityCode) ?? DEFAULT_CITY
  const cityName = t(`cities.${city.slug}`)
  const timeZone = bookingTimeZone(booking)
  const when = (iso: string) =>
    format.label([format.day(iso, timeZone), format.time(iso, timeZone)])
  const addToCalendar = useAddToCalendar(booking, {
    summary: t('postBooking.calendar.summary', { car: carName(booking) }),
    location:
      booking.handoverAddress?.label ?? t('postBooking.details.selfPickup', { city: cityName }),
    description: t('postBooking.calendar.description', {
      reference: booking.reference,
      pickup: when(booking.from),
      return: when(booking.to),
    }),
  })
  const prefix = localePrefix(locale)
  const showCalendar = booking.status !== 'CANCELLED' && booking.status !== 'COMPLETED'
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      {showCalendar ? (
        <button
          type="button"
          className={button({ variant: 'outline' })}
          onClick={() => addToCalendar.mutate()}
          disabled={addToCalendar.isPending}
        >
          <CalendarIcon />
          {t('postBooking.calendar.add')}
        </button>
      ) : null}
      {addToCalendar.isError ? (
        <p role="alert" className={css({ color: 'fg.danger', fontSize: 'sm' })}>
          {t('postBooking.calendar.failed')}
        </p>
      ) : null}
      <Link
        to="/{-$locale}/myrentals"
        params={{ locale: prefix }}
        className={button({ variant: 'outline' })}
      >
        {t('postBooking.actions.rentals')}
      </Link>
      <Link
        to="/{-$locale}/$city/cars"
        params={{ locale: prefix, city: city.slug }}
        className={cx(textLink, css({ justifySelf: 'center' }))}
      >
        {t('postBooking.actions.browse', { city: cityName })}
      </Link>
    </div>
  )
}
