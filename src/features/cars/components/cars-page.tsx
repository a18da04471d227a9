import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { HydrationRegion } from '../../../components/ui/hydration-region'
import { PageHeading } from '../../../components/ui/page-heading'
import { PageHydrated } from '../../../components/ui/page-hydrated'
import { useFormatters } from '../../../i18n/use-formatters'
import { useCarsSearch } from '../hooks/use-cars-search'
import { useRideAppBackExit } from '../hooks/use-ride-app-back-exit'
import { CarList } from './car-list'
import { FilterBar } from './filter-bar'

const hint = css({
  display: 'flex',
  gap: '2',
  alignItems: 'start',
  paddingInline: '4',
  paddingBlock: '3',
  borderRadius: 'control',
  bg: 'status.infoBg',
  borderInlineStartWidth: '4px',
  borderColor: 'status.infoBorder',
  fontSize: 'sm',
  color: 'fg.default',
})

/** The cars of one city: filters, the honest price hint, and the paged list. */
export function CarsPage() {
  const { t } = useTranslation()
  useRideAppBackExit()
  const search = useCarsSearch()
  const format = useFormatters()
  const { city, settings, product } = search
  const vat = format.number(settings.vatPercentage)
  const withDates = search.dates.from !== undefined
  return (
    <section aria-labelledby="cars-title" className={css({ display: 'grid', gap: '5' })}>
      <header className={css({ display: 'grid', gap: '2' })}>
        <PageHeading id="cars-title">
          {t('cars.title', { city: t(`cities.${city.slug}`) })}
        </PageHeading>
        <p className={css({ color: 'fg.muted', maxWidth: '70ch' })}>
          {t('cars.lead')}{' '}
          {t('cars.freeCancellation', { count: settings.freeCancellationPeriodDays })}
        </p>
      </header>
      {/* Hydrated in their own passes (HydrationRegion): the filters, then the list inside them,
          so the list is hydrated last whichever is touched first; then the build's data is
          refreshed (PageHydrated). */}
      <HydrationRegion>
        <FilterBar search={search} />
        <p className={hint}>
          {withDates
            ? t('cars.hint.withDates', { percent: vat })
            : t(product === 'DAILY' ? 'cars.hint.daily' : 'cars.hint.monthly', { percent: vat })}
        </p>
        <HydrationRegion>
          <CarList search={search} />
          <PageHydrated />
        </HydrationRegion>
      </HydrationRegion>
    </section>
  )
}
