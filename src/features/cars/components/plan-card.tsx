import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { configurationQueries } from '../../../api/queries/configuration-queries'
import { listingQueries } from '../../../api/queries/listing-queries'
import type { CityCode } from '../../../domain/cities'
import type { ProductType } from '../../../api/schemas/common'
import { CheckIcon } from '../../../components/ui/icons'
import { useFormatters } from '../../../i18n/use-formatters'

const card = css({
  display: 'grid',
  gap: '4',
  alignContent: 'start',
  padding: '5',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  '&[data-current=true]': { borderColor: 'bg.brand', borderWidth: '2px', boxShadow: 'md' },
})

const perks = css({
  display: 'grid',
  gap: '2',
  listStyle: 'none',
  padding: '0',
  margin: '0',
  fontSize: 'sm',
  '& li': { display: 'flex', gap: '2', alignItems: 'start' },
  '& svg': { color: 'fg.success', marginBlockStart: '0.5' },
})

const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': {
    paddingBlock: '2',
    borderBlockStartWidth: '1px',
    borderColor: 'border.default',
    textAlign: 'start',
    verticalAlign: 'top',
  },
  '& th': { fontWeight: 'normal', color: 'fg.muted' },
  '& td': { textAlign: 'end' },
})

/**
 * One plan (SPEC §9 perks) with the car's active prices for it, straight from the platform's
 * active-prices call: per day or month, VAT included, cheaper from the longer tiers.
 */
export function PlanCard(props: {
  listingId: string
  cityCode: CityCode
  product: ProductType
  current: boolean
}) {
  const { t } = useTranslation()
  const format = useFormatters()
  const daily = props.product === 'DAILY'
  const prices = useSuspenseQuery(listingQueries.prices(props.listingId, props.product)).data
  const settings = useSuspenseQuery(
    configurationQueries.citySettings(props.product, props.cityCode),
  ).data
  const money = (amount: number) => format.money(amount, prices.currency)
  const perkList = daily
    ? [
        t('plans.perks.basicInsurance'),
        t('plans.perks.kmPerDay', { km: format.number(prices.kmPerPeriod) }),
        t('plans.perks.roadside'),
        t('plans.perks.customerService'),
      ]
    : [
        t('plans.perks.freeCancellation', { count: settings.freeCancellationPeriodDays }),
        settings.minDepositMonthsToCharge > 0
          ? t('plans.perks.depositMonths', { count: settings.minDepositMonthsToCharge })
          : t('plans.perks.noDeposit'),
        t('plans.perks.roadside'),
        t('plans.perks.customerService'),
      ]
  const titleId = `plan-${props.product}`
  return (
    <section
      aria-labelledby={titleId}
      className={card}
      data-current={props.current}
      data-testid={`plan-${props.product}`}
    >
      <header className={css({ display: 'grid', gap: '1' })}>
        <h3 id={titleId} className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
          {t(daily ? 'plans.daily.title' : 'plans.monthly.title')}
        </h3>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {t(daily ? 'plans.daily.lead' : 'plans.monthly.lead')}
        </p>
      </header>
      <ul className={perks}>
        {perkList.map((perk) => (
          <li key={perk}>
            <CheckIcon />
            <span>{perk}</span>
          </li>
        ))}
      </ul>
      <table className={table}>
        <caption
          className={css({ textAlign: 'start', fontWeight: 'semibold', paddingBlockEnd: '1' })}
        >
          {t('plans.pricesCaption', { percent: format.number(prices.vatPercentage) })}
        </caption>
        <tbody>
          {[...prices.prices]
            .sort((a, b) => a.minPeriod - b.minPeriod)
            .map((tier) => (
              <tr key={tier.minPeriod}>
                <th scope="row">
                  {t(daily ? 'plans.fromDays' : 'plans.fromMonths', { count: tier.minPeriod })}
                </th>
                <td>
                  <bdi
                    className={css({ fontWeight: 'bold', color: 'fg.default' })}
                    data-testid="tier-price"
                    data-price=""
                  >
                    {money(tier.amountWithVat)}
                  </bdi>{' '}
                  {t(daily ? 'cars.perDay' : 'cars.perMonth')}
                  <br />
                  <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                    <bdi data-price="">{money(tier.amount)}</bdi> {t('plans.beforeVat')}
                  </span>
                </td>
              </tr>
            ))}
        </tbody>
      </table>
    </section>
  )
}
