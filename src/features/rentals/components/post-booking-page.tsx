import { useTranslation } from 'react-i18next'
import { css } from '../../../../styled-system/css'
import type { Booking } from '../../../api/schemas/payment'
import type { User } from '../../../api/schemas/user'
import { cityByCode } from '../../../domain/cities'
import { useDocumentsPrompt } from '../../../components/documents/use-documents-prompt'
import { BookingDetails } from './booking-details'
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
export function PostBookingPage({ booking, user }: { booking: Booking; user: User }) {
  const { t } = useTranslation()
  const documents = useDocumentsPrompt(user, cityByCode(booking.cityCode)?.countryCode)
  const showDocuments = booking.status !== 'CANCELLED' && booking.status !== 'COMPLETED'
  return (
    <article aria-labelledby="post-booking-title" className={css({ display: 'grid', gap: '6' })}>
      <ConfirmationHero booking={booking} />
      {showDocuments ? <DocumentsPrompt prompt={documents} bookingId={booking.bookingId} /> : null}
      <div className={layout}>
        <BookingDetails booking={booking} />
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
