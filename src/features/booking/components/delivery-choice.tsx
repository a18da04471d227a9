import { useId } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import type { DeliveryType, ProductType } from '../../../api/schemas/common'
import {
  cardHint,
  fieldset,
  legend,
  radioCard,
  radioCards,
  radioInput,
} from '../../../components/ui/choice-styles'

const OPTIONS: readonly DeliveryType[] = ['SELF_PICKUP', 'DOOR_TO_DOOR']

/** Self pickup or door-to-door delivery, as two radio cards. */
export function DeliveryChoice(props: {
  value: DeliveryType
  product: ProductType
  vip: boolean
  onChange: (deliveryType: DeliveryType) => void
}) {
  const { t } = useTranslation()
  const name = useId()
  // Monthly subscriptions are delivered free; VIP members get free delivery on daily rentals.
  const deliveryHint =
    props.product === 'MONTHLY'
      ? t('booking.delivery.doorHintMonthly')
      : props.vip
        ? t('booking.delivery.doorHintVip')
        : t('booking.delivery.doorHint')
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>{t('booking.delivery.legend')}</legend>
      <div className={radioCards}>
        {OPTIONS.map((option) => (
          <label key={option} className={radioCard}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={props.value === option}
              onChange={() => props.onChange(option)}
              className={radioInput}
            />
            <span>
              <span className={css({ display: 'block', fontWeight: 'semibold' })}>
                {t(option === 'SELF_PICKUP' ? 'booking.delivery.pickup' : 'booking.delivery.door')}
              </span>
              <span className={cardHint}>
                {option === 'SELF_PICKUP' ? t('booking.delivery.pickupHint') : deliveryHint}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
