import type { GeoPoint } from '../api/schemas/common'
import type { CityCode } from './cities'

// SPEC §9: the map centres on Dubai by default; each city's map centres on the city itself.

const CENTRES: Record<CityCode, GeoPoint> = {
  DXB: { latitude: 25.2048, longitude: 55.2708 },
  AUH: { latitude: 24.4539, longitude: 54.3773 },
  AIN: { latitude: 24.2075, longitude: 55.7447 },
  SHJ: { latitude: 25.3463, longitude: 55.4209 },
  RUH: { latitude: 24.7136, longitude: 46.6753 },
  BUD: { latitude: 47.4979, longitude: 19.0402 },
}

export const DEFAULT_MAP_CENTRE: GeoPoint = CENTRES.DXB

export function mapCentre(city: CityCode | undefined): GeoPoint {
  return city ? CENTRES[city] : DEFAULT_MAP_CENTRE
}
