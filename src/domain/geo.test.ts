import { describe, expect, it } from 'vitest'
import { insideZone, movePoint, zoneBounds } from './geo'
import { DEFAULT_MAP_CENTRE, mapCentre } from './map-centre'

const zone = [
  { latitude: 25, longitude: 55 },
  { latitude: 25, longitude: 55.5 },
  { latitude: 25.5, longitude: 55.5 },
  { latitude: 25.5, longitude: 55 },
]

describe('movePoint', () => {
  it('steps north and south by latitude, east and west by the latitude’s longitude', () => {
    const start = { latitude: 25, longitude: 55 }
    expect(movePoint(start, 'north', 1113.2).latitude).toBeCloseTo(25.01, 6)
    expect(movePoint(start, 'south', 1113.2).latitude).toBeCloseTo(24.99, 6)
    // At 25° north a degree of longitude is cos(25°) of a degree of latitude long.
    expect(movePoint(start, 'east', 1113.2).longitude).toBeCloseTo(
      55 + 0.01 / Math.cos((25 * Math.PI) / 180),
      6,
    )
    expect(movePoint(start, 'west', 1113.2).longitude).toBeCloseTo(
      55 - 0.01 / Math.cos((25 * Math.PI) / 180),
      6,
    )
    expect(movePoint(start, 'east', 20).latitude).toBe(25)
  })

  it('can carry a pin out of the zone, which insideZone then says', () => {
    let pin = { latitude: 25.499, longitude: 55.2 }
    expect(insideZone(pin, zone)).toBe(true)
    pin = movePoint(pin, 'north', 200)
    expect(insideZone(pin, zone)).toBe(false)
  })
})

describe('zoneBounds', () => {
  it('is the box around the zone, or null without a zone', () => {
    expect(zoneBounds(zone)).toEqual({ north: 25.5, south: 25, east: 55.5, west: 55 })
    expect(zoneBounds(zone.slice(0, 2))).toBeNull()
  })
})

describe('mapCentre', () => {
  it('centres on the city, and on Dubai when no city is known (SPEC §9)', () => {
    expect(mapCentre('RUH')).toEqual({ latitude: 24.7136, longitude: 46.6753 })
    expect(mapCentre(undefined)).toBe(DEFAULT_MAP_CENTRE)
    expect(DEFAULT_MAP_CENTRE).toEqual(mapCentre('DXB'))
  })
})
