import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from '../../../../styled-system/css'
import type { DeliveryType, ProductType } from '../../../api/schemas/common'

export const fieldset = css({ border: 'none', padding: '0', margin: '0', minWidth: '0' })

export const legend = css({ fontWeight: 'semibold', padding: '0', marginBlockEnd: '2' })

export const radioCards = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', tabletS: 'repeat(2, minmax(0, 1fr))' },
  gap: '3',
})

/** A radio button and its whole description as one target. */
export const radioCard = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  minHeight: '44px',
  padding: '4',
  borderWidth: '1px',
  borderColor: 'border.control',
  borderRadius: 'control',
  bg: 'bg.surface',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  '&:has(input:checked)': { borderColor: 'fg.brand', borderWidth: '2px', bg: 'bg.brandSubtle' },
  '&:has(input:disabled)': { cursor: 'not-allowed', bg: 'bg.subtle', color: 'fg.muted' },
})

export const radioInput = css({
  flexShrink: 0,
  width: '20px',
  height: '20px',
  marginBlockStart: '0.5',
  accentColor: 'bg.brand',
  cursor: 'inherit',
})

export const cardHint = css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })

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
