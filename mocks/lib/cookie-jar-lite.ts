// Stands in for `tough-cookie` in the browser's sandbox (vite.config.ts aliases it there): MSW's
// cookie store needs a jar for cookies that mocked responses set, and tough-cookie brings a
// public-suffix list (tldts, ~105 KB gz) onto the sandbox's critical path. Only what MSW calls is
// here: a jar keyed like tough-cookie's memory store (domain → path → name), cookies that expire,
// path and host matching. Node (Vitest, `npm run platform`) keeps the real tough-cookie.

export interface CookieJson {
  key: string
  value: string
  domain: string
  path: string
  /** ISO instant, or absent for a session cookie. */
  expires?: string
}

export class Cookie {
  key: string
  value: string
  domain: string
  path: string
  expires: string | undefined

  constructor(json: CookieJson) {
    this.key = json.key
    this.value = json.value
    this.domain = json.domain
    this.path = json.path
    this.expires = json.expires
  }

  static fromJSON(raw: unknown): Cookie | null {
    if (typeof raw !== 'object' || raw === null) return null
    const { key, value, domain, path, expires } = raw as Record<string, unknown>
    if (typeof key !== 'string' || typeof value !== 'string') return null
    if (typeof domain !== 'string' || typeof path !== 'string') return null
    return new Cookie({
      key,
      value,
      domain,
      path,
      ...(typeof expires === 'string' ? { expires } : {}),
    })
  }

  toJSON(): CookieJson {
    return {
      key: this.key,
      value: this.value,
      domain: this.domain,
      path: this.path,
      ...(this.expires === undefined ? {} : { expires: this.expires }),
    }
  }

  /** The `name=value` pair a request's Cookie header carries. */
  toString(): string {
    return `${this.key}=${this.value}`
  }

  expired(now: number): boolean {
    return this.expires !== undefined && Date.parse(this.expires) <= now
  }
}

type Index = Record<string, Record<string, Record<string, Cookie>>>

export class MemoryCookieStore {
  idx: Index = {}
}

/** One Set-Cookie value into a cookie for `url`, or null when it is not one. */
function parseSetCookie(header: string, url: URL, now: number): Cookie | null {
  const [pair = '', ...attributes] = header.split(';')
  const equals = pair.indexOf('=')
  if (equals <= 0) return null
  const key = pair.slice(0, equals).trim()
  const value = pair.slice(equals + 1).trim()
  let domain = url.hostname
  let path = '/'
  let expires: string | undefined
  for (const attribute of attributes) {
    const [rawName = '', ...rest] = attribute.split('=')
    const name = rawName.trim().toLowerCase()
    const setting = rest.join('=').trim()
    if (name === 'path' && setting.startsWith('/')) path = setting
    else if (name === 'domain' && setting) domain = setting.replace(/^\./, '').toLowerCase()
    else if (name === 'max-age' && /^-?\d+$/.test(setting))
      expires = new Date(now + Number(setting) * 1000).toISOString()
    else if (name === 'expires' && expires === undefined && !Number.isNaN(Date.parse(setting)))
      expires = new Date(Date.parse(setting)).toISOString()
  }
  return new Cookie({ key, value, domain, path, ...(expires === undefined ? {} : { expires }) })
}

/** Several cookies in one header are separated by commas that start a new `name=` pair. */
function splitSetCookie(header: string): string[] {
  return header.split(/,(?=\s*[^;,=\s]+=)/).filter((part) => part.trim() !== '')
}

function domainMatches(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`)
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true
  if (!requestPath.startsWith(cookiePath)) return false
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'
}

export class CookieJar {
  readonly #store: MemoryCookieStore

  constructor(store: MemoryCookieStore = new MemoryCookieStore()) {
    this.#store = store
  }

  getCookiesSync(url: string): Cookie[] {
    const target = new URL(url)
    // eslint-disable-next-line no-restricted-syntax -- a cookie jar keeps the device's time, as a browser's does
    const now = Date.now()
    const found: Cookie[] = []
    for (const [domain, paths] of Object.entries(this.#store.idx)) {
      if (!domainMatches(target.hostname, domain)) continue
      for (const [path, cookies] of Object.entries(paths)) {
        if (!pathMatches(target.pathname, path)) continue
        for (const cookie of Object.values(cookies)) if (!cookie.expired(now)) found.push(cookie)
      }
    }
    return found
  }

  setCookie(header: string, url: string): Promise<void> {
    // eslint-disable-next-line no-restricted-syntax -- a cookie jar keeps the device's time, as a browser's does
    const now = Date.now()
    for (const part of splitSetCookie(header)) {
      const cookie = parseSetCookie(part, new URL(url), now)
      if (!cookie) continue
      const paths = (this.#store.idx[cookie.domain] ??= {})
      const cookies = (paths[cookie.path] ??= {})
      if (cookie.expired(now)) Reflect.deleteProperty(cookies, cookie.key)
      else cookies[cookie.key] = cookie
    }
    return Promise.resolve()
  }
}
