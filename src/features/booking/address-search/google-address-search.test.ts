// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tripAddressSchema } from '../../../../machines/booking/booking.draft'
import { addressSchema } from '../../../api/schemas/common'
import { geocodePlaceSchema } from '../../../api/schemas/sandbox'
import { ScriptLoadError } from '../../../lib/load-script'
import {
  dubaiMarina,
  installMapsStandIn,
  loadMapsStandIn,
  removeMapsStandIn,
} from '../../../test/google-maps-fixtures'
import { AddressSearchUnavailable } from './address-search-provider'
import { createGoogleAddressSearch, PLACE_FIELDS, toGeoPoint } from './google-address-search'
import { MAPS_SCRIPT_URL } from './google-maps-api'

afterEach(removeMapsStandIn)

const zone = [
  { latitude: 24.95, longitude: 55.02 },
  { latitude: 24.95, longitude: 55.52 },
  { latitude: 25.45, longitude: 55.52 },
  { latitude: 25.45, longitude: 55.02 },
]
const query = { text: 'Marina', city: 'DXB' as const, language: 'en' as const, zone }
const signal = new AbortController().signal

function setup(load?: (src: string) => Promise<void>) {
  const loads: string[] = []
  const report = vi.fn()
  const provider = createGoogleAddressSearch({
    apiKey: 'browser-key',
    mapId: 'map-id-1',
    load: load ?? loadMapsStandIn(loads),
    report,
  })
  return { provider, loads, report }
}

