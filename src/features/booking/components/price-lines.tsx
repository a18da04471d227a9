import type { ReactNode } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import type { DeliveryType } from '../../../api/schemas/common'
import type { PriceQuote } from '../../../api/schemas/payment'
import { useFormatters } from '../../../i18n/use-formatters'

// Every line of the platform's quote. Nothing here adds anything up: each amount, the total
// included, is the platform's (SPEC: the price shown is the price paid).

const lines = css({ display: 'grid', gap: '2.5', margin: '0' })

const line = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: '4',
  '& dd': { margin: '0', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
})

const sub = css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })

const totalBlock = css({
  display: 'grid',
  gap: '1',
  paddingBlock: '4',
  borderBlockWidth: '1px',
  borderColor: 'border.default',
})

export const strongAmount = css({ fontSize: '2xl', fontWeight: 'bold', lineHeight: '1.2' })

function Line(props: {
  label: ReactNode
  detail?: ReactNode
  amount: ReactNode
  className?: string
}) {
  return (
    <div className={cx(line, props.className)}>
      <dt>
        {props.label}
        {props.detail ? <span className={sub}>{props.detail}</span> : null}
      </dt>
      <dd>{props.amount}</dd>
    </div>
  )
}

export function PriceLines(props: {
  quote: PriceQuote
  deliveryType: DeliveryType
  vip: boolean
  /** MONTHLY: one month's price with VAT, from the car's published prices. */
  monthlyRate: number | undefined
  shortTermDays: number
}) {
  const { t } = useTranslation()
  const format = useFormatters()
  const { quote } = props
  const money = (amount: number) => <bdi data-price="">{format.money(amount, quote.currency)}</bdi>
  const daily = quote.productType === 'DAILY'
  const freeDelivery = daily
    ? props.vip
      ? t('booking.price.freeVip')
      : t('booking.price.free')
    : t('booking.price.includedMonthly')
  return (
    <>
      <dl className={lines}>
        <Line
          label={t('booking.price.rental')}
          detail={
            <>
              {money(quote.carPrice)}{' '}
              {t(daily ? 'booking.price.timesDays' : 'booking.price.timesMonths', {
                count: quote.periods,
              })}
            </>
          }
          amount={money(quote.rentalFee)}
        />
        {quote.shortTermSurcharge > 0 ? (
          <Line
            label={t('booking.price.shortTerm')}
            detail={t('booking.price.shortTermDetail', { count: props.shortTermDays })}
            amount={money(quote.shortTermSurcharge)}
          />
        ) : null}
        {props.deliveryType === 'DOOR_TO_DOOR' ? (
          <Line
            label={t('booking.price.delivery')}
            amount={quote.deliveryFee > 0 ? money(quote.deliveryFee) : freeDelivery}
          />
        ) : null}
        {quote.serviceFee > 0 ? (
          <Line label={t('booking.price.service')} amount={money(quote.serviceFee)} />
        ) : null}
        {quote.discount > 0 ? (
          <Line
            label={t('booking.price.discount')}
            detail={quote.coupon ? <bdi>{quote.coupon.code}</bdi> : undefined}
            amount={
              <bdi className={css({ color: 'fg.success' })} data-price="">
                {format.moneyFlow(quote.discount, quote.currency, 'off')}
              </bdi>
            }
          />
        ) : null}
        <Line
          label={t('booking.price.vat', { percent: format.number(quote.vatPercentage) })}
          amount={money(quote.vat)}
        />
      </dl>
      <div className={totalBlock}>
        <p className={css({ fontWeight: 'semibold' })}>{t('booking.price.total')}</p>
        <p className={strongAmount}>{money(quote.total)}</p>
        <p className={sub}>{t('booking.price.totalNote')}</p>
      </div>
      <dl className={lines}>
        <Line
          label={t('booking.price.deposit')}
          detail={
            quote.depositAmount > 0
              ? [
                  quote.depositMonths > 0
                    ? t('plans.perks.depositMonths', { count: quote.depositMonths })
                    : undefined,
                  t('booking.price.depositNote'),
                ]
                  .filter(Boolean)
                  .join(' · ')
              : undefined
          }
          amount={
            quote.depositAmount > 0 ? money(quote.depositAmount) : t('booking.price.noDeposit')
          }
        />
        {!daily && props.monthlyRate !== undefined ? (
          <Line
            label={t('booking.price.perMonth')}
            detail={t('booking.price.perMonthNote')}
            amount={money(props.monthlyRate)}
          />
        ) : null}
      </dl>
    </>
  )
}
