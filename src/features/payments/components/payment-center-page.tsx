import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import { bookingQueries } from '../../../api/queries/booking-queries'
import { featureQueries } from '../../../api/queries/feature-queries'
import { paymentQueries } from '../../../api/queries/payment-queries'
import type { PaymentMethodsView } from '../../../api/payment'
import type { User } from '../../../api/schemas/user'
import { InvoicesList } from '../../../components/payments/invoices-list'
import { Panel, panel } from '../../../components/ui/panel'
import { SimplePage } from '../../../components/ui/simple-page'
import { cardProblem, cityYearMonth, type PayingHere } from '../../../domain/cards'
import { FEATURE_KEYS, isFeatureEnabled } from '../../../domain/features'
import { useCurrentCity } from '../../../i18n/use-locale'
import { nowMs } from '../../../lib/clock'
import { AddCardPanel } from './add-card-panel'
import { BillingSection } from './billing-form'
import { muted } from './payment-styles'
import { PaymentsList } from './payments-list'
import { MethodsStatus, SavedCards, useCardName } from './saved-cards'
import { WaysToPay } from './ways-to-pay'

const classic = css({ display: 'grid', gap: '5', maxWidth: '760px' })

/** The revamp's one-page layout: cards on one side, billing and money on the other. */
const revamped = css({
  display: 'grid',
  gap: '5',
  gridTemplateColumns: { base: '1fr', laptop: 'minmax(0, 1fr) minmax(0, 1fr)' },
  alignItems: 'start',
})

const column = css({ display: 'grid', gap: '5', minWidth: '0' })

/**
 * The payment revamp's overview (SPEC §6 flag, per-user overrides): the preferred card, the
 * cards that need attention and whether billing details are on file, at a glance.
 */
function Overview(props: {
  customerId: string
  methods: PaymentMethodsView | undefined
  here: Omit<PayingHere, 'mada'>
}) {
  const { t } = useTranslation()
  const name = useCardName()
  const billing = useQuery(paymentQueries.billing(props.customerId))
  const cards = props.methods?.paymentMethods ?? []
  const preferred = cards.find((card) => card.isPreferred)
  const attention = cards.filter(
    (card) =>
      cardProblem(card, { ...props.here, mada: props.methods?.mada[card.paymentMethodId] }) !==
      undefined,
  ).length
  const item = css({ display: 'grid', gap: '0.5', minWidth: '0' })
  return (
    <section
      aria-label={t('payments.overview.label')}
      className={cx(panel, css({ bg: 'bg.brandSubtle' }))}
    >
      <dl
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
          '& dt': { fontSize: 'sm', color: 'fg.muted' },
          '& dd': { fontWeight: 'semibold', overflowWrap: 'anywhere' },
        })}
      >
        <div className={item}>
          <dt>{t('payments.overview.preferred')}</dt>
          <dd>{preferred ? <bdi>{name(preferred)}</bdi> : t('payments.overview.noPreferred')}</dd>
        </div>
        <div className={item}>
          <dt>{t('payments.overview.attention')}</dt>
          <dd>{t('payments.overview.attentionCount', { count: attention })}</dd>
        </div>
        <div className={item}>
          <dt>{t('payments.overview.billing')}</dt>
          <dd>
            {billing.data
              ? t('payments.overview.billingSaved')
              : billing.isSuccess
                ? t('payments.overview.billingMissing')
                : '…'}
          </dd>
        </div>
      </dl>
    </section>
  )
}

/**
 * The payment center (SPEC §2): saved cards and adding one, the ways the customer can pay,
 * billing details, payments and invoices. With the payment revamp flag on, an overview comes
 * first and the sections sit side by side (docs/payment-center.md).
 */
export function PaymentCenterPage(props: { user: User; returned: boolean }) {
  const { t } = useTranslation()
  const city = useCurrentCity()
  const customerId = props.user.userId
  // SPEC §4: mada statuses are asked for only in Riyadh.
  const withMada = city.code === 'RUH'
  const here = { today: cityYearMonth(nowMs(), city.timezone), cityCode: city.code }
  const features = useQuery(featureQueries.list())
  const revamp = isFeatureEnabled(features.data?.features, FEATURE_KEYS.paymentRevamp)
  const methods = useQuery(paymentQueries.methods(customerId, withMada))
  const bookings = useQuery(bookingQueries.list(customerId))

  const cards = (
    <Panel id="cards-title" title={t('payments.cards.title')}>
      <MethodsStatus methods={methods} />
      {methods.data ? (
        <SavedCards
          customerId={customerId}
          methods={methods.data}
          withMada={withMada}
          here={here}
        />
      ) : null}
      <AddCardPanel
        customerId={customerId}
        city={city}
        returned={props.returned}
        startOpen={methods.isSuccess && methods.data.paymentMethods.length === 0}
      />
    </Panel>
  )
  const ways = methods.data ? (
    <Panel id="ways-title" title={t('payments.ways.title')}>
      <WaysToPay methods={methods.data} withMada={withMada} here={here} />
    </Panel>
  ) : null
  const billing = (
    <Panel id="billing-title" title={t('payments.billing.title')}>
      <BillingSection customerId={customerId} city={city} />
    </Panel>
  )
  const history = (
    <Panel id="history-title" title={t('payments.history.title')}>
      <p className={muted}>{t('payments.history.lead')}</p>
      <PaymentsList customerId={customerId} city={city} />
      <InvoicesList customerId={customerId} bookings={bookings.data?.bookings ?? []} city={city} />
    </Panel>
  )

  return (
    <SimplePage title={t('pages.paymentCenter.title')} lead={t('pages.paymentCenter.lead')}>
      {revamp ? (
        <div data-layout="revamp" className={css({ display: 'grid', gap: '5' })}>
          <Overview customerId={customerId} methods={methods.data} here={here} />
          <div className={revamped}>
            <div className={column}>
              {cards}
              {ways}
            </div>
            <div className={column}>
              {billing}
              {history}
            </div>
          </div>
        </div>
      ) : (
        <div data-layout="classic" className={classic}>
          {cards}
          {ways}
          {billing}
          {history}
        </div>
      )}
    </SimplePage>
  )
}
