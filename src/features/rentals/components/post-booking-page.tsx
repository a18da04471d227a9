import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import type { Booking } from '../../../api/schemas/payment'
import type { User } from '../../../api/schemas/user'
import { cityByCode } from '../../../domain/cities'
import { useDocumentsPrompt } from '../../../api/queries/use-documents-prompt'
import { useState } from 'react'
import { button } from '../../../../styled-system/recipes'
import { canChangeEnd } from '../../../domain/booking-status'
import { BalanceDue } from './balance-due'
import { BookingDetails } from './booking-details'
import { ChangeEndDate } from './change-end-date'
import { RentalEndNudge } from './rental-end-nudge'
import { ConfirmationHero } from './confirmation-hero'
import { DocumentsPrompt } from './documents-prompt'
import { PaymentSummary } from './payment-summary'
import { PostBookingActions } from './post-booking-actions'
import { sectionTitle } from './rental-styles'

const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', laptop: 'minmax(0, 1.6fr) minmax(300px, 1fr)' },
  gap: { base: '5', laptop: '8' },
  alignItems: 'start',
})

/** After booking: where it stands, what is next, the documents still needed, and the details. */
export function PostBookingPage({
  booking,
  user,
  returned,
  changeEnd,
  payNow,
}: {
  booking: Booking
  user: User
  /** Back from a bank's or the wallet's page (its return record says what to check on). */
  returned: boolean
  /** Open the return-date change at once (from My rentals). */
  changeEnd: boolean
  /** Open paying what is owed at once (My rentals' "Complete payment"). */
  payNow: boolean
}) {
  const { t } = useTranslation()
  const documents = useDocumentsPrompt(user, cityByCode(booking.cityCode)?.countryCode)
  const showDocuments = booking.status !== 'CANCELLED' && booking.status !== 'COMPLETED'
  return (
    <article aria-labelledby="post-booking-title" className={css({ display: 'grid', gap: '6' })}>
      <ConfirmationHero booking={booking} />
      <BalanceDue
        key={booking.pendingEndDate ?? booking.status}
        booking={booking}
        returned={returned}
        open={payNow}
      />
      <RentalEndNudge booking={booking} headingLevel={2} />
      {showDocuments ? <DocumentsPrompt prompt={documents} bookingId={booking.bookingId} /> : null}
      <div className={layout}>
        <div className={css({ display: 'grid', gap: '5', minWidth: '0' })}>
          <BookingDetails booking={booking} />
          {canChangeEnd(booking.status) ? (
            <ChangeEndEntry booking={booking} open={changeEnd} />
          ) : null}
        </div>
        <div className={css({ display: 'grid', gap: '5' })}>
          <PaymentSummary booking={booking} customerId={user.userId} />
          {user.isVip ? (
            <section
              aria-labelledby="vip-title"
              className={css({
                display: 'grid',
                gap: '1',
                padding: '4',
                borderRadius: 'card',
                bg: 'bg.brandSubtle',
              })}
            >
              <h2 id="vip-title" className={sectionTitle}>
                {t('postBooking.vip.title')}
              </h2>
              <p>{t('postBooking.vip.body')}</p>
            </section>
          ) : null}
          <PostBookingActions booking={booking} />
        </div>
      </div>
    </article>
  )
}

/** "Change return date", and the change itself in place once asked for. */
function ChangeEndEntry(props: { booking: Booking; open: boolean }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(props.open)
  if (open) {
    return <ChangeEndDate booking={props.booking} presetEnd={null} onClose={() => setOpen(false)} />
  }
  return (
    <button
      type="button"
      className={cx(button({ variant: 'outline' }), css({ justifySelf: 'start' }))}
      onClick={() => setOpen(true)}
    >
      {t('rentals.end.open')}
    </button>
  )
}
