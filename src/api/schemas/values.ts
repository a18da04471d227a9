// The values of the contract's small enumerations, without zod: the app's first script reads
// some of them (a page's query parameters, src/routes/-search.ts) and must not load the schema
// library for it. `common.ts` builds its schemas from the same lists.

/** DAILY: rental by the day. MONTHLY: subscription. */
export const PRODUCT_TYPES = ['DAILY', 'MONTHLY'] as const

/** How the cars list is ordered (the first page's search parameter). */
export const LISTING_SORTS = ['recommended', 'price-asc', 'price-desc', 'newest'] as const

export const DELIVERY_TYPES = ['DOOR_TO_DOOR', 'SELF_PICKUP'] as const

export const DRIVER_TYPES = ['MAIN', 'ADDITIONAL'] as const
