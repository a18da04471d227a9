import { driverTypeSchema, type DriverType } from '../../src/api/schemas/common'
import { BadRequest, errorResponse } from './respond'

// SPEC §7 spells the query parameter `driver-type`; the app sends `driverType`. The fake platform
// accepts either, so a client written from the spec and the app both work.

const SPELLINGS = ['driver-type', 'driverType'] as const

function refuse(problem: string): BadRequest {
  return new BadRequest(
    errorResponse(400, 'Some query parameters are not valid', {
      code: 'BAD_QUERY',
      fieldErrors: { 'driver-type': [problem] },
    }),
  )
}

/**
 * The driver type a request's query names. Missing, invalid, or the two spellings disagreeing is
 * a 400 BAD_QUERY naming `driver-type`, thrown for route() to answer.
 */
export function driverTypeFromQuery(request: Request): DriverType {
  const query = new URL(request.url).searchParams
  const values = new Set(SPELLINGS.flatMap((name) => query.getAll(name)))
  if (values.size === 0) throw refuse('Required: MAIN or ADDITIONAL')
  if (values.size > 1) throw refuse('Given twice with different values')
  const parsed = driverTypeSchema.safeParse([...values][0])
  if (!parsed.success) throw refuse('Expected MAIN or ADDITIONAL')
  return parsed.data
}
