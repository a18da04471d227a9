// The cars list's price and paging rules. Pure and Temporal-free, so route loaders may use them.

/** SPEC §9 page size. */
export const PAGE_SIZE = 10
/** The most pages one list shows (500 cars); past that, narrowing the search is the way on. */
export const MAX_LIST_PAGES = 50

export interface PriceBounds {
  minSearchPrice: number
  maxSearchPrice: number
}

export interface PriceRange {
  minPrice?: number | undefined
  maxPrice?: number | undefined
}

export type PriceError = 'outOfRange' | 'minAboveMax' | 'notANumber'

function inBounds(value: number, bounds: PriceBounds): boolean {
  return value >= bounds.minSearchPrice && value <= bounds.maxSearchPrice
}

/**
 * The price range a search uses: each end must lie within the city's minSearchPrice..
 * maxSearchPrice and the minimum must not exceed the maximum; anything else is dropped.
 */
export function normalisePriceRange(range: PriceRange, bounds: PriceBounds): PriceRange {
  const minPrice =
    range.minPrice !== undefined && inBounds(range.minPrice, bounds) ? range.minPrice : undefined
  const maxPrice =
    range.maxPrice !== undefined && inBounds(range.maxPrice, bounds) ? range.maxPrice : undefined
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) return {}
  return { minPrice, maxPrice }
}

/** Reads a typed amount: blank is "no limit", otherwise a non-negative number up to 2 decimals. */
export function parseAmount(text: string): number | undefined | 'invalid' {
  const trimmed = text.trim().replace(/[,\s٬]/g, '')
  if (trimmed === '') return undefined
  return /^\d{1,12}(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : 'invalid'
}

/** What is wrong with a typed price range, if anything. */
export function priceRangeError(
  min: number | undefined | 'invalid',
  max: number | undefined | 'invalid',
  bounds: PriceBounds,
): { field: 'min' | 'max'; error: PriceError } | undefined {
  if (min === 'invalid') return { field: 'min', error: 'notANumber' }
  if (max === 'invalid') return { field: 'max', error: 'notANumber' }
  if (min !== undefined && !inBounds(min, bounds)) return { field: 'min', error: 'outOfRange' }
  if (max !== undefined && !inBounds(max, bounds)) return { field: 'max', error: 'outOfRange' }
  if (min !== undefined && max !== undefined && min > max) {
    return { field: 'max', error: 'minAboveMax' }
  }
  return undefined
}

export function lastPage(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** The pages the list shows for `?page=N`, once the total is known. */
export function pagesToShow(requested: number, total: number | undefined): number[] {
  const limit = total === undefined ? 1 : Math.min(requested, lastPage(total), MAX_LIST_PAGES)
  return Array.from({ length: Math.max(1, limit) }, (_, index) => index + 1)
}
