import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import type { Booking, BookingStatus } from '../../../api/schemas/payment'
import { PageHeading } from '../../../components/ui/page-heading'
import { card } from './rental-styles'
import { StatusBadge } from './status-badge'
import { RefCode } from '../../../components/ui/ref-code'

type Mood = 'done' | 'waiting' | 'stopped'

const MOOD: Record<BookingStatus, Mood> = {
  PENDING_PAYMENT: 'waiting',
  PENDING_APPROVAL: 'waiting',
  APPROVED: 'done',
  ACTIVE: 'done',
  COMPLETED: 'done',
  CANCELLED: 'stopped',
}

const PATHS: Record<Mood, string> = {
  done: 'M6 12.5l4 4L18 8',
  waiting: 'M12 7v5l3 2',
  stopped: 'M8 8l8 8M16 8l-8 8',
}

const icon = css({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '12',
  height: '12',
  borderRadius: 'full',
  borderWidth: '2px',
})

const moods: Record<Mood, string> = {
  done: css({ bg: 'status.successBg', borderColor: 'status.successBorder', color: 'fg.success' }),
  waiting: css({ bg: 'status.infoBg', borderColor: 'status.infoBorder', color: 'fg.default' }),
  stopped: css({ bg: 'bg.subtle', borderColor: 'border.strong', color: 'fg.muted' }),
}

/** The top of the post-booking page: how the booking stands, its reference and what comes next. */
export function ConfirmationHero({ booking }: { booking: Booking }) {
  const { t } = useTranslation()
  const mood = MOOD[booking.status]
  return (
    <header
      className={cx(
        card,
        css({
          display: 'flex',
          gap: '4',
          alignItems: 'flex-start',
          padding: { base: '5', tablet: '6' },
        }),
      )}
    >
      <span className={cx(icon, moods[mood])} aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          width="26"
          height="26"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {mood === 'waiting' ? <circle cx="12" cy="12" r="8" strokeWidth="2" /> : null}
          <path d={PATHS[mood]} />
        </svg>
      </span>
      <div className={css({ display: 'grid', gap: '3', minWidth: '0' })}>
        <PageHeading id="post-booking-title">
          {t(`postBooking.heading.${booking.status}`)}
        </PageHeading>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
          <p>
            <span className={css({ color: 'fg.muted' })}>{t('postBooking.reference')}</span>{' '}
            <RefCode className={css({ fontWeight: 'bold', fontFamily: 'mono' })}>
              {booking.reference}
            </RefCode>
          </p>
          <StatusBadge status={booking.status} />
        </div>
        <div>
          <h2 className={css({ fontWeight: 'semibold' })}>{t('postBooking.nextTitle')}</h2>
          <p className={css({ color: 'fg.muted', maxWidth: '70ch' })}>
            {t(`postBooking.next.${booking.status}`)}
          </p>
        </div>
      </div>
    </header>
  )
}
