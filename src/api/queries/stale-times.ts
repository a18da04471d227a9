// SPEC §9 timing.
export const MINUTE_MS = 60_000
export const CITY_SETTINGS_STALE_MS = 5 * MINUTE_MS
export const BUSINESS_HOURS_STALE_MS = 10 * MINUTE_MS
