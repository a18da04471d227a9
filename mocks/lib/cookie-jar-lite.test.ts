import { afterEach, describe, expect, it, vi } from 'vitest'
import { Cookie, CookieJar, MemoryCookieStore } from './cookie-jar-lite'

// The browser sandbox's stand-in for tough-cookie: what MSW's cookie store relies on.

describe('cookie jar (lite)', () => {
  afterEach(() => vi.useRealTimers())

  it('gives a cookie back to its host and path, not to others', async () => {
    const jar = new CookieJar()
    await jar.setCookie('a=1; Path=/rental; HttpOnly', 'http://127.0.0.1:4310/rental/api/x')
    expect(jar.getCookiesSync('http://127.0.0.1:4310/rental/api/y').map(String)).toEqual(['a=1'])
    expect(jar.getCookiesSync('http://127.0.0.1:4310/rentals')).toEqual([])
    expect(jar.getCookiesSync('http://example.test/rental')).toEqual([])
  })

  it('reads several cookies in one header, with Expires dates that hold commas', async () => {
    const jar = new CookieJar()
    await jar.setCookie(
      'a=1; Expires=Wed, 09 Jun 2100 10:18:14 GMT, b=2; Path=/; Max-Age=60',
      'http://localhost/x',
    )
    expect(jar.getCookiesSync('http://localhost/').map(String).sort()).toEqual(['a=1', 'b=2'])
  })

  it('forgets a cookie when it expires or is cleared with Max-Age=0', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-25T12:00:00Z') })
    const jar = new CookieJar()
    await jar.setCookie('s=v; Path=/; Max-Age=60', 'http://localhost/')
    vi.setSystemTime(Date.parse('2026-11-25T12:00:59Z'))
    expect(jar.getCookiesSync('http://localhost/')).toHaveLength(1)
    vi.setSystemTime(Date.parse('2026-11-25T12:01:01Z'))
    expect(jar.getCookiesSync('http://localhost/')).toEqual([])
    await jar.setCookie('t=v; Path=/', 'http://localhost/')
    await jar.setCookie('t=; Path=/; Max-Age=0', 'http://localhost/')
    expect(jar.getCookiesSync('http://localhost/')).toEqual([])
  })

  it('round-trips through JSON into a store index, as MSW restores it', () => {
    const cookie = new Cookie({ key: 'k', value: 'v', domain: 'localhost', path: '/' })
    const restored = Cookie.fromJSON(JSON.parse(JSON.stringify(cookie.toJSON())))
    expect(restored?.toJSON()).toEqual(cookie.toJSON())
    expect(Cookie.fromJSON({ key: 'k' })).toBeNull()
    const store = new MemoryCookieStore()
    store.idx = { localhost: { '/': { k: cookie } } }
    expect(new CookieJar(store).getCookiesSync('http://localhost/a').map(String)).toEqual(['k=v'])
  })
})
