import { describe, expect, it } from 'vitest'
import { MAPS_SCRIPT_URL } from '../../src/features/booking/address-search/google-maps-api'
import { mapsSources } from './maps-csp'

/** Whether a CSP host source (with at most a leading wildcard label) allows the URL's origin. */
function allows(source: string, url: string): boolean {
  const { protocol, host } = new URL(url)
  const match = /^(https:)\/\/(\*\.)?(.+)$/.exec(source)
  if (!match) return false
  const [, scheme, wildcard, rest] = match
  if (scheme !== protocol || rest === undefined) return false
  return wildcard ? host.endsWith(`.${rest}`) : host === rest
}

describe('address search in the Content-Security-Policy', () => {
  it('adds nothing unless both the key and the map ID are configured', () => {
    const none = { script: [], style: [], img: [], font: [], frame: [], connect: [] }
    expect(mapsSources({})).toEqual(none)
    expect(mapsSources({ VITE_GOOGLE_MAPS_API_KEY: 'key' })).toEqual(none)
    expect(mapsSources({ VITE_GOOGLE_MAPS_MAP_ID: 'map' })).toEqual(none)
  })

  it('allows the script the adapter loads, the Places calls and the map’s tiles, and no eval', () => {
    const sources = mapsSources({ VITE_GOOGLE_MAPS_API_KEY: 'key', VITE_GOOGLE_MAPS_MAP_ID: 'map' })
    expect(sources.script.some((source) => allows(source, MAPS_SCRIPT_URL))).toBe(true)
    // Places API (New) autocomplete and details, called by the Maps script.
    expect(sources.connect.some((source) => allows(source, 'https://places.googleapis.com/'))).toBe(
      true,
    )
    expect(sources.img.some((source) => allows(source, 'https://maps.gstatic.com/'))).toBe(true)
    expect(sources.font).toEqual(['https://fonts.gstatic.com'])
    // Only Google's hosts, over HTTPS, and no keyword that loosens the page's own scripts.
    for (const source of [...sources.script, ...sources.img, ...sources.frame])
      expect(source).toMatch(/^https:\/\/\*\.(googleapis|gstatic|google|googleusercontent)\.com$/)
    expect(sources.script.join(' ')).not.toContain("'unsafe-eval'")
  })
})
