// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { runInThisContext } from 'node:vm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { removeMapsStandIn } from '../../../test/google-maps-fixtures'
import { createGoogleAddressSearch } from './google-address-search'

// The browser tests' stand-in script (e2e/stand-ins/google-maps.js) run as the page would run it,
// with the adapter driving it: what it implements is what the adapter uses.

const STAND_IN = readFileSync(resolve(process.cwd(), 'e2e/stand-ins/google-maps.js'), 'utf8')

afterEach(() => {
  removeMapsStandIn()
  vi.restoreAllMocks()
})

/** Runs the stand-in as the script at `src`, as a browser would after the script tag loads. */
function loadStandIn(src: string): Promise<void> {
  const script = document.createElement('script')
  script.src = src
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script)
  runInThisContext(STAND_IN)
  return Promise.resolve()
}

describe('the Maps stand-in for browser tests', () => {
  it('answers the adapter’s search, details and map as the API does', async () => {
    const provider = createGoogleAddressSearch({
      apiKey: 'key',
      mapId: 'map-1',
      load: loadStandIn,
      report: vi.fn(),
    })
    await provider.prepare?.({ language: 'ar', city: 'DXB' })
    const session = provider.startSession()
    const signal = new AbortController().signal
    const [marina] = await session.suggest(
      { text: 'Marina', city: 'DXB', language: 'ar', zone: [] },
      signal,
    )
    expect(marina?.label).toBe('دبي مارينا')
    if (!marina) throw new Error('no suggestion')
    const place = await session.choose(marina)
    expect(place.location).toEqual({ latitude: 25.0805, longitude: 55.1403 })

    const element = document.createElement('div')
    document.body.append(element)
    const onMove = vi.fn()
    const map = await provider.mountMap?.(element, {
      pin: place.location,
      zone: [],
      pinTitle: 'نقطة التسليم',
      onMove,
    })
    const pin = element.querySelector('[aria-label="نقطة التسليم"]')
    expect(pin).not.toBeNull()
    pin?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }))
    expect(onMove).toHaveBeenCalledOnce()
    expect(onMove.mock.calls[0]?.[0]).toMatchObject({ longitude: 55.1403 })
    map?.destroy()
    expect(element.querySelector('[aria-label="نقطة التسليم"]')).toBeNull()
  })
})
