import type { ReactNode } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import type { ListingDetails } from '../../../api/schemas/listings'
import {
  BagIcon,
  CarIcon,
  DoorIcon,
  EngineIcon,
  FuelIcon,
  GearIcon,
  PaletteIcon,
  SeatIcon,
} from '../../../components/ui/icons'

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', tablet: 'repeat(4, minmax(0, 1fr))' },
  gap: '3',
  margin: '0',
})

const item = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '2',
  alignItems: 'center',
  padding: '3',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'control',
  '& svg': { gridRow: 'span 2', color: 'fg.brand' },
  '& dt': { fontSize: 'xs', color: 'fg.muted' },
  '& dd': { margin: '0', fontWeight: 'semibold', fontSize: 'sm' },
})

const COLORS = ['white', 'black', 'silver', 'red', 'blue', 'grey', 'green', 'sand'] as const
type Color = (typeof COLORS)[number]
const isColor = (value: string): value is Color => (COLORS as readonly string[]).includes(value)

/** The vehicle's facts as a definition list. */
export function CarSpecs({ listing }: { listing: ListingDetails }) {
  const { t } = useTranslation()
  const color = listing.color
  const specs: Array<[ReactNode, string, ReactNode]> = [
    [
      <CarIcon key="i" />,
      t('carDetails.specs.category'),
      t(`cars.facts.category.${listing.category}`),
    ],
    [<SeatIcon key="i" />, t('carDetails.specs.seats'), listing.seats],
    [<DoorIcon key="i" />, t('carDetails.specs.doors'), listing.doors],
    [
      <BagIcon key="i" />,
      t('carDetails.specs.luggage'),
      t('carDetails.specs.bags', { count: listing.luggage }),
    ],
    [
      <GearIcon key="i" />,
      t('carDetails.specs.transmission'),
      t(`cars.facts.transmission.${listing.transmission}`),
    ],
    [<FuelIcon key="i" />, t('carDetails.specs.fuel'), t(`cars.facts.fuel.${listing.fuel}`)],
    [<EngineIcon key="i" />, t('carDetails.specs.engine'), <bdi key="v">{listing.engine}</bdi>],
    [
      <PaletteIcon key="i" />,
      t('carDetails.specs.color'),
      isColor(color) ? t(`carDetails.colors.${color}`) : <bdi key="v">{color}</bdi>,
    ],
  ]
  return (
    <dl className={grid}>
      {specs.map(([icon, label, value]) => (
        <div key={label} className={item}>
          {icon}
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