describe('Google address search', () => {
  it('loads the API once, in the page language and the city’s region', async () => {
    const loads: string[] = []
    // The script defines google.maps as it runs, then calls back.
    const { provider } = setup((src) => {
      installMapsStandIn()
      return loadMapsStandIn(loads)(src)
    })
    await provider.prepare?.({ language: 'ar', city: 'RUH' })
    await provider.startSession().suggest({ ...query, city: 'RUH', language: 'ar' }, signal)
    expect(loads).toHaveLength(1)
    const url = new URL(loads[0] ?? '')
    expect(`${url.origin}${url.pathname}`).toBe(MAPS_SCRIPT_URL)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      key: 'browser-key',
      v: 'weekly',
      language: 'ar',
      region: 'SA',
      callback: '__rentalMapsReady',
    })
  })

  it('asks for suggestions leaning to the business zone, one token per search', async () => {
    const standIn = installMapsStandIn()
    const { provider } = setup()
    const session = provider.startSession()
    expect(await session.suggest({ ...query, text: '' }, signal)).toEqual([])
    await session.suggest({ ...query, text: 'Mar' }, signal)
    const found = await session.suggest(query, signal)
    expect(found.map((place) => place.label)).toEqual(['Dubai Marina', 'Marina Mall'])
    expect(standIn.tokens).toHaveLength(1)
    expect(standIn.autocompleteRequests[1]).toEqual({
      input: 'Marina',
      sessionToken: standIn.tokens[0],
      locationBias: { north: 25.45, south: 24.95, east: 55.52, west: 55.02 },
      includedRegionCodes: ['ae'],
      language: 'en',
      region: 'ae',
    })
    // A city without a zone yet: a circle around the city's centre (SPEC §9's centres).
    await session.suggest({ ...query, zone: [] }, signal)
    expect(standIn.autocompleteRequests[2]?.locationBias).toEqual({
      center: { lat: 25.2048, lng: 55.2708 },
      radius: 30_000,
    })
  })

  it('fetches details for the chosen place only, in the same session, then starts a new one', async () => {
    const standIn = installMapsStandIn()
    const { provider } = setup()
    const session = provider.startSession()
    const [marina] = await session.suggest(query, signal)
    if (!marina) throw new Error('no suggestion')
    const place = await session.choose(marina)
    expect(standIn.fetched).toEqual([
      { placeId: dubaiMarina.placeId, fields: PLACE_FIELDS, token: standIn.tokens[0] },
    ])
    expect(PLACE_FIELDS).toEqual(['location', 'formattedAddress', 'displayName'])
    expect(place).toEqual({
      placeId: dubaiMarina.placeId,
      label: 'Dubai Marina',
      detail: 'Dubai Marina - Dubai - United Arab Emirates',
      location: { latitude: 25.0805, longitude: 55.1403 },
    })
    // What the app keeps passes its own schemas: the place as a search result, the booking's
    // address for the platform, and the draft's address with the place ID.
    expect(geocodePlaceSchema.safeParse({ ...place, id: place.placeId }).success).toBe(true)
    const address = { label: place.label, location: place.location }
    expect(addressSchema.safeParse(address).success).toBe(true)
    expect(tripAddressSchema.parse({ ...address, placeId: place.placeId })).toMatchObject({
      placeId: dubaiMarina.placeId,
    })
    await session.suggest({ ...query, text: 'Marina M' }, signal)
    expect(standIn.tokens).toHaveLength(2)
  })

  it('answers in Arabic when the page is in Arabic', async () => {
    installMapsStandIn()
    const { provider } = setup()
    const session = provider.startSession()
    const [marina] = await session.suggest({ ...query, language: 'ar' }, signal)
    expect(marina).toMatchObject({ label: 'دبي مارينا', detail: 'دبي - الإمارات العربية المتحدة' })
  })

  it('is unavailable, reporting once, when the script does not load', async () => {
    const failure = new ScriptLoadError(MAPS_SCRIPT_URL, 'timeout')
    const { provider, report } = setup(() => Promise.reject(failure))
    const context = { language: 'en' as const, city: 'DXB' as const }
    const session = provider.startSession()
    const results = await Promise.allSettled([
      provider.prepare?.(context),
      session.suggest(query, signal),
    ])
    for (const result of results) {
      expect(result.status).toBe('rejected')
      if (result.status === 'rejected')
        expect(result.reason).toBeInstanceOf(AddressSearchUnavailable)
    }
    expect(report).toHaveBeenCalledExactlyOnceWith(failure, expect.stringContaining('Maps'))
  })

  it('is unavailable when the script never calls back', async () => {
    vi.useFakeTimers()
    try {
      const { provider, report } = setup(() => Promise.resolve())
      const prepared = provider.prepare?.({ language: 'en', city: 'DXB' })
      const settled = expect(prepared).rejects.toBeInstanceOf(AddressSearchUnavailable)
      await vi.advanceTimersByTimeAsync(10_000)
      await settled
      expect(report).toHaveBeenCalledOnce()
    } finally {
      vi.useRealTimers()
    }
  })

  it('is unavailable when a library is missing from what loaded', async () => {
    installMapsStandIn({ missing: ['places'] })
    const { provider, report } = setup()
    await expect(provider.startSession().suggest(query, signal)).rejects.toBeInstanceOf(
      AddressSearchUnavailable,
    )
    expect(report).toHaveBeenCalledOnce()
  })

  it('draws the map with its map ID, the delivery area and a draggable pin', async () => {
    const standIn = installMapsStandIn()
    const { provider } = setup()
    const element = document.createElement('div')
    const onMove = vi.fn()
    const pin = { latitude: 25.0805, longitude: 55.1403 }
    const map = await provider.mountMap?.(element, {
      pin,
      zone,
      pinTitle: 'Delivery point',
      onMove,
    })
    expect(standIn.maps[0]?.options).toMatchObject({
      center: { lat: 25.0805, lng: 55.1403 },
      mapId: 'map-id-1',
    })
    expect(standIn.polygons[0]?.options.paths).toHaveLength(4)
    const marker = standIn.markers[0]
    expect(marker?.options).toMatchObject({ gmpDraggable: true, title: 'Delivery point' })

    marker?.dragTo({ lat: 25.081, lng: 55.141 })
    expect(onMove).toHaveBeenCalledExactlyOnceWith({ latitude: 25.081, longitude: 55.141 })

    map?.movePin({ latitude: 25.09, longitude: 55.15 })
    expect(marker?.element.position).toEqual({ lat: 25.09, lng: 55.15 })
    expect(standIn.maps[0]?.panned).toEqual([{ lat: 25.09, lng: 55.15 }])

    map?.destroy()
    expect(marker?.removed).toBe(true)
    expect(standIn.polygons[0]?.onMap).toBe(false)
  })
})

describe('toGeoPoint', () => {
  it('reads a LatLng and a literal alike', () => {
    expect(toGeoPoint({ lat: () => 1, lng: () => 2 })).toEqual({ latitude: 1, longitude: 2 })
    expect(toGeoPoint({ lat: 1, lng: 2 })).toEqual({ latitude: 1, longitude: 2 })
    expect(toGeoPoint(null)).toBeNull()
  })
})
