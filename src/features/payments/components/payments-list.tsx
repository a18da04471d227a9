import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { errorMessageKey } from '../../../api/errors'
import { paymentQueries } from '../../../api/queries/payment-queries'
import type { CustomerPayment } from '../../../api/schemas/payment'
import { ReceiptButtons } from '../../../components/payments/receipt-button'
import { FormAlert } from '../../../components/ui/form-alert'
import { Skeleton } from '../../../components/ui/skeleton'
import type { CityInfo } from '../../../domain/cities'
import { useFormatters } from '../../../i18n/use-formatters'
import { listRow, muted, plainList } from './payment-styles'
import { RefCode } from '../../../components/ui/ref-code'

/**
 * How a charge reads to the customer (SPEC §3 charge types), so the lines add up as the card
 * shows them: a deposit is held, never taken; once settled, what it paid for (tolls, fines) reads
 * as taken from it and the rest as returned to the card, so nothing is counted twice.
 */
export function paymentState(
  payment: Pick<CustomerPayment, 'type' | 'status' | 'amount' | 'fromDeposit'>,
) {
  const { status } = payment
  if (payment.type === 'DEPOSIT') {
    // A negative deposit line is the part of a settled deposit given back: money back.
    if (payment.amount < 0) return 'RETURNED'
    if (status === 'PENDING') return 'HELD'
    if (status === 'REFUNDED') return 'RELEASED'
    if (status === 'PAID') return 'SETTLED'
  }
  return payment.fromDeposit && status === 'PAID' ? 'FROM_DEPOSIT' : status
}

/** Every charge, payment, deposit and refund of the customer, newest first, with receipts. */
export function PaymentsList(props: { customerId: string; city: CityInfo }) {
  const { t } = useTranslation()
  const format = useFormatters()
  const payments = useQuery(paymentQueries.payments(props.customerId))
  if (payments.isPending) {
    return (
      <div aria-busy="true" className={css({ display: 'grid', gap: '3' })}>
        <p className={muted}>{t('payments.history.loading')}</p>
        <Skeleton className={css({ height: '12' })} />
      </div>
    )
  }
  if (payments.isError) {
    return (
      <FormAlert tone="error" title={t('payments.history.loadFailed')}>
        <p>{t(errorMessageKey(payments.error))}</p>
        <div>
          <button
            type="button"
            className={button({ variant: 'outline' })}
            onClick={() => void payments.refetch()}
          >
            {t('common.tryAgain')}
          </button>
        </div>
      </FormAlert>
    )
  }
  const lines = payments.data.payments
  if (lines.length === 0) return <p className={muted}>{t('payments.history.none')}</p>
  return (
    <ul className={plainList} aria-label={t('payments.history.title')}>
      {lines.map((payment) => {
        const state = paymentState(payment)
        // Money back is "+"; a hold (held, released or settled) was never taken as such, so it
        // has no sign: what it paid for is on lines of its own.
        const refund = state === 'REFUNDED' || state === 'RETURNED'
        const hold = state === 'HELD' || state === 'RELEASED' || state === 'SETTLED'
        return (
          <li key={payment.chargeId} className={listRow}>
            <div className={css({ flex: '1 1 10rem', minWidth: '0', display: 'grid', gap: '0.5' })}>
              <p className={css({ fontWeight: 'semibold' })}>
                {t(`payments.chargeType.${payment.type}`)}
              </p>
              <p className={muted}>
                {/* The day it happened: a refund or a settled deposit when it was settled. */}
                {format.day(payment.settledAt ?? payment.createdAt, props.city.timezone)}
                {' · '}
                <RefCode>{payment.bookingReference}</RefCode>
                {' · '}
                {t(`payments.history.state.${state}`)}
              </p>
            </div>
            <bdi
              className={cx(
                css({ fontWeight: 'semibold' }),
                refund
                  ? css({ color: 'fg.success' })
                  : hold
                    ? css({ color: 'fg.muted' })
                    : css({ color: 'fg.default' }),
                state === 'FAILED'
                  ? css({ textDecoration: 'line-through' })
                  : css({ textDecoration: 'none' }),
              )}
            >
              {hold
                ? format.money(Math.abs(payment.amount), payment.currency)
                : format.moneyFlow(payment.amount, payment.currency, refund ? 'returned' : 'taken')}
            </bdi>
            <ReceiptButtons charge={payment} />
          </li>
        )
      })}
    </ul>
  )
}
