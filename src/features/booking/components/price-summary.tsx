import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import { listingQueries } from '../../../api/queries/listing-queries'
import type { CitySettings } from '../../../api/schemas/configuration'
import { Skeleton } from '../../../components/ui/skeleton'
import { useFormatters } from '../../../i18n/use-formatters'
import type { BookingSnapshot } from './booking-view'
import { PriceLines } from './price-lines'
import { TripRecap } from './trip-recap'
import { sidePanel } from '../../../components/ui/side-panel'

const priceArea = css({ display: 'grid', gap: '4', alignContent: 'start' })
/** Room for the quote's lines while it is coming, so the page does not jump when it arrives. */
const reserved = css({ minHeight: '300px' })

const muted = css({ fontSize: 'sm', color: 'fg.muted' })

function PriceSkeleton() {
  const { t } = useTranslation()
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      {[70, 55, 60, 45].map((width) => (
        <div
          key={width}
          className={css({ display: 'flex', justifyContent: 'space-between', gap: '4' })}
        >
          <Skeleton className={css({ height: '20px', width: '50%' })} />
          <Skeleton className={css({ height: '20px', width: '20%' })} />
        </div>
      ))}
      <Skeleton className={css({ height: '72px', marginBlockStart: '2' })} />
      <p className={muted}>{t('booking.price.calculating')}</p>
    </div>
  )
}

/** Why there is no price yet: what the trip still needs. */
function missingKey(snapshot: BookingSnapshot) {
  const { trip, outsideGeofence, blocked, banned } = snapshot.context
  // SPEC §6: an account that cannot book is never asked to complete a trip to see a price.
  if (banned) return 'booking.price.notBookable' as const
  if (trip.deliveryType === 'DOOR_TO_DOOR') {
    if (outsideGeofence) return 'booking.price.needsZone' as const
    if (!trip.handoverAddress) return 'booking.price.needsAddress' as const
    if (!trip.returnSame && !trip.handbackAddress)
      return 'booking.price.needsReturnAddress' as const
  }
  if (blocked.from || blocked.to || !trip.fromTime || !trip.toTime)
    return 'booking.price.needsTimes' as const
  if (snapshot.matches({ trip: { price: 'failed' } })) return 'booking.price.failed' as const
  return 'booking.price.needsTrip' as const
}

/** The end-side summary: the trip in brief and the platform's price, line by line. */
export function PriceSummary(props: {
  snapshot: BookingSnapshot
  settings: CitySettings
  vip: boolean
}) {
  const { t } = useTranslation()
  const format = useFormatters()
  const { snapshot } = props
  const { trip, product, listingId, banned } = snapshot.context
  // SPEC §6: an account that cannot book sees no price, even one asked before the ban was known.
  const quote = banned ? null : snapshot.context.quote
  const monthlyPrices = useQuery({
    ...listingQueries.prices(listingId, 'MONTHLY'),
    enabled: product === 'MONTHLY',
  })
  // The month's price with VAT is the published tier the platform priced this rental at.
  const monthlyRate = monthlyPrices.data?.prices.find(
    (tier) => quote !== null && tier.amount === quote.carPrice,
  )?.amountWithVat
  const pricing =
    !banned &&
    (snapshot.matches({ trip: { price: 'debouncing' } }) ||
      snapshot.matches({ trip: { price: 'pricing' } }) ||
      snapshot.matches({ trip: { slots: 'loading' } }) ||
      snapshot.matches({ checkout: 'revalidating' }))
  return (
    <aside aria-labelledby="price-title" className={sidePanel}>
      <h2 id="price-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        {t('booking.price.title')}
      </h2>
      <TripRecap snapshot={snapshot} />
      <div className={cx(priceArea, quote || pricing ? reserved : undefined)} aria-busy={pricing}>
        {quote ? (
          <PriceLines
            quote={quote}
            deliveryType={trip.deliveryType}
            vip={props.vip}
            monthlyRate={monthlyRate}
            shortTermDays={props.settings.shortTermPeriodDays}
          />
        ) : pricing ? (
          <PriceSkeleton />
        ) : (
          <p className={muted}>{t(missingKey(snapshot))}</p>
        )}
        {quote && pricing ? <p className={muted}>{t('booking.price.updating')}</p> : null}
      </div>
      <p aria-live="polite" className={css({ srOnly: true })}>
        {quote
          ? t('booking.price.totalAnnounce', { amount: format.money(quote.total, quote.currency) })
          : ''}
      </p>
    </aside>
  )
}
