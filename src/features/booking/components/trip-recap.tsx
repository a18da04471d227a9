import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { useFormatters } from '../../../i18n/use-formatters'
import type { BookingSnapshot } from './booking-view'

const list = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: '4',
  rowGap: '1.5',
  margin: '0',
  fontSize: 'sm',
  '& dt': { color: 'fg.muted' },
  '& dd': { margin: '0', overflowWrap: 'anywhere' },
})

/** The trip in brief: when, and how the car gets to the customer. */
export function TripRecap({ snapshot }: { snapshot: BookingSnapshot }) {
  const { t } = useTranslation()
  const format = useFormatters()
  const { trip } = snapshot.context
  const when = (date: string, time: string | null) => (
    <bdi>
      {format.plainDay(date)}
      {time ? ` · ${time}` : ''}
    </bdi>
  )
  const doorToDoor = trip.deliveryType === 'DOOR_TO_DOOR'
  const returnAddress = trip.returnSame ? trip.handoverAddress : trip.handbackAddress
  return (
    <dl className={list}>
      <dt>{t('booking.recap.pickup')}</dt>
      <dd>{when(trip.from, trip.fromTime)}</dd>
      <dt>{t('booking.recap.return')}</dt>
      <dd>{when(trip.to, trip.toTime)}</dd>
      <dt>{t('booking.recap.delivery')}</dt>
      <dd>{t(doorToDoor ? 'booking.delivery.door' : 'booking.delivery.pickup')}</dd>
      {doorToDoor && trip.handoverAddress ? (
        <>
          <dt>{t('booking.recap.deliverTo')}</dt>
          <dd>
            <bdi>{trip.handoverAddress.label}</bdi>
          </dd>
        </>
      ) : null}
      {doorToDoor && !trip.returnSame && returnAddress ? (
        <>
          <dt>{t('booking.recap.collectFrom')}</dt>
          <dd>
            <bdi>{returnAddress.label}</bdi>
          </dd>
        </>
      ) : null}
    </dl>
  )
}
