import { useId, useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import type { ProductType } from '../../../api/schemas/common'
import { afterNextPaint } from '../../../lib/yield-to-main'

const group = css({
  display: 'inline-grid',
  gridTemplateColumns: '1fr 1fr',
  padding: '1',
  gap: '1',
  bg: 'bg.subtle',
  borderRadius: 'control',
  width: '100%',
})

const option = css({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  minHeight: '40px',
  paddingInline: '4',
  borderRadius: '8px',
  fontWeight: 'semibold',
  color: 'fg.muted',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '&:has(input:checked)': { bg: 'bg.surface', color: 'fg.brand', boxShadow: 'sm' },
  '&:has(input:focus-visible)': {
    outline: '3px solid',
    outlineColor: 'focusRing',
    outlineOffset: '1px',
  },
})

const radio = css({ position: 'absolute', opacity: 0, inset: '0', margin: '0', cursor: 'pointer' })

const PRODUCTS: readonly ProductType[] = ['DAILY', 'MONTHLY']

/**
 * DAILY / MONTHLY as a pair of radio buttons (arrow keys move between them). The choice shows at
 * once; the page follows after that paint (a new list of cars is a long render on a phone, and
 * the tap's answer must not wait for it).
 */
export function ProductSwitch(props: {
  value: ProductType
  onChange: (product: ProductType) => void
}) {
  const { t } = useTranslation()
  const name = useId()
  // The choice, while the page still has the value it was made from; once the page moves on
  // (to the choice, or anywhere else), the page's value is shown.
  const [chosen, setChosen] = useState<{ product: ProductType; from: ProductType } | null>(null)
  const shown = chosen?.from === props.value ? chosen.product : props.value
  return (
    <fieldset className={css({ border: 'none', padding: '0', margin: '0', minWidth: '0' })}>
      <legend
        className={css({
          fontSize: 'sm',
          fontWeight: 'semibold',
          color: 'fg.muted',
          marginBlockEnd: '1.5',
          padding: '0',
        })}
      >
        {t('filters.product.label')}
      </legend>
      <div className={group}>
        {PRODUCTS.map((product) => (
          <label key={product} className={option}>
            <input
              type="radio"
              name={name}
              value={product}
              checked={shown === product}
              onChange={() => {
                setChosen({ product, from: props.value })
                void afterNextPaint().then(() => props.onChange(product))
              }}
              className={radio}
            />
            {t(product === 'DAILY' ? 'filters.product.daily' : 'filters.product.monthly')}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
