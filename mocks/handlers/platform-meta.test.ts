import { describe, expect, it } from 'vitest'
import { login } from '../../src/api/auth'
import { getFeatures } from '../../src/api/features'
import { apiBases, rentalPaths } from '../../src/api/paths'
import { FEATURE_KEYS } from '../../src/domain/features'
import { db } from '../db'
import { startPlatformForTests } from '../lib/test-platform'
import { PERSONA_PASSWORD } from '../seed/personas'

startPlatformForTests()

/** The raw answer, before the client's schema would drop any extra field. */
async function rawFeatures(): Promise<unknown> {
  const response = await fetch(new URL(apiBases.rental + rentalPaths.features, 'http://localhost'))
  expect(response.status).toBe(200)
  return response.json()
}

async function paymentRevamp(): Promise<boolean | undefined> {
  const { features } = await getFeatures()
  return features.find((feature) => feature.key === FEATURE_KEYS.paymentRevamp)?.enabled
}

describe('GET /features', () => {
  it('answers an anonymous caller the defaults, naming no user', async () => {
    const body = await rawFeatures()
    expect(JSON.stringify(body)).not.toMatch(/user-|userOverrides|userId/)
    expect(body).toEqual({
      features: db.features.all().map(({ key, enabled }) => ({ key, enabled })),
    })
    await expect(paymentRevamp()).resolves.toBe(false)
  })

  it('applies the VIP persona’s own override (payment revamp on), and only that', async () => {
    await login({ email: 'vip@rental.test', password: PERSONA_PASSWORD })
    await expect(paymentRevamp()).resolves.toBe(true)
    expect(JSON.stringify(await rawFeatures())).not.toMatch(/user-|userOverrides|userId/)
  })

  it('gives another customer the default', async () => {
    await login({ email: 'customer@rental.test', password: PERSONA_PASSWORD })
    await expect(paymentRevamp()).resolves.toBe(false)
  })
})
