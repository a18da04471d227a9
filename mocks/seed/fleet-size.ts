// How big the sandbox's fleet is: read by the seed and, at build time, by vite.config.ts (so this
// module imports nothing).

export const DEFAULT_LISTING_COUNT = 90

/** A fleet size as configured (SEED_LISTINGS, VITE_SEED_LISTINGS): at least 80, else 90. */
export function fleetSize(raw: unknown): number {
  const count = Number(raw)
  return Number.isInteger(count) && count >= 80 ? count : DEFAULT_LISTING_COUNT
}
