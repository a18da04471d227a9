import { describe, expect, it } from 'vitest'
import { isArabicAvailable, isFeatureEnabled, parseAppEnvironment } from './features'

const features = [
  { key: 'payment-revamp', enabled: true },
  { key: 'arabic-on-internal', enabled: false },
]

describe('feature flags', () => {
  it('reads the value the platform resolved for the session', () => {
    expect(isFeatureEnabled(features, 'payment-revamp')).toBe(true)
    expect(isFeatureEnabled(features, 'arabic-on-internal')).toBe(false)
  })

  it('treats an unknown or unloaded flag as off', () => {
    expect(isFeatureEnabled(features, 'ride-app-contact-us-popup')).toBe(false)
    expect(isFeatureEnabled(undefined, 'payment-revamp')).toBe(false)
    expect(isFeatureEnabled([], 'payment-revamp')).toBe(false)
  })

  it('gates Arabic only on the internal environment (SPEC §6)', () => {
    expect(isArabicAvailable('sandbox', features)).toBe(true)
    expect(isArabicAvailable('production', undefined)).toBe(true)
    expect(isArabicAvailable('internal', features)).toBe(false)
    expect(isArabicAvailable('internal', [{ key: 'arabic-on-internal', enabled: true }])).toBe(true)
  })

  it('defaults unknown environments to the sandbox', () => {
    expect(parseAppEnvironment(undefined)).toBe('sandbox')
    expect(parseAppEnvironment('internal')).toBe('internal')
    expect(parseAppEnvironment('staging')).toBe('sandbox')
  })
})
