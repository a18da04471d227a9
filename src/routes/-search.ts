import { z } from 'zod/mini'
import { productTypeSchema } from '../api/schemas/common'
import { listingSortSchema } from '../api/schemas/listings'
import { CITY_SLUGS } from '../domain/cities'
import { isValidIsoDate } from '../domain/iso-date'

// Typed query parameters (SPEC §2: city, redirect, from, to, listingsId, bookingId). A malformed
// value never fails a route: it falls back to "absent" and the page uses its default.

export const citySearch = z.catch(z.optional(z.enum(CITY_SLUGS)), undefined)

export const isoDateSearch = z.catch(
  z.optional(z.string().check(z.refine(isValidIsoDate))),
  undefined,
)

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/** Ids may arrive as JSON numbers (`?listingsId=42`); they are always strings to us. */
export const idSearch = z.catch(
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
export const redirectSearch = z.catch(z.optional(z.string().check(z.maxLength(2000))), undefined)

export const productSearch = z.catch(z.optional(productTypeSchema), undefined)

export const pageNumberSearch = z.catch(
  z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(1000))),
  undefined,
)

export const listingSortSearch = z.catch(z.optional(listingSortSchema), undefined)

/** A price filter bound; the page checks it against the city's search price range. */
export const priceSearch = z.catch(
  z.optional(z.number().check(z.nonnegative(), z.maximum(1_000_000_000_000))),
  undefined,
)
