import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { css } from '../../../../styled-system/css'
import { configurationQueries } from '../../../api/queries/configuration-queries'
import { PageHeading } from '../../../components/ui/page-heading'
import { useRideAppBackExit } from '../hooks/use-ride-app-back-exit'

const route = getRouteApi('/{-$locale}/$city/cars/')

export function CarsPage() {
  const { t } = useTranslation()
  useRideAppBackExit()
  const { city } = route.useRouteContext()
  const settings = useSuspenseQuery(configurationQueries.citySettings('DAILY', city.code)).data
  return (
    <section aria-labelledby="cars-title" className={css({ display: 'grid', gap: '4' })}>
      <PageHeading id="cars-title">
        {t('cars.title', { city: t(`cities.${city.slug}`) })}
      </PageHeading>
      <p className={css({ color: 'fg.muted' })}>
        {t('cars.freeCancellation', { count: settings.freeCancellationPeriodDays })}
      </p>
    </section>
  )
}
