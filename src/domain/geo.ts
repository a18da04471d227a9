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

export type Heading = 'north' | 'south' | 'east' | 'west'

const METRES_PER_DEGREE_LATITUDE = 111_320

/** The point `metres` away towards `heading` (a short step: the Earth is flat enough here). */
export function movePoint(point: GeoPoint, heading: Heading, metres: number): GeoPoint {
  const latitudeStep = metres / METRES_PER_DEGREE_LATITUDE
  const longitudeStep = latitudeStep / Math.cos((point.latitude * Math.PI) / 180)
  const round = (value: number) => Math.round(value * 1e7) / 1e7
  switch (heading) {
    case 'north':
      return { latitude: round(point.latitude + latitudeStep), longitude: point.longitude }
    case 'south':
      return { latitude: round(point.latitude - latitudeStep), longitude: point.longitude }
    case 'east':
      return { latitude: point.latitude, longitude: round(point.longitude + longitudeStep) }
    case 'west':
      return { latitude: point.latitude, longitude: round(point.longitude - longitudeStep) }
  }
}

export interface GeoBounds {
  north: number
  south: number
  east: number
  west: number
}

/** The smallest latitude/longitude box around the zone; null for a zone of under three points. */
export function zoneBounds(zone: readonly GeoPoint[]): GeoBounds | null {
  if (zone.length < 3) return null
  const latitudes = zone.map((point) => point.latitude)
  const longitudes = zone.map((point) => point.longitude)
  return {
    north: Math.max(...latitudes),
    south: Math.min(...latitudes),
    east: Math.max(...longitudes),
    west: Math.min(...longitudes),
  }
}
