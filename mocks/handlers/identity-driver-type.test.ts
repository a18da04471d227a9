import { describe, expect, it } from 'vitest'
import { login } from '../../src/api/auth'
import { request, type ResponseSchema } from '../../src/api/http'
import { identityPaths } from '../../src/api/paths'
import {
  documentListSchema,
  kycStatusSchema,
  residentQuestionsSchema,
} from '../../src/api/schemas/documents'
import { failureOf, startPlatformForTests } from '../lib/test-platform'
import { PERSONA_PASSWORD } from '../seed/personas'

// SPEC §7 writes the driver type query as `driver-type`; the app sends `driverType`. Every
// endpoint that takes it accepts both spellings and refuses anything else with a coded 400.

startPlatformForTests()

interface Call {
  path: string
  method?: 'PATCH'
  query?: Record<string, string>
  body?: unknown
  schema: ResponseSchema<unknown>
}

const calls: Record<string, Call> = {
  'GET resident questions': {
    path: identityPaths.residentQuestions.replace(':countryCode', 'ae'),
    schema: residentQuestionsSchema,
  },
  'GET resident documents': { path: identityPaths.residentDocuments, schema: documentListSchema },
  'GET tourist documents': {
    path: identityPaths.touristDocuments,
    query: { country: 'sa' },
    schema: documentListSchema,
  },
  'PATCH is-tourist': {
    path: identityPaths.isTourist,
    method: 'PATCH',
    body: { forceDelete: false, isTourist: true },
    schema: kycStatusSchema,
  },
}

function send(call: Call, driverType: Record<string, string>) {
  return request({
    base: 'platform',
    path: call.path,
    method: call.method ?? 'GET',
    query: { ...call.query, ...driverType },
    body: call.body,
    schema: call.schema,
  })
}

const loginAsCustomer = () => login({ email: 'customer@rental.test', password: PERSONA_PASSWORD })

describe('the driver-type query', () => {
  it.each(Object.keys(calls))('%s accepts driver-type and driverType', async (name) => {
    const call = calls[name]
    if (!call) throw new Error(`No call ${name}`)
    await loginAsCustomer()
    await expect(send(call, { 'driver-type': 'ADDITIONAL' })).resolves.toBeDefined()
    await expect(send(call, { driverType: 'ADDITIONAL' })).resolves.toBeDefined()
  })

  it.each(Object.keys(calls))('%s refuses an unknown driver type with BAD_QUERY', async (name) => {
    const call = calls[name]
    if (!call) throw new Error(`No call ${name}`)
    await loginAsCustomer()
    expect(await failureOf(send(call, { 'driver-type': 'Secondary' }))).toEqual({
      status: 400,
      code: 'BAD_QUERY',
      fields: ['driver-type'],
    })
  })

  it('applies is-tourist to the driver named by driver-type', async () => {
    await loginAsCustomer()
    const call = calls['PATCH is-tourist']
    if (!call) throw new Error('No is-tourist call')
    await expect(send(call, { 'driver-type': 'ADDITIONAL' })).resolves.toMatchObject({
      MAIN: { isTourist: false },
      ADDITIONAL: { status: 'NOT_STARTED', isTourist: true },
    })
  })
})
