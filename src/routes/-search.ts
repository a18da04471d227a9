import { DELIVERY_TYPES, DRIVER_TYPES, LISTING_SORTS, PRODUCT_TYPES } from '../api/schemas/values'
import { CITY_SLUGS } from '../domain/cities'
import { isValidIsoDate } from '../domain/iso-date'

// Typed query parameters (SPEC §2: city, redirect, from, to, listingsId, bookingId). A malformed
// value never fails a route: it falls back to "absent" and the page uses its default.
//
// Each parameter is a small reader, and a route's `validateSearch` is the Standard Schema
// `searchParams` makes of its readers. They are not zod schemas: every route's search is read by
// the app's first script, and zod would put its core (~11 KB gz) on the first load for a dozen
// checks of a string or a number (docs/performance.md). The platform's answers are still parsed
// with zod, in the chunks that call it.

/** One query parameter: what a link may pass (`In`), and the reader of what the page gets. */
export interface SearchParam<In, Out = In> {
  readonly read: (value: unknown) => Out | undefined
  /** Never set: carries what a link may pass, for the router's types. */
  readonly input?: In
}

type InputOf<P> = P extends SearchParam<infer In, unknown> ? In : never
type OutputOf<P> = P extends SearchParam<unknown, infer Out> ? Out : never
type Params = Record<string, SearchParam<unknown, unknown>>

/** A route's `validateSearch`, as the Standard Schema the router reads (types included). */
export interface SearchSchema<In, Out> {
  readonly '~standard': {
    readonly version: 1
    readonly vendor: 'rental'
    readonly validate: (value: unknown) => { readonly value: Out }
    readonly types?: { readonly input: In; readonly output: Out }
  }
}

/**
 * The search of a route with these parameters: each one read from the URL's value, undefined
 * when it is malformed, absent when it is missing.
 */
export function searchParams<P extends Params>(
  params: P,
): SearchSchema<{ [K in keyof P]?: InputOf<P[K]> }, { [K in keyof P]?: OutputOf<P[K]> }> {
  return {
    '~standard': {
      version: 1,
      vendor: 'rental',
      validate: (value) => {
        const search: Record<string, unknown> = {}
        if (typeof value === 'object' && value !== null) {
          // A malformed value is overwritten with undefined: the router keeps what it parsed
          // from the URL beside what a route validated.
          for (const [key, param] of Object.entries(params)) {
            if (key in value) search[key] = param.read(Reflect.get(value, key))
          }
        }
        // Each key holds what its parameter read, or is absent.
        return { value: search as { [K in keyof P]?: OutputOf<P[K]> } }
      },
    },
  }
}

const param = <In, Out = In>(read: (value: unknown) => Out | undefined): SearchParam<In, Out> => ({
  read,
})

/** One of the given strings. */
export const oneOf = <const T extends string>(values: readonly T[]): SearchParam<T> =>
  param((value) => ((values as readonly unknown[]).includes(value) ? (value as T) : undefined))

/** A string of at most `max` characters (and at least `min`). */
export const text = (max: number, min = 0): SearchParam<string> =>
  param((value) =>
    typeof value === 'string' && value.length >= min && value.length <= max ? value : undefined,
  )

export const citySearch = oneOf(CITY_SLUGS)

export const isoDateSearch = param<string>((value) =>
  typeof value === 'string' && isValidIsoDate(value) ? value : undefined,
)

/**
 * A booking link's day as the link wrote it, for the page to review and explain (SPEC §5): a day
 * that is no date on the calendar is still a day the link named, so it is neither dropped nor
 * mistaken for a link without dates. Any other value a link can hold here (a number, a repeated
 * key, an over-long text) reads as the empty text, named and no date either.
 */
export const linkDateSearch = param<string>((value) => {
  if (value === undefined) return undefined
  return typeof value === 'string' && value.length <= 32 ? value : ''
})

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/** Ids may arrive as JSON numbers (`?listingsId=42`); they are always strings to us. */
export const idSearch = param<string | number, string>((value) => {
  const id = typeof value === 'number' ? String(value) : value
  return typeof id === 'string' && ID_PATTERN.test(id) ? id : undefined
})

/** Only shape is checked here; whether the target is safe is decided where it is followed. */
export const redirectSearch = text(2000)

export const productSearch = oneOf(PRODUCT_TYPES)

/** A number the router read from the URL (JSON search values), within [min, max]. */
const numberWithin = (min: number, max: number, integer: boolean): SearchParam<number> =>
  param((value) =>
    typeof value === 'number' &&
    Number.isFinite(value) &&
    (!integer || Number.isInteger(value)) &&
    value >= min &&
    value <= max
      ? value
      : undefined,
  )

export const pageNumberSearch = numberWithin(1, 1000, true)

export const listingSortSearch = oneOf(LISTING_SORTS)

/** A price filter bound; the page checks it against the city's search price range. */
export const priceSearch = numberWithin(0, 1_000_000_000_000, false)

export const deliverySearch = oneOf(DELIVERY_TYPES)

export const driverTypeSearch = oneOf(DRIVER_TYPES)
