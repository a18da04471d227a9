import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { bookingQueries } from '../../../api/queries/booking-queries'
import type { Booking } from '../../../api/schemas/payment'
import { SimplePage } from '../../../components/ui/simple-page'
import { localePrefix } from '../../../domain/locales'
import { useCurrentCity, useLocale } from '../../../i18n/use-locale'
import { groupBookings, RENTAL_GROUPS, type RentalGroup } from '../rental-groups'
import { CancelBookingDialog } from './cancel-booking-dialog'
import { InvoicesList } from '../../../components/payments/invoices-list'
import { RentalCard } from './rental-card'
import { card, sectionTitle } from './rental-styles'

const list = css({ display: 'grid', gap: '4', listStyle: 'none', padding: '0', margin: '0' })

const groupHeading = css({
  display: 'flex',
  alignItems: 'baseline',
  gap: '2',
  marginBlockEnd: '3',
  _focus: { outline: 'none' },
  _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
})

const groupHeadingId = (group: RentalGroup) => `rentals-${group}`

/** My rentals: upcoming, active and past bookings, cancelling, and invoices. */
export function RentalsPage(props: { customerId: string }) {
  const { t } = useTranslation()
  const city = useCurrentCity()
  const { bookings } = useSuspenseQuery(bookingQueries.list(props.customerId)).data
  const groups = groupBookings(bookings)
  const [cancelling, setCancelling] = useState<Booking | null>(null)
  const [cancelled, setCancelled] = useState<string | null>(null)

  // After a cancellation the card has moved to Past; so does the reader's focus.
  useEffect(() => {
    if (cancelled) document.getElementById(groupHeadingId('past'))?.focus()
  }, [cancelled])

  return (
    <SimplePage title={t('rentals.title')} lead={t('rentals.lead')}>
      {bookings.length === 0 ? <EmptyRentals /> : null}
      {RENTAL_GROUPS.map((group) =>
        groups[group].length > 0 ? (
          <RentalGroupSection
            key={group}
            group={group}
            bookings={groups[group]}
            onCancel={setCancelling}
          />
        ) : null,
      )}
      <InvoicesList customerId={props.customerId} bookings={bookings} city={city} />
      <CancelBookingDialog
        customerId={props.customerId}
        booking={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={(booking) => {
          setCancelling(null)
          setCancelled(booking.bookingId)
        }}
      />
    </SimplePage>
  )
}

function RentalGroupSection(props: {
  group: RentalGroup
  bookings: Booking[]
  onCancel: (booking: Booking) => void
}) {
  const { t } = useTranslation()
  const id = groupHeadingId(props.group)
  return (
    <section aria-labelledby={id} className={css({ marginBlockStart: '4' })}>
      <h2 id={id} tabIndex={-1} className={groupHeading}>
        <span className={sectionTitle}>{t(`rentals.groups.${props.group}`)}</span>{' '}
        <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {t('rentals.groupCount', { count: props.bookings.length })}
        </span>
      </h2>
      <ul className={list}>
        {props.bookings.map((booking) => (
          <li key={booking.bookingId}>
            <RentalCard booking={booking} onCancel={props.onCancel} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function EmptyRentals() {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const city = useCurrentCity()
  return (
    <div
      className={cx(
        card,
        css({
          display: 'grid',
          gap: '3',
          justifyItems: 'center',
          textAlign: 'center',
          paddingBlock: '12',
          paddingInline: '6',
          borderStyle: 'dashed',
          borderColor: 'border.strong',
        }),
      )}
    >
      <h2 className={sectionTitle}>{t('rentals.empty.title')}</h2>
      <p className={css({ color: 'fg.muted', maxWidth: '48ch' })}>{t('rentals.empty.body')}</p>
      <Link
        to="/{-$locale}/$city/cars"
        params={{ locale: localePrefix(locale), city: city.slug }}
        className={button()}
      >
        {t('rentals.empty.browse')}
      </Link>
    </div>
  )
}
