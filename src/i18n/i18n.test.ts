import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubConnection } from '../test/connection'

// The test set-up has set the shared instance up; each test here imports a fresh copy of the
// module, as the browser evaluates it.
async function freshModule() {
  vi.resetModules()
  return import('./i18n')
}

describe('i18next is set up after the module is evaluated, not while', () => {
  it('leaves the instance untouched on import, so evaluating the first script does not pay for it', async () => {
    const { i18n } = await freshModule()
    expect(i18n.isInitialized).toBeFalsy()
    expect(i18n.isInitializing).toBeFalsy()
  })

  it('sets it up once, when asked or when strings arrive first', async () => {
    const fresh = await freshModule()
    fresh.addStrings('en', { brand: { name: 'Rental' } })
    expect(fresh.i18n.isInitialized).toBe(true)
    expect(fresh.i18n.t('brand.name')).toBe('Rental')
    fresh.initI18n()
    expect(fresh.i18n.t('brand.name')).toBe('Rental')

    const other = await freshModule()
    other.initI18n()
    expect(other.i18n.isInitialized).toBe(true)
    expect(other.i18n.language).toBe('en')
  })

  it("keeps a language's strings as they were parsed, without copying them first", async () => {
    const fresh = await freshModule()
    const bundle = { brand: { name: 'Rental' }, cars: { title: 'Cars' } }
    fresh.addStrings('en', bundle)
    expect(fresh.i18n.getResource('en', 'common', 'brand')).toBe(bundle.brand)
  })
})

describe('a language whose strings could not be fetched', () => {
  const bundles: Record<string, Record<string, unknown>> = {
    en: { brand: { name: 'Rental' } },
    ar: { brand: { name: 'رنتال' } },
  }
  const fromPlatform = (url: string) => {
    const language = /locales\/(\w+)\//.exec(url)?.[1] ?? ''
    return Promise.resolve(new Response(JSON.stringify(bundles[language]), { status: 200 }))
  }

  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('offline, is fetched again once the browser is back, not swapped for English', async () => {
    const connection = stubConnection(false)
    const fetch = vi
      .fn<(url: string) => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(fromPlatform)
    vi.stubGlobal('fetch', fetch)
    const fresh = await freshModule()

    const ensured = fresh.ensureLanguage('ar')
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    await Promise.resolve()
    expect(fresh.isLanguageSettled('ar')).toBe(false)

    connection.backOnline()
    await ensured
    expect(fresh.i18n.language).toBe('ar')
    expect(fresh.i18n.t('brand.name')).toBe('رنتال')
    expect(fetch.mock.calls.map(([url]) => /locales\/(\w+)\//.exec(url)?.[1])).toEqual(['ar', 'ar'])
  })

  it('online, falls back to English so the page can still show', async () => {
    stubConnection(true)
    const fetch = vi
      .fn<(url: string) => Promise<Response>>()
      .mockImplementation((url) =>
        url.includes('/ar/')
          ? Promise.resolve(new Response('', { status: 503 }))
          : fromPlatform(url),
      )
    vi.stubGlobal('fetch', fetch)
    const fresh = await freshModule()

    await fresh.ensureLanguage('ar')
    expect(fresh.isLanguageSettled('ar')).toBe(true)
    expect(fresh.i18n.t('brand.name')).toBe('Rental')
  })
})
