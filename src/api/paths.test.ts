import { afterEach, describe, expect, it, vi } from 'vitest'

// The bases are read once, when the module loads, so each case loads a fresh copy.
async function loadBases() {
  vi.resetModules()
  const { apiBases } = await import('./paths')
  return apiBases
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('API bases', () => {
  it('default to the same-origin paths', async () => {
    vi.stubEnv('VITE_RENTAL_API_BASE', '')
    vi.stubEnv('VITE_PLATFORM_API_BASE', '')
    expect(await loadBases()).toEqual({ rental: '/rental/api', platform: '/api' })
  })

  it('follow VITE_RENTAL_API_BASE and VITE_PLATFORM_API_BASE, without a trailing slash', async () => {
    vi.stubEnv('VITE_RENTAL_API_BASE', 'https://rental.example.test/api/')
    vi.stubEnv('VITE_PLATFORM_API_BASE', 'https://platform.example.test/v2')
    expect(await loadBases()).toEqual({
      rental: 'https://rental.example.test/api',
      platform: 'https://platform.example.test/v2',
    })
  })
})
