import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useUser } from '../../../session/use-auth'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { listingQueries } from '../../../api/queries/listing-queries'
import { localePrefix } from '../../../domain/locales'
import { useFormatters } from '../../../i18n/use-formatters'
import { useLocale } from '../../../i18n/use-locale'
import type { CarDetails } from '../hooks/use-car-details'
import { DateRangeField } from '../../../components/date-range/date-range-field'
import { PeriodPrice } from './period-price'
import { ProductSwitch } from './product-switch'
import { sidePanel } from '../../../components/ui/side-panel'

const facts = css({
  display: 'grid',
  gap: '1.5',
  fontSize: 'sm',
  color: 'fg.muted',
  listStyle: 'disc',
  paddingInlineStart: '5',
  margin: '0',
})

/**
 * Price, plan and dates of the car in view, and the call to book: a link into the booking
 * summary carrying city, car, dates and product.
 */
export function BookingPanel({ details }: { details: CarDetails }) {
  const { t } = useTranslation()
  const format = useFormatters()
  const { locale } = useLocale()
  const { listing, product, settings, dates, city } = details
  // SPEC §6: a banned customer may look but not book.
  const banned = useUser()?.isBanned === true
  const prices = useSuspenseQuery(listingQueries.prices(listing.id, product)).data
  const firstTier = [...prices.prices].sort((a, b) => a.minPeriod - b.minPeriod)[0]
  const daily = product === 'DAILY'
  const deposit = daily
    ? t('carDetails.facts.deposit', {
        amount: format.money(settings.minDepositAmount, settings.currency),
      })
    : settings.minDepositMonthsToCharge > 0
      ? t('plans.perks.depositMonths', { count: settings.minDepositMonthsToCharge })
      : t('plans.perks.noDeposit')
  const km = daily
    ? t('plans.perks.kmPerDay', { km: format.number(prices.kmPerPeriod) })
    : t('carDetails.facts.kmPerYear', { km: format.number(settings.allowedKmsPerYear) })
  return (
    <aside aria-labelledby="booking-panel-title" className={sidePanel}>
      <h2 id="booking-panel-title" className={css({ srOnly: true })}>
        {t('carDetails.bookingTitle')}
      </h2>
      {firstTier ? (
        <div>
          <PeriodPrice
            amount={firstTier.amountWithVat}
            currency={prices.currency}
            product={product}
          />
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {t('cars.inclVat', { percent: format.number(prices.vatPercentage) })}
          </p>
        </div>
      ) : null}
      {listing.products.length > 1 ? (
        <ProductSwitch value={product} onChange={(next) => details.update({ product: next })} />
      ) : (
        <p className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
          {t(daily ? 'carDetails.onlyDaily' : 'carDetails.onlyMonthly')}
        </p>
      )}
      <DateRangeField
        dates={dates}
        rules={details.rules}
        listing={{ listingId: listing.id, cityCode: city.code }}
        onChange={(next) => details.update({ from: next.from, to: next.to })}
      />
      {banned ? (
        <>
          <button
            type="button"
            className={button({ variant: 'solid' })}
            disabled
            aria-describedby="booking-blocked"
          >
            {t('carDetails.book')}
          </button>
          <p id="booking-blocked" className={css({ fontSize: 'sm', color: 'fg.danger' })}>
            {t('banned.cannotBook')}
          </p>
        </>
      ) : (
        <Link
          to="/{-$locale}/summary"
          params={{ locale: localePrefix(locale) }}
          search={{
            city: city.slug,
            listingsId: listing.id,
            from: dates.from,
            to: dates.to,
            product,
          }}
          className={button({ variant: 'solid' })}
        >
          {t('carDetails.book')}
        </Link>
      )}
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {t(dates.from ? 'carDetails.nextWithDates' : 'carDetails.nextWithoutDates')}
      </p>
      <ul className={facts}>
        <li>{t('cars.freeCancellation', { count: settings.freeCancellationPeriodDays })}</li>
        <li>{deposit}</li>
        <li>{km}</li>
      </ul>
    </aside>
  )
}
