import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import type { Address } from '../../../api/schemas/common'
import type { Booking } from '../../../api/schemas/payment'
import { cityByCode } from '../../../domain/cities'
import { useFormatters } from '../../../i18n/use-formatters'
import { bookingTimeZone, carName } from './booking-labels'
import { card, carPhoto, factList, sectionTitle } from './rental-styles'

function AddressText({ address }: { address: Address }) {
  return (
    <>
      <bdi>{address.label}</bdi>
      {address.details ? (
        <span className={css({ display: 'block', fontWeight: 'normal', color: 'fg.muted' })}>
          <bdi>{address.details}</bdi>
        </span>
      ) : null}
    </>
  )
}

/** The car, the times in the city's own time zone, and where the car changes hands. */
export function BookingDetails({ booking }: { booking: Booking }) {
  const { t } = useTranslation()
  const format = useFormatters()
  const timeZone = bookingTimeZone(booking)
  const city = cityByCode(booking.cityCode)
  const cityName = city ? t(`cities.${city.slug}`) : booking.cityCode
  const when = (iso: string) => `${format.day(iso, timeZone)} · ${format.time(iso, timeZone)}`
  const delivered = booking.deliveryType === 'DOOR_TO_DOOR'
  const handover = booking.handoverAddress
  const handback = booking.handbackAddress ?? handover
  return (
    <section
      aria-labelledby="booking-details-title"
      className={cx(card, css({ overflow: 'hidden' }))}
    >
      <img
        src={booking.car.imageUrl}
        width={800}
        height={500}
        alt={`${carName(booking)} ${booking.car.year}`}
        className={cx(carPhoto, css({ laptop: { aspectRatio: '2 / 1' } }))}
        fetchPriority="high"
      />
      <div className={css({ display: 'grid', gap: '4', padding: { base: '4', tablet: '6' } })}>
        <div>
          <h2 id="booking-details-title" className={sectionTitle}>
            <bdi>{carName(booking)}</bdi>
          </h2>
          <p className={css({ color: 'fg.muted' })}>
            <bdi>{booking.car.year}</bdi> ·{' '}
            {t(booking.productType === 'DAILY' ? 'plans.daily.title' : 'plans.monthly.title')}
          </p>
        </div>
        <dl className={factList}>
          <div>
            <dt>{t('postBooking.details.pickup')}</dt>
            <dd>
              <bdi>{when(booking.from)}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('postBooking.details.return')}</dt>
            <dd>
              <bdi>{when(booking.to)}</bdi>
            </dd>
          </div>
          <div>
            <dt>
              {t(delivered ? 'postBooking.details.deliveryTo' : 'postBooking.details.pickupAt')}
            </dt>
            <dd>
              {delivered && handover ? (
                <AddressText address={handover} />
              ) : (
                t('postBooking.details.selfPickup', { city: cityName })
              )}
            </dd>
          </div>
          {delivered && handback ? (
            <div>
              <dt>{t('postBooking.details.collectionFrom')}</dt>
              <dd>
                <AddressText address={handback} />
              </dd>
            </div>
          ) : null}
        </dl>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {t('postBooking.details.timeZone', { city: cityName })}
          {delivered ? null : ` ${t('postBooking.details.selfPickupHint')}`}
        </p>
      </div>
    </section>
  )
}
