import { fleetSize } from './fleet-size'

// A build replaces only `import.meta.env.NAME` written out (as src/api/paths.ts explains): a key
// looked up at run time reads nothing in a built sandbox, which then ignored VITE_SEED_LISTINGS
// while its prebuilt fleet followed it. Plain Node (the standalone platform) has no
// import.meta.env at all.
const hasEnv = typeof import.meta.env !== 'undefined'

/** SEED_LISTINGS (Node) or VITE_SEED_LISTINGS (browser) sizes the fleet; 90 by default. */
export function seedListingCount(): number {
  const fromNode = typeof process === 'undefined' ? undefined : process.env.SEED_LISTINGS
  return fleetSize(fromNode ?? (hasEnv ? import.meta.env.VITE_SEED_LISTINGS : undefined))
}
