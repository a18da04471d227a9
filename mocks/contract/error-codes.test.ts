import { describe, expect, it } from 'vitest'
import { apiBases, type ApiBase } from '../../src/api/paths'
import { apiErrorBodySchema } from '../../src/api/schemas/error'
import { startPlatformForTests } from '../lib/test-platform'
import { injectFault } from '../testing'
import { ERROR_CODE } from './kit'

// Error answers read raw (not through the client), one per kind of refusal, including every spot
// that once answered without a code. The contract tables check each endpoint's documented failure.

startPlatformForTests()

interface Probe {
  base: ApiBase
  method: 'GET' | 'POST'
  path: string
  status: number
  code: string
  body?: unknown
  before?: () => void
}

const PROBES: Record<string, Probe> = {
  'city settings of an unknown product': {
    base: 'platform',
    method: 'GET',
    path: '/configuration/products/weekly/cities/DXB/settings/active',
    status: 404,
    code: 'UNKNOWN_PRODUCT',
  },
  'city settings of an unknown city': {
    base: 'platform',
    method: 'GET',
    path: '/configuration/products/daily/cities/XXX/settings/active',
    status: 404,
    code: 'UNKNOWN_CITY',
  },
  'an unknown city': {
    base: 'platform',
    method: 'GET',
    path: '/configuration/cities/XXX',
    status: 404,
    code: 'UNKNOWN_CITY',
  },
  'translations of an unknown locale': {
    base: 'platform',
    method: 'GET',
    path: '/configuration/products/DAILY/translations/locales/fr-FR',
    status: 404,
    code: 'UNKNOWN_LOCALE',
  },
  'legal documents of an unknown locale': {
    base: 'platform',
    method: 'GET',
    path: '/configuration/products/DAILY/translations/locales/fr-FR/legal-documents',
    status: 404,
    code: 'UNKNOWN_LOCALE',
  },
  'business hours of an unknown city': {
    base: 'platform',
    method: 'GET',
    path: '/availability/time-slot-availability/business-hours?cityCode=XXX&deliveryType=SELF_PICKUP',
    status: 404,
    code: 'UNKNOWN_CITY',
  },
  'prices of an unknown product': {
    base: 'platform',
    method: 'GET',
    path: '/payment/listings/dxb-005/prices/weekly/active',
    status: 404,
    code: 'UNKNOWN_PRODUCT',
  },
  'a price calculation for an unknown product': {
    base: 'platform',
    method: 'POST',
    path: '/payment/listings/price-calculation/weekly',
    body: {},
    status: 404,
    code: 'UNKNOWN_PRODUCT',
  },
  'a private call without a session': {
    base: 'platform',
    method: 'GET',
    path: '/payment/customers/user-customer/bookings',
    status: 401,
    code: 'UNAUTHENTICATED',
  },
  'a body that is not JSON': {
    base: 'rental',
    method: 'POST',
    path: '/logger/',
    body: '{"msg": ',
    status: 400,
    code: 'MALFORMED_BODY',
  },
  'an injected fault': {
    base: 'platform',
    method: 'GET',
    path: '/configuration/cities/DXB',
    status: 503,
    code: 'SANDBOX_FAULT',
    before: () => injectFault('configuration', { kind: 'status', status: 503 }, 1),
  },
}

describe('error answers of the fake platform', () => {
  it.each(Object.keys(PROBES))('%s carries its code', async (name) => {
    const probe = PROBES[name]
    if (!probe) throw new Error(`No probe ${name}`)
    probe.before?.()
    const response = await fetch(new URL(apiBases[probe.base] + probe.path, 'http://localhost'), {
      method: probe.method,
      headers: { 'Content-Type': 'application/json' },
      body:
        probe.body === undefined
          ? null
          : typeof probe.body === 'string'
            ? probe.body
            : JSON.stringify(probe.body),
    })
    expect(response.status).toBe(probe.status)
    const body = apiErrorBodySchema.parse(await response.json())
    expect(body.code).toMatch(ERROR_CODE)
    expect(body.code).toBe(probe.code)
    expect(body.message).not.toBe('')
  })
})
