import type { GeoPoint } from '../../src/api/schemas/common'

/** Ray casting: is the point inside the polygon (the city's business zone)? */
export function insidePolygon(point: GeoPoint, polygon: readonly GeoPoint[]): boolean {
  let inside = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]
    const b = polygon[j]
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
