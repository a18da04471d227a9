import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import type { Address, GeoPoint } from '../../../api/schemas/common'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { ErrorMark } from '../../../components/ui/form-field'
import { insideZone } from '../../../domain/geo'
import type { BookingSnapshot, SendBooking } from './booking-view'
import { ZoneMap } from './zone-map'

const row = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  padding: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'control',
  bg: 'bg.surface',
  '&[data-invalid=true]': { borderColor: 'border.danger', borderWidth: '2px' },
})

const outsideNote = css({
  display: 'grid',
  gap: '3',
  padding: '4',
  borderRadius: 'control',
  borderWidth: '1px',
  borderInlineStartWidth: '4px',
  bg: 'status.errorBg',
  borderColor: 'status.errorBorder',
})

/** One leg's address: what was chosen (or a call to choose), and the way to change it. */
function AddressRow(props: {
  id: string
  title: string
  address: Address | null
  outside: boolean
  onChoose: () => void
}) {
  const { t } = useTranslation()
  const { address } = props
  return (
    <div className={row} data-invalid={props.outside}>
      <div className={css({ display: 'grid', gap: '0.5', minWidth: '0', flex: '1 1 200px' })}>
        <span id={`${props.id}-title`} className={css({ fontWeight: 'semibold' })}>
          {props.title}
        </span>
        {address ? (
          <>
            <bdi className={css({ overflowWrap: 'anywhere' })}>{address.label}</bdi>
            {address.details ? (
              <bdi className={css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })}>
                {address.details}
              </bdi>
            ) : null}
          </>
        ) : (
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {t('booking.address.none')}
          </span>
        )}
      </div>
      <button
        type="button"
        className={address ? button({ variant: 'outline' }) : button({ variant: 'solid' })}
        aria-describedby={`${props.id}-title`}
        aria-haspopup="dialog"
        onClick={props.onChoose}
      >
        {t(address ? 'booking.address.change' : 'booking.address.add')}
      </button>
    </div>
  )
}

/** Door-to-door: the delivery address, where the car goes back, and the delivery-area check. */
export function AddressFields(props: {
  snapshot: BookingSnapshot
  send: SendBooking
  zone: readonly GeoPoint[]
}) {
  const { t } = useTranslation()
  const { trip, outsideGeofence } = props.snapshot.context
  const { send, zone } = props
  const outside = (address: Address | null) =>
    address !== null && zone.length > 2 && !insideZone(address.location, zone)
  const handback = trip.returnSame ? null : trip.handbackAddress
  const points = [trip.handoverAddress, handback]
    .filter((address): address is Address => address !== null)
    .map((address) => ({ location: address.location, inside: !outside(address) }))
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <AddressRow
        id="handover-address"
        title={t('booking.address.deliveryTitle')}
        address={trip.handoverAddress}
        outside={outside(trip.handoverAddress)}
        onChoose={() => send({ type: 'address.open', modal: 'delivery' })}
      />
      <CheckboxField
        label={t('booking.address.returnSame')}
        checked={trip.returnSame}
        onChange={(event) => send({ type: 'trip.returnSame', value: event.currentTarget.checked })}
      />
      {trip.returnSame ? null : (
        <AddressRow
          id="handback-address"
          title={t('booking.address.returnTitle')}
          address={trip.handbackAddress}
          outside={outside(trip.handbackAddress)}
          onChoose={() => send({ type: 'address.open', modal: 'return' })}
        />
      )}
      {outsideGeofence ? (
        <div role="alert" className={outsideNote}>
          <p
            className={css({
              display: 'flex',
              gap: '2',
              fontWeight: 'semibold',
              color: 'fg.danger',
            })}
          >
            <ErrorMark />
            <span>{t('booking.address.outside')}</span>
          </p>
          <ZoneMap zone={zone} points={points} />
        </div>
      ) : null}
    </div>
  )
}
