import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { configurationQueries } from '../../../api/queries/configuration-queries'
import type { DeliveryType, ProductType } from '../../../api/schemas/common'
import type { ListingDetails } from '../../../api/schemas/listings'
import { PageHeading } from '../../../components/ui/page-heading'
import type { CityInfo } from '../../../domain/cities'
import { localePrefix } from '../../../domain/locales'
import { reviewLinkDates } from '../../../domain/link-dates'
import { sameDates } from '../../../domain/rental-period'
import { LinkDatesNotice } from './link-dates-notice'
import { useLocale } from '../../../i18n/use-locale'
import { nowMs } from '../../../lib/clock'
import { PAYMENT_RETURNED } from '../../../lib/payment-return'
import { useUser } from '../../../session/use-auth'
import { useBookingFlow } from '../hooks/use-booking-flow'
import { BookingFlow } from './booking-flow'

export interface SummarySearch {
  /** The link's own text for its days; it may name no date on the calendar. */
  from?: string | undefined
  to?: string | undefined
  product?: ProductType | undefined
  delivery?: DeliveryType | undefined
  /** Set on the way back from a bank's or the wallet's page. */
  payment?: 'returned' | undefined
}

const page = css({ display: 'grid', gap: '6', alignContent: 'start' })

/** The booking summary: which car, then the flow (trip, price, payment) the machine runs. */
export function BookingSummaryPage(props: {
  search: SummarySearch
  city: CityInfo | undefined
  listing: ListingDetails | undefined
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  if (!props.city || !props.listing) {
    return (
      <section aria-labelledby="page-title" className={page}>
        <PageHeading id="page-title">{t('booking.title')}</PageHeading>
        <p>{t('booking.noCar')}</p>
        <Link
          to="/{-$locale}/$city/cars"
          params={{ locale: localePrefix(locale), city: props.city?.slug ?? 'dubai' }}
          className={button({ variant: 'solid' })}
        >
          {t('booking.browseCars')}
        </Link>
      </section>
    )
  }
  const product =
    props.search.product && props.listing.products.includes(props.search.product)
      ? props.search.product
      : (props.listing.products[0] ?? 'DAILY')
  // A new car or plan is a new draft.
  return (
    <Summary
      key={`${props.listing.id}:${product}`}
      {...props}
      city={props.city}
      listing={props.listing}
      product={product}
    />
  )
}

function Summary(props: {
  search: SummarySearch
  city: CityInfo
  listing: ListingDetails
  product: ProductType
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const navigate = useNavigate()
  const user = useUser()
  const { city, listing, product, search } = props
  const settings = useSuspenseQuery(configurationQueries.citySettings(product, city.code)).data

  // The input seeds the machine once; later changes flow through its events.
  const [{ input, linkDates }] = useState(() => {
    const rules = {
      product,
      timeZone: settings.timezone,
      maxStartDateOffset: settings.maxStartDateOffset,
      minRentalPeriod: settings.minRentalPeriod,
      holidays: settings.holidays,
    }
    // SPEC §5: a from-date is honoured only from tomorrow; what had to change is said once.
    const linkDates = reviewLinkDates({ from: search.from, to: search.to }, rules, nowMs())
    const { from, to } = linkDates.dates
    const prefix = localePrefix(locale)
    const query = new URLSearchParams({
      city: city.slug,
      listingsId: listing.id,
      from,
      to,
      product,
      ...PAYMENT_RETURNED,
    })
    const input = {
      listingId: listing.id,
      city: {
        code: city.code,
        slug: city.slug,
        timezone: settings.timezone,
        currency: settings.currency,
        businessZone: settings.businessZone,
      },
      product,
      from,
      to,
      deliveryType: search.delivery ?? ('SELF_PICKUP' as const),
      customerId: user?.userId ?? null,
      banned: user?.isBanned ?? false,
      returnUrl: `/rental${prefix ? `/${prefix}` : ''}/summary?${query.toString()}`,
    }
    return { input, linkDates }
  })

  const flow = useBookingFlow(input, {
    returnedFromChallenge: search.payment === PAYMENT_RETURNED.payment,
    linkDates:
      search.from === undefined && search.to === undefined
        ? 'none'
        : linkDates.changes.length > 0
          ? 'changed'
          : 'kept',
  })
  const trip = useSelector(flow.actor, (snapshot) => snapshot.context.trip)
  // The notice speaks of the dates it names: once the trip has others (chosen on the page, or a
  // draft taken up on the way back from the bank), it has nothing left to explain.
  const changes = sameDates(trip, linkDates.dates) ? linkDates.changes : []

  // The URL follows the draft, so a link or a reload reproduces the booking.
  useEffect(() => {
    void navigate({
      to: '.',
      search: (previous) => ({
        ...previous,
        from: trip.from,
        to: trip.to,
        delivery: trip.deliveryType,
        payment: undefined,
      }),
      replace: true,
    })
  }, [navigate, trip.from, trip.to, trip.deliveryType])

  return (
    <section aria-labelledby="page-title" className={page}>
      <PageHeading id="page-title">{t('booking.title')}</PageHeading>
      <LinkDatesNotice changes={changes} dates={linkDates.dates} />
      <BookingFlow flow={flow} listing={listing} settings={settings} city={city} />
    </section>
  )
}
