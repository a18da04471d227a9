import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo } from 'react'
import type { ListingSearch } from '../../../api/availability'
import { configurationQueries } from '../../../api/queries/configuration-queries'
import type { ListingSort } from '../../../api/schemas/common'
import { normalisePriceRange, PAGE_SIZE } from '../../../domain/listing-filters'
import { yieldToMain } from '../../../domain/yield-to-main'
import { track } from '../../../lib/analytics'
import type { FilterKey } from '../../../lib/analytics-events'
import { useDefaultProduct } from './use-default-product'
import { useRentalDates } from './use-rental-dates'

const route = getRouteApi('/{-$locale}/$city/cars/')

/** Which filter each search field belongs to, for analytics (the keys, never the values). */
const FILTER_OF = {
  from: 'dates',
  to: 'dates',
  product: 'product',
  sort: 'sort',
  minPrice: 'price',
  maxPrice: 'price',
} as const satisfies Record<string, FilterKey>

export type CarsSearchChange = Partial<{
  from: string | undefined
  to: string | undefined
  product: ListingSearch['product']
  sort: ListingSort | undefined
  minPrice: number | undefined
  maxPrice: number | undefined
}>

/**
 * The cars list's search as the page uses it: the URL's filters checked against the city's rules
 * (dates, price range), the product defaulted by viewport, and the platform query built from
 * them. A URL that breaks a rule is rewritten in place (replace), so it always shows what the
 * list shows.
 */
export function useCarsSearch() {
  const search = route.useSearch()
  const { city } = route.useRouteContext()
  const navigate = route.useNavigate()
  const defaultProduct = useDefaultProduct()
  const product = search.product ?? defaultProduct
  const { settings, timeZone, rules, period, dates } = useRentalDates(product, city, search)
  const queryClient = useQueryClient()
  useEffect(() => {
    // The other plan's rules, asked for once the page is interactive: switching plans then redraws
    // the list in place. Without them the route waits for them, and past 200 ms (a phone, a slow
    // network) swaps the whole page for its skeleton and draws it again from scratch. Asked for in
    // a task of its own: the first call loads the settings' code, a preload link per file, which
    // made hydration's last task long on a phone.
    const other = product === 'DAILY' ? 'MONTHLY' : 'DAILY'
    let unmounted = false
    void yieldToMain().then(() => {
      if (unmounted) return
      queryClient.query(configurationQueries.citySettings(other, city.code)).catch(() => undefined)
    })
    return () => {
      unmounted = true
    }
  }, [queryClient, product, city.code])
  const price = normalisePriceRange(
    { minPrice: search.minPrice, maxPrice: search.maxPrice },
    settings,
  )
  const sort = search.sort === 'recommended' ? undefined : search.sort

  const urlIsNormal =
    dates.from === search.from &&
    dates.to === search.to &&
    price.minPrice === search.minPrice &&
    price.maxPrice === search.maxPrice
  useEffect(() => {
    if (urlIsNormal) return
    void navigate({
      search: (previous) => ({
        ...previous,
        from: dates.from,
        to: dates.to,
        minPrice: price.minPrice,
        maxPrice: price.maxPrice,
      }),
      replace: true,
      resetScroll: false,
    })
  }, [urlIsNormal, navigate, dates, price])

  const moments = useMemo(
    () =>
      period && dates.from && dates.to
        ? period.rentalMoments({ from: dates.from, to: dates.to }, product, timeZone)
        : undefined,
    [period, dates.from, dates.to, product, timeZone],
  )
  const query: Omit<ListingSearch, 'page'> = {
    cityCode: city.code,
    product,
    pageSize: PAGE_SIZE,
    from: moments?.from,
    to: moments?.to,
    minPrice: price.minPrice,
    maxPrice: price.maxPrice,
    sort,
  }

  /** Any filter change starts the list again from its first page. */
  const update = useCallback(
    (change: CarsSearchChange) => {
      const before = { ...search, product }
      const changed = new Set<FilterKey>()
      for (const field of Object.keys(FILTER_OF) as (keyof typeof FILTER_OF)[]) {
        if (field in change && change[field] !== before[field]) changed.add(FILTER_OF[field])
      }
      if (changed.size > 0) {
        track('filters_changed', {
          city: city.slug,
          product: change.product ?? product,
          filters: [...changed].sort().join(','),
        })
      }
      void navigate({
        search: (previous) => ({ ...previous, ...change, page: undefined }),
        replace: true,
        resetScroll: false,
      })
    },
    [navigate, search, product, city.slug],
  )

  /** "Load more": the page goes into the URL (replacing the entry) so back restores it. */
  const showPages = useCallback(
    (page: number) => {
      void navigate({
        search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }),
        replace: true,
        resetScroll: false,
      })
    },
    [navigate],
  )

  return {
    city,
    settings,
    product,
    productIsDefault: search.product === undefined,
    dates,
    rules,
    price,
    sort: search.sort ?? 'recommended',
    page: search.page ?? 1,
    query,
    update,
    showPages,
  }
}

export type CarsSearch = ReturnType<typeof useCarsSearch>
