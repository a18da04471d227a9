import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import type { CarCard as CarCardData } from '../../../api/schemas/listings'
import { CarPhoto } from '../../../components/ui/car-photo'
import { FuelIcon, GearIcon, SeatIcon } from '../../../components/ui/icons'
import type { CitySlug } from '../../../domain/cities'
import { localePrefix } from '../../../domain/locales'
import type { RentalDates } from '../../../domain/rental-period'
import { useFormatters } from '../../../i18n/use-formatters'
import { useLocale } from '../../../i18n/use-locale'
import { carName, knownTags } from '../../../domain/car-labels'
import { CARD_PHOTO_SIZES, type CardPhotoLoading } from '../card-photo-loading'
import { preloadCardPhoto } from './card-photo-preloads'
import { PeriodPrice } from './period-price'

const card = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  overflow: 'hidden',
  transition: 'box-shadow 150ms ease, border-color 150ms ease',
  _hover: { boxShadow: 'md', borderColor: 'border.strong' },
  '&:focus-within': { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
})

export const carImage = css({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '8 / 5',
  objectFit: 'cover',
  bg: 'bg.subtle',
})

const content = css({ display: 'grid', gap: '3', padding: '4', flex: '1', alignContent: 'start' })

const titleLink = css({
  color: 'fg.default',
  textDecoration: 'none',
  _focusVisible: { outline: 'none' },
  // The whole card is the link's target area.
  _after: { content: '""', position: 'absolute', inset: '0' },
})

const facts = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  listStyle: 'none',
  padding: '0',
  margin: '0',
  color: 'fg.muted',
  fontSize: 'sm',
  '& li': { display: 'inline-flex', alignItems: 'center', gap: '1.5' },
})

const tagList = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  listStyle: 'none',
  padding: '0',
  margin: '0',
})

export const tagChip = css({
  paddingInline: '2.5',
  paddingBlock: '0.5',
  borderRadius: 'full',
  bg: 'bg.brandSubtle',
  color: 'fg.brand',
  fontSize: 'xs',
  fontWeight: 'semibold',
})

const priceBlock = css({
  marginBlockStart: 'auto',
  paddingBlockStart: '3',
  borderBlockStartWidth: '1px',
  borderColor: 'border.default',
  display: 'grid',
  gap: '1',
})

/**
 * Memoised: the list re-renders as its query settles (fetching, then fetched), and a card whose
 * car, dates and VAT did not change (the query keeps unchanged records as they were) need not be
 * drawn again; ten cards are most of the list's render time on a phone.
 */
export const CarCard = memo(function CarCard(props: {
  car: CarCardData
  citySlug: CitySlug
  dates: RentalDates
  vatPercentage: number
  /** Fields of CardPhotoLoading, apart so that an unchanged card is not drawn again. */
  loading: CardPhotoLoading['loading']
  fetchPriority: CardPhotoLoading['fetchPriority']
  preloadMedia: CardPhotoLoading['preloadMedia']
}) {
  const { car, dates, loading, fetchPriority, preloadMedia } = props
  preloadCardPhoto(car.image, { loading, fetchPriority, preloadMedia })
  const { t } = useTranslation()
  const { locale } = useLocale()
  const format = useFormatters()
  const name = carName(car)
  const product = car.isDaily ? 'DAILY' : 'MONTHLY'
  const tags = knownTags(car)
  return (
    <article className={card}>
      <CarPhoto
        image={car.image}
        sizes={CARD_PHOTO_SIZES}
        alt={name}
        className={carImage}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
      />
      <div className={content}>
        <div>
          <h2 className={css({ fontSize: 'lg', fontWeight: 'bold', lineHeight: '1.3' })}>
            <Link
              to="/{-$locale}/$city/cars/$listingsId"
              params={{ locale: localePrefix(locale), city: props.citySlug, listingsId: car.id }}
              search={{ from: dates.from, to: dates.to, product }}
              className={titleLink}
            >
              <bdi>
                {car.make} {car.model}
              </bdi>
            </Link>
          </h2>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            <bdi>{car.year}</bdi> · {t(`cars.facts.category.${car.category}`)}
          </p>
        </div>
        <ul className={facts} aria-label={t('cars.facts.label')}>
          <li>
            <SeatIcon />
            {t('cars.facts.seats', { count: car.seats })}
          </li>
          <li>
            <GearIcon />
            {t(`cars.facts.transmission.${car.transmission}`)}
          </li>
          <li>
            <FuelIcon />
            {t(`cars.facts.fuel.${car.fuel}`)}
          </li>
        </ul>
        {tags.length > 0 ? (
          <ul className={tagList} aria-label={t('cars.tagsLabel')}>
            {tags.map((key) => (
              <li key={key} className={tagChip}>
                {t(key)}
              </li>
            ))}
          </ul>
        ) : null}
        <div className={priceBlock}>
          <PeriodPrice amount={car.price} currency={car.currency} product={product} />
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {t('cars.inclVat', { percent: format.number(props.vatPercentage) })}
          </p>
          {car.totalPrice !== null && car.periods !== null ? (
            <p className={css({ fontSize: 'sm', color: 'fg.default' })}>
              <bdi className={css({ fontWeight: 'bold' })} data-price="">
                {format.money(car.totalPrice, car.currency)}
              </bdi>{' '}
              {t(product === 'DAILY' ? 'cars.allInDays' : 'cars.allInMonths', {
                count: car.periods,
              })}
            </p>
          ) : null}
        </div>
      </div>
    </article>
  )
})
