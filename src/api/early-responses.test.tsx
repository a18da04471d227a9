import { afterEach, describe, expect, it, vi } from 'vitest'
import { takeEarlyResponse } from './early-responses'

// The answers index.html's starter left: each taken once, only while fresh, and only if it is a
// real response.

const URL_A = 'http://localhost/api/identity/me/details'

function leave(responses: Record<string, unknown>, at = performance.now()): void {
  Reflect.set(window, '__rentalEarly', { at, responses })
}

afterEach(() => {
  Reflect.deleteProperty(window, '__rentalEarly')
  vi.restoreAllMocks()
})

describe('takeEarlyResponse', () => {
  it('hands an answer to the first call of its URL only', async () => {
    const answer = new Response('{}', { status: 200 })
    leave({ [URL_A]: Promise.resolve(answer) })
    await expect(takeEarlyResponse(URL_A)).resolves.toBe(answer)
    expect(takeEarlyResponse(URL_A)).toBeUndefined()
    expect(takeEarlyResponse('http://localhost/api/other')).toBeUndefined()
  })

  it('leaves an answer older than 30 seconds to a fresh call', () => {
    leave({ [URL_A]: Promise.resolve(new Response('{}')) }, 0)
    vi.spyOn(performance, 'now').mockReturnValue(30_001)
    expect(takeEarlyResponse(URL_A)).toBeUndefined()
  })

  it('ignores what is not the starter’s store or not a response', async () => {
    expect(takeEarlyResponse(URL_A)).toBeUndefined()
    Reflect.set(window, '__rentalEarly', 'tampered')
    expect(takeEarlyResponse(URL_A)).toBeUndefined()
    leave({ [URL_A]: 'not a promise' })
    expect(takeEarlyResponse(URL_A)).toBeUndefined()
    leave({ [URL_A]: Promise.resolve('<html>') })
    await expect(takeEarlyResponse(URL_A)).rejects.toThrow(TypeError)
  })
})
