import { Link } from '@tanstack/react-router'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import type { ProductType } from '../../../api/schemas/common'
import type { ListingDetails } from '../../../api/schemas/listings'
import { CarPhoto } from '../../../components/ui/car-photo'
import { ArrowBackIcon } from '../../../components/ui/icons'
import type { CitySlug } from '../../../domain/cities'
import { localePrefix } from '../../../domain/locales'
import { useLocale } from '../../../i18n/use-locale'
import { carName } from '../../../domain/car-labels'

const header = css({
  display: 'flex',
  alignItems: 'center',
  gap: '4',
  padding: '3',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  minWidth: '0',
})

const image = css({
  flexShrink: 0,
  width: { base: '96px', tablet: '144px' },
  height: 'auto',
  aspectRatio: '8 / 5',
  objectFit: 'cover',
  borderRadius: 'control',
  bg: 'bg.subtle',
})

const backLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  minHeight: '44px',
  color: 'fg.brand',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
})

/** Which car and plan is being booked, with the way back to the car's page. */
export function CarHeader(props: {
  listing: ListingDetails
  product: ProductType
  citySlug: CitySlug
  dates: { from: string; to: string }
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const { listing, product } = props
  const picture = listing.images[0] ?? listing.image
  return (
    <div className={header}>
      <CarPhoto
        image={picture}
        sizes="(min-width: 768px) 144px, 96px"
        alt=""
        className={image}
        fetchPriority="high"
        decoding="async"
      />
      <div className={css({ display: 'grid', gap: '0.5', minWidth: '0' })}>
        <p className={css({ fontSize: 'lg', fontWeight: 'bold', lineHeight: '1.3' })}>
          <bdi>{carName(listing)}</bdi>
        </p>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {t(product === 'DAILY' ? 'plans.daily.title' : 'plans.monthly.title')}
        </p>
        <Link
          to="/{-$locale}/$city/cars/$listingsId"
          params={{ locale: localePrefix(locale), city: props.citySlug, listingsId: listing.id }}
          search={{ from: props.dates.from, to: props.dates.to, product }}
          className={backLink}
        >
          <ArrowBackIcon />
          {t('booking.car.back')}
        </Link>
      </div>
    </div>
  )
}
