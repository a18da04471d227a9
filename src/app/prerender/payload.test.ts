import { describe, expect, it } from 'vitest'
import { matchesPrerender } from './match'
import { parsePayload, PRERENDER_VERSION, serializePayload, type PrerenderPayload } from './payload'

// What a prerendered page carries for the app that hydrates it, and when the app may hydrate it.

const payload: PrerenderPayload = {
  version: PRERENDER_VERSION,
  path: '/rental/ar-DXB/dubai/cars',
  phone: true,
  queries: [
    {
      queryKey: ['listings', 'search', { cityCode: 'DXB', product: 'MONTHLY' }],
      // A name from the platform that tries to close the script element it travels in.
      data: { items: [{ id: 'dxb-001', model: '</script><script>alert(1)</script>\u2028' }] },
    },
  ],
}

describe('the prerender payload', () => {
  it('travels in a script element that nothing in the data can close, and reads back as written', () => {
    const text = serializePayload(payload)
    expect(text).not.toMatch(/<|>|\u2028/)
    expect(parsePayload(text)).toEqual(payload)
  })

  it('is ignored when missing, unreadable, of another version or of another shape', () => {
    expect(parsePayload(undefined)).toBeUndefined()
    expect(parsePayload('')).toBeUndefined()
    expect(parsePayload('{"version":1,')).toBeUndefined()
    expect(parsePayload(JSON.stringify({ ...payload, version: 0 }))).toBeUndefined()
    expect(parsePayload(JSON.stringify({ ...payload, queries: [{ data: 1 }] }))).toBeUndefined()
    expect(parsePayload(JSON.stringify({ ...payload, queries: {} }))).toBeUndefined()
    expect(parsePayload(JSON.stringify({ ...payload, phone: 'true' }))).toBeUndefined()
    expect(parsePayload(JSON.stringify({ ...payload, path: undefined }))).toBeUndefined()
    expect(parsePayload('[]')).toBeUndefined()
    expect(parsePayload('null')).toBeUndefined()
  })

  it('is hydrated only on the path, without a query string, and on the screen it was drawn for', () => {
    const where = { pathname: '/rental/ar-DXB/dubai/cars', search: '' }
    expect(matchesPrerender(payload, where, true)).toBe(true)
    // A wide screen defaults to DAILY (SPEC §4): the phone's MONTHLY page would not match.
    expect(matchesPrerender(payload, where, false)).toBe(false)
    expect(matchesPrerender(payload, { ...where, search: '?product=DAILY' }, true)).toBe(false)
    expect(matchesPrerender(payload, { ...where, pathname: '/rental/dubai/cars' }, true)).toBe(
      false,
    )
  })
})
