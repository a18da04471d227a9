import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import type { PaymentMethodsView } from '../../../api/payment'
import { CardBrandLogo } from '../../../components/cards/card-brand-logo'
import { CARD_BRANDS, isPayable, type PayingHere } from '../../../domain/cards'
import { badge, listRow, muted, plainList } from './payment-styles'

const strip = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })

/**
 * How the customer can pay (SPEC §3 allowed methods, §4 default by user type): the ride-app
 * wallet for ride-app customers, cards through the payment provider; the networks accepted;
 * in Riyadh what mada means for paying there.
 */
export function WaysToPay(props: {
  methods: PaymentMethodsView
  withMada: boolean
  here: Omit<PayingHere, 'mada'>
}) {
  const { t } = useTranslation()
  const { methods } = props
  const rideApp = methods.paymentProvider === 'CAREEM'
  const ready = methods.paymentMethods.filter((method) =>
    isPayable(method, { ...props.here, mada: methods.mada[method.paymentMethodId] }),
  ).length
  const defaultBadge = <span className={badge}>{t('payments.ways.default')}</span>
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <ul className={plainList}>
        {rideApp ? (
          <li className={listRow}>
            <div className={css({ flex: '1', minWidth: '0' })}>
              <p className={css({ fontWeight: 'semibold' })}>
                {t('payments.ways.wallet')} {defaultBadge}
              </p>
              <p className={muted}>{t('payments.ways.walletHint')}</p>
            </div>
          </li>
        ) : null}
        <li className={listRow}>
          <div className={css({ flex: '1', minWidth: '0' })}>
            <p className={css({ fontWeight: 'semibold' })}>
              {t('payments.ways.card')} {rideApp ? null : defaultBadge}
            </p>
            <p className={muted}>{t('payments.ways.cardHint', { count: ready })}</p>
          </div>
        </li>
      </ul>
      <div>
        <p className={muted}>{t('payments.ways.accepted')}</p>
        <ul className={strip} aria-label={t('payments.ways.accepted')}>
          {CARD_BRANDS.filter((brand) => brand !== 'UNKNOWN').map((brand) => (
            <li key={brand} className={css({ listStyle: 'none' })}>
              <CardBrandLogo brand={brand} size="sm" label={t(`cards.brands.${brand}`)} />
            </li>
          ))}
        </ul>
      </div>
      {props.withMada ? (
        <div className={css({ display: 'grid', gap: '1' })}>
          <p className={css({ fontWeight: 'semibold' })}>{t('payments.mada.title')}</p>
          <p className={muted}>{t('payments.mada.explainer')}</p>
        </div>
      ) : null}
    </div>
  )
}
