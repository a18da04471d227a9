import { Link } from '@tanstack/react-router'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { ArrowBackIcon } from '../../../components/ui/icons'
import { HydrationRegion } from '../../../components/ui/hydration-region'
import { PageHeading } from '../../../components/ui/page-heading'
import { PageHydrated } from '../../../components/ui/page-hydrated'
import { localePrefix } from '../../../domain/locales'
import { useLocale } from '../../../i18n/use-locale'
import { useTrackOnce } from '../../../lib/use-track-once'
import { useCarDetails } from '../hooks/use-car-details'
import { BookingPanel } from './booking-panel'
import { CarGallery } from './car-gallery'
import { carName, knownTags } from '../../../domain/car-labels'
import { tagChip } from './car-card'
import { CarSpecs } from './car-specs'
import { PlanCard } from './plan-card'

const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', laptop: 'minmax(0, 1.6fr) minmax(320px, 1fr)' },
  gap: { base: '6', laptop: '8' },
  alignItems: 'start',
})

const backLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '44px',
  color: 'fg.brand',
  fontWeight: 'semibold',
  textDecoration: 'none',
  _hover: { textDecoration: 'underline' },
})

const sectionTitle = css({ fontSize: 'xl', fontWeight: 'bold', marginBlockEnd: '3' })

/** One car: photos, facts, both plans with their active prices, and the call to book. */
export function CarDetailsPage() {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const details = useCarDetails()
  useTrackOnce('car_viewed', details.listing.id, {
    listingId: details.listing.id,
    city: details.city.slug,
    product: details.product,
  })
  const { listing, city, product, dates } = details
  const name = carName(listing)
  const tags = knownTags(listing)
  return (
    <article aria-labelledby="car-title" className={css({ display: 'grid', gap: '6' })}>
      <div>
        <Link
          to="/{-$locale}/$city/cars"
          params={{ locale: localePrefix(locale), city: city.slug }}
          search={{ from: dates.from, to: dates.to, product }}
          className={backLink}
        >
          <ArrowBackIcon />
          {t('carDetails.back', { city: t(`cities.${city.slug}`) })}
        </Link>
        <PageHeading id="car-title" title={[name, t(`cities.${city.slug}`)]}>
          <bdi>{name}</bdi>
        </PageHeading>
        <p className={css({ color: 'fg.muted' })}>
          {t(`cars.facts.category.${listing.category}`)} · {t(`cities.${city.slug}`)}
        </p>
        {tags.length > 0 ? (
          <ul
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              gap: '2',
              listStyle: 'none',
              padding: '0',
              marginBlockStart: '2',
            })}
            aria-label={t('cars.tagsLabel')}
          >
            {tags.map((key) => (
              <li key={key} className={tagChip}>
                {t(key)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {/* Hydrated in their own passes (HydrationRegion): the gallery and the booking panel, then
          the specs and plans inside them, last whichever is touched first; then the build's data
          is refreshed (PageHydrated). */}
      <HydrationRegion>
        <div className={layout}>
          <div className={css({ minWidth: '0', laptop: { gridColumn: '1', gridRow: '1' } })}>
            <CarGallery listing={listing} name={name} />
          </div>
          <div
            className={css({
              laptop: { gridColumn: '2', gridRow: '1 / span 2', alignSelf: 'stretch' },
            })}
          >
            <BookingPanel details={details} />
          </div>
          <div
            className={css({
              display: 'grid',
              gap: '8',
              minWidth: '0',
              laptop: { gridColumn: '1', gridRow: '2' },
            })}
          >
            <HydrationRegion>
              <section aria-labelledby="specs-title">
                <h2 id="specs-title" className={sectionTitle}>
                  {t('carDetails.specs.title')}
                </h2>
                <CarSpecs listing={listing} />
              </section>
              <section aria-labelledby="plans-title">
                <h2 id="plans-title" className={sectionTitle}>
                  {t('plans.title')}
                </h2>
                <div
                  className={css({
                    display: 'grid',
                    gridTemplateColumns: { base: '1fr', tablet: 'repeat(2, minmax(0, 1fr))' },
                    gap: '4',
                  })}
                >
                  {listing.products.map((offered) => (
                    <PlanCard
                      key={offered}
                      listingId={listing.id}
                      cityCode={city.code}
                      product={offered}
                      current={offered === product}
                    />
                  ))}
                </div>
                <p className={css({ fontSize: 'sm', color: 'fg.muted', marginBlockStart: '3' })}>
                  {t('carDetails.deliveryHint')}
                </p>
              </section>
              <PageHydrated />
            </HydrationRegion>
          </div>
        </div>
      </HydrationRegion>
    </article>
  )
}
