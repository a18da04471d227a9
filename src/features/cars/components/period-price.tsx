import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import type { ProductType } from '../../../api/schemas/common'
import { useFormatters } from '../../../i18n/use-formatters'

const amount = css({ fontSize: 'xl', fontWeight: 'bold', color: 'fg.default' })
const unit = css({ fontSize: 'sm', color: 'fg.muted', marginInlineStart: '0.5' })

/** SPEC §9: '{amount} {currency}' followed by '/day' or '/month'. */
export function PeriodPrice(props: { amount: number; currency: string; product: ProductType }) {
  const { t } = useTranslation()
  const format = useFormatters()
  const daily = props.product === 'DAILY'
  return (
    <p>
      <bdi className={amount} data-price="">
        {format.money(props.amount, props.currency)}
      </bdi>
      <span className={unit} aria-hidden="true">
        {t(daily ? 'cars.perDay' : 'cars.perMonth')}
      </span>
      <span className={css({ srOnly: true })}>
        {' '}
        {t(daily ? 'cars.perDayLong' : 'cars.perMonthLong')}
      </span>
    </p>
  )
}
