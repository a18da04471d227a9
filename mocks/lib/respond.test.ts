import { describe, expect, it } from 'vitest'
import { errorResponse, type ErrorCode } from './respond'

describe('errorResponse', () => {
  it('answers the shared error shape with its code', async () => {
    const response = errorResponse(409, 'Taken', { code: 'CAR_UNAVAILABLE' })
    expect(response.status).toBe(409)
    await expect(response.json()).resolves.toEqual({ message: 'Taken', code: 'CAR_UNAVAILABLE' })
  })

  // The type rejects most bad codes at compile time; these get past `Uppercase<string>`.
  it.each(['', 'CAR-UNAVAILABLE', 'CAR UNAVAILABLE', '_CAR', 'CAR__UNAVAILABLE'])(
    'refuses the code "%s"',
    (code) => {
      expect(() => errorResponse(400, 'Bad', { code: code as ErrorCode })).toThrow(/UPPER_SNAKE/)
    },
  )

  it('is only for error statuses', () => {
    expect(() => errorResponse(200, 'Fine', { code: 'OK' })).toThrow(/not an error status/)
  })
})
