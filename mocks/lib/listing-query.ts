import { Temporal } from 'temporal-polyfill'
import {
  isoDateTimeSchema,
  listingSortSchema,
  productTypeSchema,
  type ListingSort,
  type ProductType,
} from '../../src/api/schemas/common'
import type { CitySettings } from '../../src/api/schemas/configuration'
import { lastStartDate } from '../../src/domain/rental-period'
import { BadRequest, errorResponse } from './respond'
import type { Interval } from './slots'
import { nowInZone } from './time'

// The car search's query: malformed parameters are a 400 naming each one; dates that break a
// business rule are a 422.

export const DEFAULT_PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 50

export interface RentalRange extends Interval {
  from: string
  to: string
}

export interface ListingQuery {
  cityCode: string
  product: ProductType
  page: number
  pageSize: number
  sort: ListingSort
  range: RentalRange | undefined
  minPrice: number | undefined
  maxPrice: number | undefined
}

type FieldErrors = Record<string, string[]>

function invalid(status: 400 | 422, fieldErrors: FieldErrors): BadRequest {
  return new BadRequest(
    status === 400
      ? errorResponse(400, 'Some query parameters are not valid', {
          code: 'BAD_QUERY',
          fieldErrors,
        })
      : errorResponse(422, 'The rental dates are not valid', {
          code: 'VALIDATION_FAILED',
          fieldErrors,
        }),
  )
}

function whole(value: string | null, fallback: number, min: number, max: number) {
  if (value === null) return fallback
  const number = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN
  return number >= min && number <= max ? number : undefined
}

function amount(value: string | null): number | undefined | 'invalid' {
  if (value === null || value === '') return undefined
  return /^\d{1,12}(\.\d{1,2})?$/.test(value) ? Number(value) : 'invalid'
}

function moment(value: string): string | undefined {
  if (!isoDateTimeSchema.safeParse(value).success) return undefined
  try {
    Temporal.Instant.from(value)
    return value
  } catch {
    return undefined
  }
}

/** Reads the search query; a malformed one is a 400 naming each bad parameter. */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const errors: FieldErrors = {}
  const fail = (field: string, message: string) => {
    errors[field] = [message]
  }
  const cityCode = params.get('cityCode')?.trim().toUpperCase() ?? ''
  if (cityCode === '') fail('cityCode', 'Required')
  const product = productTypeSchema.safeParse(params.get('product')?.toUpperCase())
  if (!product.success) fail('product', 'Expected DAILY or MONTHLY')
  const page = whole(params.get('page'), 1, 1, 1_000_000)
  if (page === undefined) fail('page', 'Expected a whole number from 1')
  const pageSize = whole(params.get('pageSize'), DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE)
  if (pageSize === undefined) fail('pageSize', `Expected a whole number from 1 to ${MAX_PAGE_SIZE}`)
  const sort = listingSortSchema.safeParse(params.get('sort') ?? 'recommended')
  if (!sort.success) fail('sort', 'Expected recommended, price-asc, price-desc or newest')
  const minPrice = amount(params.get('minPrice'))
  if (minPrice === 'invalid') fail('minPrice', 'Expected an amount')
  const maxPrice = amount(params.get('maxPrice'))
  if (maxPrice === 'invalid') fail('maxPrice', 'Expected an amount')
  const rawFrom = params.get('from')
  const rawTo = params.get('to')
  const from = rawFrom === null ? undefined : moment(rawFrom)
  const to = rawTo === null ? undefined : moment(rawTo)
  if (rawFrom !== null && !from) fail('from', 'Expected a date-time with offset')
  if (rawTo !== null && !to) fail('to', 'Expected a date-time with offset')
  if ((rawFrom === null) !== (rawTo === null)) fail(rawFrom === null ? 'from' : 'to', 'Required')
  if (
    Object.keys(errors).length > 0 ||
    !product.success ||
    !sort.success ||
    page === undefined ||
    pageSize === undefined ||
    minPrice === 'invalid' ||
    maxPrice === 'invalid'
  ) {
    throw invalid(400, errors)
  }
  return {
    cityCode,
    product: product.data,
    page,
    pageSize,
    sort: sort.data,
    range:
      from && to
        ? {
            from,
            to,
            fromMs: Temporal.Instant.from(from).epochMilliseconds,
            toMs: Temporal.Instant.from(to).epochMilliseconds,
          }
        : undefined,
    minPrice,
    maxPrice,
  }
}

/** The dates' rules (422): pick-up ahead and within the city's horizon, return after pick-up. */
export function checkRentalRange(range: RentalRange, settings: CitySettings): void {
  const errors: FieldErrors = {}
  const now = nowInZone(settings.timezone)
  const lastStart = lastStartDate(now.toPlainDate(), settings.maxStartDateOffset)
  const fromDate = Temporal.Instant.from(range.from).toZonedDateTimeISO(settings.timezone)
  if (range.fromMs < now.epochMilliseconds) errors.from = ['Pick-up must not be in the past']
  else if (Temporal.PlainDate.compare(fromDate.toPlainDate(), lastStart) > 0) {
    errors.from = [`Pick-up must be within ${settings.maxStartDateOffset} days`]
  }
  if (range.toMs <= range.fromMs) errors.to = ['Return must be after pick-up']
  if (Object.keys(errors).length > 0) throw invalid(422, errors)
}
