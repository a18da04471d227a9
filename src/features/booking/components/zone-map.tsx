import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import type { GeoPoint } from '../../../api/schemas/common'

// An offline sketch of the delivery area (the city's business zone) with the chosen addresses,
// so a customer told "we don't deliver there" can see how far out the address is. North is up
// and east is right in both reading directions: a map is not mirrored.

const WIDTH = 320
const HEIGHT = 200
const PADDING = 18

export interface MapPoint {
  location: GeoPoint
  inside: boolean
}

const figure = css({ display: 'grid', gap: '2', margin: '0' })
const svg = css({
  width: '100%',
  maxWidth: '420px',
  height: 'auto',
  bg: 'bg.subtle',
  borderRadius: 'control',
  borderWidth: '1px',
  borderColor: 'border.default',
})
const zoneShape = css({ fill: 'bg.brandSubtle', stroke: 'fg.brand', strokeWidth: '2' })
const pointInside = css({ fill: 'fg.brand', stroke: 'bg.surface', strokeWidth: '2' })
const pointOutside = css({ fill: 'fg.danger', stroke: 'bg.surface', strokeWidth: '2' })
const legend = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4',
  fontSize: 'sm',
  color: 'fg.muted',
  listStyle: 'none',
  padding: '0',
  '& li': { display: 'inline-flex', alignItems: 'center', gap: '1.5' },
})
const swatch = css({ width: '12px', height: '12px', borderRadius: 'full', flexShrink: 0 })
const areaSwatch = css({ bg: 'bg.brandSubtle', borderWidth: '2px', borderColor: 'fg.brand' })
const insideSwatch = css({ bg: 'fg.brand' })
const outsideSwatch = css({ bg: 'fg.danger' })

/** Longitude degrees shrink towards the poles; scaling them keeps the zone's shape. */
function project(zone: readonly GeoPoint[], points: readonly MapPoint[]) {
  const all = [...zone, ...points.map((point) => point.location)]
  const meanLatitude = all.reduce((sum, p) => sum + p.latitude, 0) / Math.max(1, all.length)
  const xScale = Math.cos((meanLatitude * Math.PI) / 180)
  const xs = all.map((p) => p.longitude * xScale)
  const ys = all.map((p) => p.latitude)
  const minX = Math.min(...xs)
  const maxY = Math.max(...ys)
  const spanX = Math.max(Math.max(...xs) - minX, 1e-6)
  const spanY = Math.max(maxY - Math.min(...ys), 1e-6)
  const scale = Math.min((WIDTH - 2 * PADDING) / spanX, (HEIGHT - 2 * PADDING) / spanY)
  const offsetX = (WIDTH - spanX * scale) / 2
  const offsetY = (HEIGHT - spanY * scale) / 2
  return (p: GeoPoint) => ({
    x: offsetX + (p.longitude * xScale - minX) * scale,
    y: offsetY + (maxY - p.latitude) * scale,
  })
}

export function ZoneMap(props: { zone: readonly GeoPoint[]; points: readonly MapPoint[] }) {
  const { t } = useTranslation()
  if (props.zone.length < 3) return null
  const toXY = project(props.zone, props.points)
  const outline = props.zone
    .map(toXY)
    .map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`)
    .join(' ')
  const outside = props.points.some((point) => !point.inside)
  const label = t(outside ? 'booking.zoneMap.outside' : 'booking.zoneMap.inside')
  return (
    <figure className={figure}>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        className={svg}
      >
        <polygon points={outline} className={zoneShape} />
        {props.points.map((point, index) => {
          const { x, y } = toXY(point.location)
          return (
            <circle
              key={index}
              cx={x.toFixed(1)}
              cy={y.toFixed(1)}
              r="7"
              className={point.inside ? pointInside : pointOutside}
            />
          )
        })}
      </svg>
      <ul className={legend} aria-hidden="true">
        <li>
          <span className={cx(swatch, areaSwatch)} />
          {t('booking.zoneMap.area')}
        </li>
        <li>
          <span className={cx(swatch, outside ? outsideSwatch : insideSwatch)} />
          {t('booking.zoneMap.address')}
        </li>
      </ul>
    </figure>
  )
}
