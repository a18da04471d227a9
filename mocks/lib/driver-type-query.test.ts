import { describe, expect, it } from 'vitest'
import { driverTypeFromQuery } from './driver-type-query'
import { BadRequest } from './respond'

const at = (query: string) =>
  new Request(`http://localhost/identity/me/documents/resident?${query}`)

async function refusal(query: string): Promise<unknown> {
  try {
    driverTypeFromQuery(at(query))
  } catch (error) {
    if (error instanceof BadRequest) {
      const body: unknown = await error.response.json()
      return { status: error.response.status, body }
    }
    throw error
  }
  throw new Error(`${query} was accepted`)
}

describe('driverTypeFromQuery', () => {
  it.each([
    ['driver-type=ADDITIONAL', 'ADDITIONAL'],
    ['driverType=MAIN', 'MAIN'],
    ['driver-type=MAIN&driverType=MAIN', 'MAIN'],
  ])('reads %s as %s', (query, expected) => {
    expect(driverTypeFromQuery(at(query))).toBe(expected)
  })

  it.each([
    '',
    'driver-type=SECONDARY',
    'driverType=main',
    'driver-type=MAIN&driverType=ADDITIONAL',
  ])('answers "%s" with a 400 that names driver-type', async (query) => {
    await expect(refusal(query)).resolves.toEqual({
      status: 400,
      body: {
        message: 'Some query parameters are not valid',
        code: 'BAD_QUERY',
        fieldErrors: { 'driver-type': [expect.any(String)] },
      },
    })
  })
})
