import { useId, useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button, field } from '../../../../styled-system/recipes'
import { ChevronDownIcon } from '../../../components/ui/icons'
import { fieldLabel } from '../../../components/ui/field-label'
import { listingSortSchema, type ListingSort, type ProductType } from '../../../api/schemas/common'
import type { CarsSearch } from '../hooks/use-cars-search'
import { DateRangeField } from '../../../components/date-range/date-range-field'
import { PriceFilter } from './price-filter'
import { ProductSwitch } from './product-switch'

const bar = css({
  display: 'grid',
  gridTemplateColumns: {
    base: '1fr',
    tabletS: 'repeat(2, minmax(0, 1fr))',
    laptop: 'auto minmax(220px, 1.2fr) minmax(240px, 1.3fr) minmax(170px, 0.8fr)',
  },
  alignItems: 'end',
  gap: { base: '4', laptop: '5' },
  padding: { base: '4', laptop: '5' },
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  boxShadow: 'sm',
  // Sticky under the header on wide screens, where there is room to keep it in view.
  position: { base: 'static', laptop: 'sticky' },
  insetBlockStart: { laptop: '76px' },
  zIndex: 5,
})

/** On phones, price and order fold away behind a toggle so the cars start higher up. */
const extra = css({
  display: { base: 'grid', tabletS: 'contents' },
  gap: '4',
  '&[data-open=false]': { display: { base: 'none', tabletS: 'contents' } },
})

const extraToggle = css({
  display: { base: 'inline-flex', tabletS: 'none' },
  justifySelf: 'start',
  paddingInline: '2',
  '&[aria-expanded=true] svg': { transform: 'rotate(180deg)' },
})

const SORT_LABELS: Record<
  ListingSort,
  | 'filters.sort.recommended'
  | 'filters.sort.priceAsc'
  | 'filters.sort.priceDesc'
  | 'filters.sort.newest'
> = {
  recommended: 'filters.sort.recommended',
  'price-asc': 'filters.sort.priceAsc',
  'price-desc': 'filters.sort.priceDesc',
  newest: 'filters.sort.newest',
}

/** Plan, dates, price range and order of the cars list. Every change starts again at page 1. */
export function FilterBar({ search }: { search: CarsSearch }) {
  const { t } = useTranslation()
  const extraId = useId()
  const [more, setMore] = useState(false)
  const changed =
    search.price.minPrice !== undefined ||
    search.price.maxPrice !== undefined ||
    search.sort !== 'recommended'
  return (
    <section aria-label={t('filters.label')} className={bar}>
      <ProductSwitch
        value={search.product}
        onChange={(product: ProductType) => search.update({ product })}
      />
      <DateRangeField
        dates={search.dates}
        rules={search.rules}
        onChange={(dates) => search.update({ from: dates.from, to: dates.to })}
      />
      <button
        type="button"
        className={`${button({ variant: 'ghost', size: 'sm' })} ${extraToggle}`}
        aria-expanded={more}
        aria-controls={extraId}
        onClick={() => setMore((open) => !open)}
      >
        {t(changed ? 'filters.moreChanged' : 'filters.more')}
        <ChevronDownIcon />
      </button>
      <div id={extraId} className={extra} data-open={more}>
        <PriceFilter
          key={`${search.product}-${search.city.code}`}
          range={search.price}
          settings={search.settings}
          product={search.product}
          onChange={(range) => search.update(range)}
        />
        <div>
          <label htmlFor="cars-sort" className={fieldLabel}>
            {t('filters.sort.label')}
          </label>
          <select
            id="cars-sort"
            className={field({ kind: 'select' })}
            value={search.sort}
            onChange={(event) => {
              const sort = listingSortSchema.safeParse(event.target.value)
              if (sort.success)
                search.update({ sort: sort.data === 'recommended' ? undefined : sort.data })
            }}
          >
            {listingSortSchema.options.map((option) => (
              <option key={option} value={option}>
                {t(SORT_LABELS[option])}
              </option>
            ))}
          </select>
        </div>
      </div>
    </section>
  )
}
