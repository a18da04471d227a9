import { Link } from '@tanstack/react-router'
import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import type { Booking } from '../../../api/schemas/payment'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { localePrefix } from '../../../domain/locales'
import { useFormatters } from '../../../i18n/use-formatters'
import { useLocale } from '../../../i18n/use-locale'
import { awaitedPayment, canChangeEnd, isCancellable } from '../../../domain/booking-status'
import { bookingTimeZone, carName } from './booking-labels'
import { card, carPhoto, factList } from './rental-styles'
import { RentalEndNudge } from './rental-end-nudge'
import { StatusBadge } from './status-badge'
import { RefCode } from '../../../components/ui/ref-code'

const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', tablet: '220px minmax(0, 1fr)' },
  overflow: 'hidden',
})

const photo = css({ tablet: { height: '100%', aspectRatio: 'auto', minHeight: '160px' } })

const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', marginBlockStart: '1' })

/** One rental in My rentals: the car, when, what it cost, and what can be done with it. */
export function RentalCard(props: { booking: Booking; onCancel: (booking: Booking) => void }) {
  const { booking } = props
  const { t } = useTranslation()
  const { locale } = useLocale()
  const format = useFormatters()
  const timeZone = bookingTimeZone(booking)
  const when = (iso: string) => `${format.day(iso, timeZone)} · ${format.time(iso, timeZone)}`
  const titleId = `rental-${booking.bookingId}`
  const prefix = localePrefix(locale)
  const owes = awaitedPayment(booking)
  return (
    <article aria-labelledby={titleId} className={cx(card, layout)}>
      <img
        src={booking.car.imageUrl}
        width={800}
        height={500}
        alt=""
        loading="lazy"
        decoding="async"
        className={cx(carPhoto, photo)}
      />
      <div className={css({ display: 'grid', gap: '4', padding: '4', alignContent: 'start' })}>
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: '2',
          })}
        >
          <h3 id={titleId} className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
            <bdi>{carName(booking)}</bdi>{' '}
            <bdi className={css({ fontWeight: 'normal', color: 'fg.muted' })}>
              {booking.car.year}
            </bdi>
          </h3>
          <StatusBadge status={booking.status} />
        </div>
        <dl className={factList}>
          <div>
            <dt>{t('rentals.card.pickup')}</dt>
            <dd>
              <bdi>{when(booking.from)}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('rentals.card.return')}</dt>
            <dd>
              <bdi>{when(booking.to)}</bdi>
            </dd>
          </div>
          <div>
            {/* A cancelled booking's price is what it was booked for; what the cancellation
                cost, after refunds, is on its page. */}
            <dt>
              {t(booking.status === 'CANCELLED' ? 'rentals.card.bookedFor' : 'rentals.card.total')}
            </dt>
            <dd>
              <bdi>{format.money(booking.total, booking.currency)}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('rentals.card.reference')}</dt>
            <dd>
              <RefCode>{booking.reference}</RefCode>
            </dd>
          </div>
        </dl>
        <RentalEndNudge booking={booking} headingLevel={4} />
        <div className={actions}>
          {owes ? (
            <Link
              to="/{-$locale}/post-booking/$bookingId"
              params={{ locale: prefix, bookingId: booking.bookingId }}
              search={{ pay: 'now' }}
              className={button()}
            >
              {t(owes === 'booking' ? 'rentals.card.completePayment' : 'rentals.card.payExtension')}
              <VisuallyHidden>
                {' '}
                <RefCode>{booking.reference}</RefCode>
              </VisuallyHidden>
            </Link>
          ) : null}
          <Link
            to="/{-$locale}/post-booking/$bookingId"
            params={{ locale: prefix, bookingId: booking.bookingId }}
            className={button({ variant: 'outline' })}
          >
            {t('rentals.card.view')}
            <VisuallyHidden>
              {' '}
              <RefCode>{booking.reference}</RefCode>
            </VisuallyHidden>
          </Link>
          {canChangeEnd(booking.status) ? (
            <Link
              to="/{-$locale}/post-booking/$bookingId"
              params={{ locale: prefix, bookingId: booking.bookingId }}
              search={{ change: 'end' }}
              className={button({ variant: 'ghost' })}
            >
              {t('rentals.card.changeEnd')}
              <VisuallyHidden>
                {' '}
                <RefCode>{booking.reference}</RefCode>
              </VisuallyHidden>
            </Link>
          ) : null}
          {isCancellable(booking.status) ? (
            <button
              type="button"
              className={cx(button({ variant: 'ghost' }), css({ color: 'fg.danger' }))}
              onClick={() => props.onCancel(booking)}
            >
              {t('rentals.card.cancel')}
              <VisuallyHidden>
                {' '}
                <RefCode>{booking.reference}</RefCode>
              </VisuallyHidden>
            </button>
          ) : null}
        </div>
      </div>
    </article>
  )
}
