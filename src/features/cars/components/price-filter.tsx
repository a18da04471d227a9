import { useEffect, useEffectEvent, useId, useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { field as fieldRecipe } from '../../../../styled-system/recipes'
import type { ProductType } from '../../../api/schemas/common'
import type { CitySettings } from '../../../api/schemas/configuration'
import {
  parseAmount,
  priceRangeError,
  type PriceError,
  type PriceRange,
} from '../../../domain/listing-filters'
import { useFormatters } from '../../../i18n/use-formatters'
import { fieldLabel } from '../../../components/ui/field-label'

/** Typing pauses this long before the list is asked again: never a request per keystroke. */
const DEBOUNCE_MS = 600

const ERROR_KEYS: Record<
  PriceError,
  'filters.price.outOfRange' | 'filters.price.minAboveMax' | 'filters.price.notANumber'
> = {
  outOfRange: 'filters.price.outOfRange',
  minAboveMax: 'filters.price.minAboveMax',
  notANumber: 'filters.price.notANumber',
}

const toText = (value: number | undefined) => (value === undefined ? '' : String(value))

/**
 * Minimum and maximum price per day or month, within the city's search range. A range that
 * breaks the rules is explained next to the field and never sent.
 */
export function PriceFilter(props: {
  range: PriceRange
  settings: Pick<CitySettings, 'minSearchPrice' | 'maxSearchPrice' | 'currency'>
  product: ProductType
  onChange: (range: PriceRange) => void
}) {
  const { t } = useTranslation()
  const format = useFormatters()
  const id = useId()
  const [min, setMin] = useState(() => toText(props.range.minPrice))
  const [max, setMax] = useState(() => toText(props.range.maxPrice))
  const { minPrice, maxPrice } = props.range
  const [shown, setShown] = useState({ minPrice, maxPrice })
  if (shown.minPrice !== minPrice || shown.maxPrice !== maxPrice) {
    // The URL changed (clear filters, back, or this field's own update): show what the list uses.
    setShown({ minPrice, maxPrice })
    if (parseAmount(min) !== minPrice) setMin(toText(minPrice))
    if (parseAmount(max) !== maxPrice) setMax(toText(maxPrice))
  }
  const apply = useEffectEvent((range: PriceRange) => props.onChange(range))

  const minValue = parseAmount(min)
  const maxValue = parseAmount(max)
  const problem = priceRangeError(minValue, maxValue, props.settings)

  useEffect(() => {
    if (problem || minValue === 'invalid' || maxValue === 'invalid') return
    if (minValue === minPrice && maxValue === maxPrice) return
    const timer = setTimeout(() => apply({ minPrice: minValue, maxPrice: maxValue }), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [problem, minValue, maxValue, minPrice, maxPrice])

  const bounds = {
    min: format.wholeMoney(props.settings.minSearchPrice, props.settings.currency),
    max: format.wholeMoney(props.settings.maxSearchPrice, props.settings.currency),
  }
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const field = (which: 'min' | 'max', value: string, set: (text: string) => void) => {
    const invalid = problem?.field === which
    return (
      <div className={css({ flex: '1', minWidth: '0' })}>
        <label htmlFor={`${id}-${which}`} className={css({ srOnly: true })}>
          {t(which === 'min' ? 'filters.price.min' : 'filters.price.max', {
            currency: props.settings.currency,
          })}
        </label>
        <input
          id={`${id}-${which}`}
          className={fieldRecipe()}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t(
            which === 'min' ? 'filters.price.minPlaceholder' : 'filters.price.maxPlaceholder',
          )}
          value={value}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => set(event.target.value)}
        />
      </div>
    )
  }

  return (
    <fieldset className={css({ border: 'none', padding: '0', margin: '0', minWidth: '0' })}>
      <legend className={fieldLabel}>
        {t(
          props.product === 'DAILY' ? 'filters.price.legendDaily' : 'filters.price.legendMonthly',
          {
            currency: props.settings.currency,
          },
        )}
      </legend>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        {field('min', min, setMin)}
        <span aria-hidden="true" className={css({ color: 'fg.subtle' })}>
          –
        </span>
        {field('max', max, setMax)}
      </div>
      <p id={hintId} className={css({ srOnly: true })}>
        {t('filters.price.hint', bounds)}
      </p>
      <p
        id={errorId}
        aria-live="polite"
        className={css({
          fontSize: 'sm',
          color: 'fg.danger',
          marginBlockStart: '1',
          _empty: { display: 'none' },
        })}
      >
        {problem ? t(ERROR_KEYS[problem.error], bounds) : ''}
      </p>
    </fieldset>
  )
}
