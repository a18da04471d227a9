import { describe, expect, it } from 'vitest'
import { apiBases, sandboxPaths } from '../../src/api/paths'
import { cityCodeSchema } from '../../src/api/schemas/common'
import { geocode } from '../../src/api/sandbox'
import { controls } from '../lib/controls'
import { insideZone } from '../../src/domain/geo'
import { startPlatformForTests } from '../lib/test-platform'
import { SEED_CITIES } from '../seed/cities'
import { SEED_PLACES } from '../seed/places'

// The sandbox address search, through the app's client (which parses every answer with the
// schema). It needs no session.

startPlatformForTests()

const labels = async (q: string, city: 'DXB' | 'AUH' | 'BUD' | 'RUH', lang: 'en' | 'ar' = 'en') =>
  (await geocode({ q, city, lang })).places.map((place) => place.label)

function rawGeocode(query: string): Promise<Response> {
  return fetch(new URL(`${apiBases.platform}${sandboxPaths.geocode}?${query}`, 'http://localhost'))
}

describe('sandbox geocoder', () => {
  it('finds a place by part of its name, with its coordinates', async () => {
    const { places } = await geocode({ q: 'marina', city: 'DXB', lang: 'en' })
    expect(places[0]).toEqual({
      id: 'dxb-marina',
      label: 'Dubai Marina',
      detail: 'Marina Walk, Dubai',
      location: { latitude: 25.0805, longitude: 55.1403 },
    })
  })

  it('ignores case and accents, and matches the detail line too', async () => {
    expect(await labels('DOWNTOWN', 'DXB')).toEqual(['Downtown Dubai'])
    expect(await labels('belvaros', 'BUD')).toEqual(['Belváros'])
    expect(await labels('burj khalifa', 'DXB')).toEqual(['Downtown Dubai'])
    expect(await labels('jlt', 'DXB')).toEqual(['Jumeirah Lake Towers (JLT)'])
  })

  it('puts names that start with the query before names that only contain it', async () => {
    const found = await labels('al', 'DXB')
    expect(found.slice(0, 2)).toEqual(['Al Barsha', 'Al Qudra Lakes'])
  })

  it('answers in Arabic with lang=ar, whichever language the query is in', async () => {
    expect(await labels('marina', 'DXB', 'ar')).toEqual(['دبي مارينا'])
    expect(await labels('مارينا', 'DXB', 'ar')).toEqual(['دبي مارينا'])
    expect(await labels('مارينا', 'DXB')).toEqual(['Dubai Marina'])
    // Typed without the hamza, as many people do.
    expect(await labels('ابراج', 'DXB', 'ar')).toEqual(['أبراج بحيرات جميرا'])
    expect(await labels('الرياض', 'RUH', 'ar')).toHaveLength(8)
  })

  it('offers the popular places for an empty query', async () => {
    const { places } = await geocode({ q: '', city: 'AUH', lang: 'en' })
    expect(places.map((place) => place.id)).toEqual(
      SEED_PLACES.AUH.filter((place) => place.popular).map((place) => place.id),
    )
    expect(await labels('   ', 'AUH')).toHaveLength(places.length)
  })

  it('answers at most eight places', async () => {
    expect(SEED_PLACES.DXB.length).toBeGreaterThan(8)
    expect(await labels('dubai', 'DXB')).toHaveLength(8)
  })

  it('answers nothing for a query that matches nothing', async () => {
    expect(await labels('<script>alert(1)</script>', 'DXB')).toEqual([])
  })

  it('is 404 for an unknown city and 400 without one or with an over-long query', async () => {
    const unknown = await rawGeocode('q=marina&city=XYZ')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: 'CITY_NOT_FOUND' })
    expect((await rawGeocode('q=marina')).status).toBe(400)
    expect((await rawGeocode(`q=${'a'.repeat(101)}&city=DXB`)).status).toBe(400)
    // The code is not case-sensitive.
    expect((await rawGeocode('q=marina&city=dxb')).status).toBe(200)
  })

  it('ignores the sandbox latency, like the other sandbox tools', async () => {
    controls.latencyMs = 60_000
    expect(await labels('deira', 'DXB')).toEqual(['Deira'])
  })
})

describe('seeded places', () => {
  it.each(cityCodeSchema.options)(
    '%s: ten or so places, two of them outside the business zone and the rest inside',
    (code) => {
      const zone = SEED_CITIES.find((city) => city.code === code)?.businessZone ?? []
      const places = SEED_PLACES[code]
      expect(places.length).toBeGreaterThanOrEqual(10)
      expect(new Set(places.map((place) => place.id)).size).toBe(places.length)
      expect(places.filter((place) => place.outsideZone)).toHaveLength(2)
      for (const place of places) {
        expect(insideZone(place.location, zone), place.id).toBe(!place.outsideZone)
      }
    },
  )
})
