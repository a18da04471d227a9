import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import type { CitySettings } from '../../../api/schemas/configuration'
import type { CityCode } from '../../../domain/cities'
import { DateRangeField } from '../../../components/date-range/date-range-field'
import { AddressDialog } from './address-dialog'
import { AddressFields } from './address-fields'
import type { BookingSnapshot, SendBooking } from './booking-view'
import { CouponField } from './coupon-field'
import { DeliveryChoice } from './delivery-choice'
import { FailureAlert } from '../../../components/payments/failure-alert'
import { TimeFields } from './time-fields'

export const panel = css({
  display: 'grid',
  gap: '5',
  padding: { base: '4', tablet: '6' },
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  minWidth: '0',
})

export const panelTitle = css({ fontSize: 'xl', fontWeight: 'bold', _focus: { outline: 'none' } })

const divider = css({
  borderBlockStartWidth: '1px',
  borderColor: 'border.default',
  paddingBlockStart: '5',
})

/** The trip step (state `trip`): dates, delivery or pickup, addresses, times and a coupon. */
export function TripSection(props: {
  snapshot: BookingSnapshot
  send: SendBooking
  settings: CitySettings
  cityCode: CityCode
  vip: boolean
}) {
  const { t } = useTranslation()
  const { snapshot, send, settings } = props
  const { trip, product, failure, city } = snapshot.context
  const zone = city.businessZone.length > 2 ? city.businessZone : settings.businessZone
  // A slot load that failed has its own message and retry next to the times.
  const showFailure = failure !== null && !snapshot.matches({ trip: { slots: 'failed' } })
  return (
    <section aria-labelledby="trip-title" className={panel}>
      <h2 id="trip-title" tabIndex={-1} className={panelTitle}>
        {t('booking.trip.title')}
      </h2>
      <DateRangeField
        dates={{ from: trip.from, to: trip.to }}
        rules={{
          product,
          timeZone: settings.timezone,
          maxStartDateOffset: settings.maxStartDateOffset,
          minRentalPeriod: settings.minRentalPeriod,
        }}
        listing={{ listingId: snapshot.context.listingId, cityCode: props.cityCode }}
        onChange={(dates) => {
          // Clearing the dates leaves the trip as it was: a booking always has dates.
          if (dates.from && dates.to) send({ type: 'trip.dates', from: dates.from, to: dates.to })
        }}
      />
      <div className={divider}>
        <DeliveryChoice
          value={trip.deliveryType}
          product={product}
          vip={props.vip}
          onChange={(deliveryType) => send({ type: 'trip.delivery', deliveryType })}
        />
      </div>
      {trip.deliveryType === 'DOOR_TO_DOOR' ? (
        <AddressFields snapshot={snapshot} send={send} zone={zone} />
      ) : null}
      <div className={divider}>
        <TimeFields snapshot={snapshot} send={send} />
      </div>
      <div className={divider}>
        <CouponField snapshot={snapshot} send={send} />
      </div>
      {showFailure ? (
        <FailureAlert
          key={failure.code}
          failure={failure}
          onDismiss={() => send({ type: 'failure.dismiss' })}
        />
      ) : null}
      <AddressDialog snapshot={snapshot} send={send} city={props.cityCode} />
    </section>
  )
}
