import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import type { GeoPoint } from '../../../api/schemas/common'
import { ErrorMark } from '../../../components/ui/form-field'
import { insideZone, movePoint, type Heading } from '../../../domain/geo'
import type { AddressSearchProvider, PinMap } from '../address-search/address-search-provider'
import { ZoneMap } from './zone-map'

// The refine step's pin: on the provider's map where it has one (dragged there), on the offline
// sketch of the delivery area otherwise, and always by buttons, so a keyboard or a screen reader
// can move it too. The delivery-area check is the booking's own (insideZone), shown as it moves.

/** One press of a button moves the pin about a building's width. */
const STEP_METRES = 20

const mapBox = css({
  width: '100%',
  height: '240px',
  borderRadius: 'control',
  borderWidth: '1px',
  borderColor: 'border.default',
  overflow: 'hidden',
  bg: 'bg.subtle',
})

// North is up and east is right in both reading directions: the buttons sit as on a compass,
// which a right-to-left page does not mirror.
const compass = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, auto))',
  gridTemplateAreas: '". north ." "west . east" ". south ."',
  justifyContent: 'start',
  gap: '1',
})

const outsideStatus = css({ display: 'flex', gap: '2', color: 'fg.danger', fontWeight: 'medium' })

const HEADINGS: readonly Heading[] = ['north', 'west', 'east', 'south']
const AREAS: Record<Heading, string> = {
  north: css({ gridArea: 'north' }),
  west: css({ gridArea: 'west' }),
  east: css({ gridArea: 'east' }),
  south: css({ gridArea: 'south' }),
}

function ProviderMap(props: {
  mount: NonNullable<AddressSearchProvider['mountMap']>
  pin: GeoPoint
  zone: readonly GeoPoint[]
  onMove: (point: GeoPoint) => void
}) {
  const { t } = useTranslation()
  const element = useRef<HTMLDivElement>(null)
  const map = useRef<PinMap | null>(null)
  const [failed, setFailed] = useState(false)
  // The map is drawn once; later pins (from the buttons) move its marker.
  const first = useRef({ pin: props.pin, zone: props.zone })
  const onMove = useRef(props.onMove)
  useEffect(() => {
    onMove.current = props.onMove
  })
  const { mount } = props
  const pinTitle = t('booking.address.pinTitle')

  useEffect(() => {
    const slot = element.current
    if (!slot) return
    let live = true
    const { pin, zone } = first.current
    mount(slot, { pin, zone, pinTitle, onMove: (point) => onMove.current(point) }).then(
      (drawn) => {
        if (live) map.current = drawn
        else drawn.destroy()
      },
      () => {
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
      map.current?.destroy()
      map.current = null
    }
  }, [mount, pinTitle])

  useEffect(() => map.current?.movePin(props.pin), [props.pin])

  return failed ? (
    <p role="alert" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
      {t('booking.address.mapFailed')}
    </p>
  ) : (
    <div
      ref={element}
      role="region"
      aria-label={t('booking.address.mapLabel')}
      className={mapBox}
    />
  )
}

export function AddressPin(props: {
  provider: AddressSearchProvider
  pin: GeoPoint
  zone: readonly GeoPoint[]
  onMove: (point: GeoPoint) => void
}) {
  const { t } = useTranslation()
  const hasZone = props.zone.length > 2
  const inside = !hasZone || insideZone(props.pin, props.zone)
  const { mountMap } = props.provider
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      {mountMap ? (
        <ProviderMap mount={mountMap} pin={props.pin} zone={props.zone} onMove={props.onMove} />
      ) : (
        <ZoneMap zone={props.zone} points={[{ location: props.pin, inside }]} />
      )}
      <div role="group" aria-label={t('booking.address.movePin')} dir="ltr" className={compass}>
        {HEADINGS.map((heading) => (
          <button
            key={heading}
            type="button"
            className={cx(button({ variant: 'outline' }), AREAS[heading])}
            onClick={() => props.onMove(movePoint(props.pin, heading, STEP_METRES))}
          >
            {t(`booking.address.heading.${heading}`)}
          </button>
        ))}
      </div>
      {hasZone ? (
        <p
          role="status"
          className={inside ? css({ fontSize: 'sm', color: 'fg.muted' }) : outsideStatus}
        >
          {inside ? null : <ErrorMark />}
          <span>{t(inside ? 'booking.address.pinInside' : 'booking.address.pinOutside')}</span>
        </p>
      ) : null}
    </div>
  )
}
