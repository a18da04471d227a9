import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from '../../../../styled-system/css'
import type { ProductType } from '../../../api/schemas/common'

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

/** DAILY / MONTHLY as a pair of radio buttons (arrow keys move between them). */
export function ProductSwitch(props: {
  value: ProductType
  onChange: (product: ProductType) => void
}) {
  const { t } = useTranslation()
  const name = useId()
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
              checked={props.value === product}
              onChange={() => props.onChange(product)}
              className={radio}
            />
            {t(product === 'DAILY' ? 'filters.product.daily' : 'filters.product.monthly')}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
