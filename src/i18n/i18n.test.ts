import { describe, expect, it, vi } from 'vitest'

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
