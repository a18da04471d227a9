import { z } from 'zod/mini'
import { listingSortSchema, productTypeSchema } from '../api/schemas/common'
import { CITY_SLUGS } from '../domain/cities'
import { isValidIsoDate } from '../domain/iso-date'

// Typed query parameters (SPEC §2: city, redirect, from, to, listingsId, bookingId). A malformed
// value never fails a route: it falls back to "absent" and the page uses its default.
//
// Each parameter is a function that builds its schema, and a route's schema is built the first
// time the route is matched (lazySearch): the app's first script builds only the schemas of the
// page it opens on, not every route's (README "Performance").

/**
 * A route's `validateSearch`: the schema `build` returns, built on first use. The router reads
 * it as the Standard Schema it is, so its input and output types are the schema's.
 */
export function lazySearch<T extends z.ZodMiniType>(build: () => T): Pick<T, '~standard'> {
  let schema: T | undefined
  return {
    get '~standard'() {
      schema ??= build()
      return schema['~standard']
    },
  }
}

export const citySearch = () => z.catch(z.optional(z.enum(CITY_SLUGS)), undefined)

export const isoDateSearch = () =>
  z.catch(z.optional(z.string().check(z.refine(isValidIsoDate))), undefined)

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/** Ids may arrive as JSON numbers (`?listingsId=42`); they are always strings to us. */
export const idSearch = () =>
  z.catch(
    z.optional(
      z
        .pipe(
          z.union([z.string(), z.number()]),
          z.transform((value) => String(value)),
        )
        .check(z.refine((value) => ID_PATTERN.test(value))),
    ),
    undefined,
  )

/** Only shape is checked here; whether the target is safe is decided where it is followed. */
export const redirectSearch = () =>
  z.catch(z.optional(z.string().check(z.maxLength(2000))), undefined)

export const productSearch = () => z.catch(z.optional(productTypeSchema), undefined)

export const pageNumberSearch = () =>
  z.catch(z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(1000))), undefined)

export const listingSortSearch = () => z.catch(z.optional(listingSortSchema), undefined)

/** A price filter bound; the page checks it against the city's search price range. */
export const priceSearch = () =>
  z.catch(z.optional(z.number().check(z.nonnegative(), z.maximum(1_000_000_000_000))), undefined)
