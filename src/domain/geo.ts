import type { GeoPoint } from '../api/schemas/common'

/** Ray casting: is the point inside the city's business zone (SPEC §3 businessZone)? */
export function insideZone(point: GeoPoint, zone: readonly GeoPoint[]): boolean {
  let inside = false
  for (let i = 0, j = zone.length - 1; i < zone.length; j = i++) {
    const a = zone[i]
    const b = zone[j]
    if (!a || !b) continue
    const crosses =
      a.latitude > point.latitude !== b.latitude > point.latitude &&
      point.longitude <
        ((b.longitude - a.longitude) * (point.latitude - a.latitude)) / (b.latitude - a.latitude) +
          a.longitude
    if (crosses) inside = !inside
  }
  return inside
}
