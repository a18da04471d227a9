import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { errorMessageKey } from '../../../api/errors'
import { bookingQueries } from '../../../api/queries/booking-queries'
import type { Booking, CancellationFee } from '../../../api/schemas/payment'
import { FormAlert } from '../../../components/ui/form-alert'
import { ModalDialog } from '../../../components/ui/modal-dialog'
import { Skeleton } from '../../../components/ui/skeleton'
import { useFormatters } from '../../../i18n/use-formatters'
import { useCancelBooking } from '../hooks/use-cancel-booking'
import { bookingTimeZone, carName } from './booking-labels'
import { RefCode } from '../../../components/ui/ref-code'

const buttons = css({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: '3',
  marginBlockStart: '5',
})

/**
 * Asks before cancelling, with the fee the platform will charge (free until a few days before
 * the start). The dialog stays mounted so closing it hands focus back to what opened it.
 */
export function CancelBookingDialog(props: {
  customerId: string
  booking: Booking | null
  onClose: () => void
  onCancelled: (booking: Booking) => void
}) {
  const { t } = useTranslation()
  return (
    <ModalDialog
      open={props.booking !== null}
      onClose={props.onClose}
      title={t('rentals.cancel.title')}
      closeLabel={t('rentals.cancel.close')}
      initialFocus="[data-autofocus]"
    >
      {props.booking ? (
        <CancelBookingContent
          key={props.booking.bookingId}
          customerId={props.customerId}
          booking={props.booking}
          onClose={props.onClose}
          onCancelled={props.onCancelled}
        />
      ) : null}
    </ModalDialog>
  )
}

function CancelBookingContent(props: {
  customerId: string
  booking: Booking
  onClose: () => void
  onCancelled: (booking: Booking) => void
}) {
  const { booking } = props
  const { t } = useTranslation()
  const format = useFormatters()
  const fee = useQuery(
    bookingQueries.cancellationFee(props.customerId, booking.productType, booking.bookingId),
  )
  const cancel = useCancelBooking(props.customerId, props.onCancelled)
  const amount = fee.data && fee.data.fee > 0 ? format.money(fee.data.fee, fee.data.currency) : null
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <p>
        <bdi className={css({ fontWeight: 'semibold' })}>{carName(booking)}</bdi>
        {' · '}
        <RefCode>{booking.reference}</RefCode>
        <br />
        <bdi className={css({ color: 'fg.muted' })}>
          {format.day(booking.from, bookingTimeZone(booking))} –{' '}
          {format.day(booking.to, bookingTimeZone(booking))}
        </bdi>
      </p>
      <div aria-live="polite">
        {fee.isPending ? (
          <div role="status" className={css({ display: 'grid', gap: '2' })}>
            <span className={css({ srOnly: true })}>{t('rentals.cancel.checking')}</span>
            <Skeleton className={css({ height: '5', width: '80%' })} />
            <Skeleton className={css({ height: '5', width: '55%' })} />
          </div>
        ) : fee.isError ? (
          <FormAlert tone="error" title={t('rentals.cancel.feeError')}>
            <p>{t(errorMessageKey(fee.error))}</p>
            <button
              type="button"
              className={button({ variant: 'outline' })}
              onClick={() => void fee.refetch()}
            >
              {t('common.tryAgain')}
            </button>
          </FormAlert>
        ) : (
          <FeeTerms fee={fee.data} booking={booking} />
        )}
      </div>
      {cancel.isError ? (
        <FormAlert tone="error" focusOnMount>
          <p>{t(errorMessageKey(cancel.error))}</p>
        </FormAlert>
      ) : null}
      <div className={buttons}>
        <button
          type="button"
          data-autofocus=""
          className={button({ variant: 'outline' })}
          onClick={props.onClose}
        >
          {t('rentals.cancel.keep')}
        </button>
        <button
          type="button"
          className={button({ variant: 'danger' })}
          disabled={!fee.isSuccess || cancel.isPending}
          onClick={() => cancel.mutate(booking)}
        >
          {cancel.isPending
            ? t('rentals.cancel.cancelling')
            : amount
              ? t('rentals.cancel.confirmWithFee', { amount })
              : t('rentals.cancel.confirm')}
        </button>
      </div>
    </div>
  )
}

function FeeTerms(props: { fee: CancellationFee; booking: Booking }) {
  const { t } = useTranslation()
  const format = useFormatters()
  const { fee } = props
  const timeZone = bookingTimeZone(props.booking)
  // Before payment cancelling is always free, so a date would only confuse.
  const until = props.booking.status === 'PENDING_PAYMENT' ? null : fee.freeCancellationUntil
  const when = until
    ? { date: format.day(until, timeZone), time: format.time(until, timeZone) }
    : undefined
  const tone = fee.isFree ? 'success' : 'info'
  return (
    <FormAlert
      tone={tone}
      title={
        fee.isFree
          ? t('rentals.cancel.freeTitle')
          : t('rentals.cancel.feeTitle', {
              amount: format.money(fee.fee, fee.currency),
            })
      }
    >
      <p>
        {fee.isFree
          ? when
            ? t('rentals.cancel.freeUntil', when)
            : t('rentals.cancel.freeNow')
          : when
            ? t('rentals.cancel.feeSince', when)
            : t('rentals.cancel.feeNow')}
      </p>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t('rentals.cancel.refund')}</p>
    </FormAlert>
  )
}
