import type { FleetCar } from './fleet'
import { generateFleet } from './listings'

// Where the seed's fleet comes from. In Node (tests, `npm run platform`) it is generated with
// faker; browser builds replace this module with the same records prebuilt as plain data
// (`vite.config.ts`), so faker is never shipped.

export function fleetOf(count: number): readonly FleetCar[] {
  return generateFleet(count)
}
