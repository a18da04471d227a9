import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import { Skeleton } from '../../../components/ui/skeleton'
import { card } from './rental-styles'

const wrapper = css({ display: 'grid', gap: '5', paddingBlock: '2' })

function Loading({ label }: { label: string }) {
  return <span className={css({ srOnly: true })}>{label}</span>
}

/** My rentals while the bookings load: the heading's place and two card shapes. */
export function RentalsSkeleton() {
  const { t } = useTranslation()
  return (
    <div role="status" className={wrapper}>
      <Loading label={t('rentals.loading')} />
      <Skeleton className={css({ height: '9', width: '40%' })} />
      <Skeleton className={css({ height: '5', width: '60%' })} />
      {[0, 1].map((index) => (
        <div key={index} className={cx(card, css({ display: 'grid', gap: '3', padding: '4' }))}>
          <Skeleton className={css({ height: '6', width: '50%' })} />
          <Skeleton className={css({ height: '16' })} />
        </div>
      ))}
    </div>
  )
}

/** The post-booking page while the booking loads: the confirmation and the two columns. */
export function PostBookingSkeleton() {
  const { t } = useTranslation()
  return (
    <div role="status" className={wrapper}>
      <Loading label={t('postBooking.loading')} />
      <div className={cx(card, css({ display: 'grid', gap: '3', padding: '6' }))}>
        <Skeleton className={css({ height: '9', width: '55%' })} />
        <Skeleton className={css({ height: '5', width: '35%' })} />
        <Skeleton className={css({ height: '5', width: '80%' })} />
      </div>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', laptop: 'minmax(0, 1.6fr) minmax(300px, 1fr)' },
          gap: { base: '5', laptop: '8' },
        })}
      >
        <Skeleton className={css({ aspectRatio: '8 / 5' })} />
        <Skeleton className={css({ height: '48' })} />
      </div>
    </div>
  )
}
