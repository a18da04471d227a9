import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { ApiError } from '../../api/errors'
import { describeFailure, whyNotPrerendered, type PageOutcome } from './skip-reason'

// What the build output says about a page it could not prerender.

const drawn: PageOutcome = {
  path: '/rental/dubai/cars',
  reachedPath: '/rental/dubai/cars',
  matches: [
    { routeId: '__root__', status: 'success' },
    { routeId: '/{-$locale}/$city/cars', status: 'success' },
  ],
  queries: [{ queryKey: ['listings', 'search'], status: 'success', error: null }],
  drawn: true,
}

function unreachable(): ApiError {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4010'), {
    code: 'ECONNREFUSED',
  })
  return new ApiError({
    kind: 'network',
    message: 'GET /api/availability/listings failed',
    url: '/api/availability/listings',
    cause: new TypeError('fetch failed', { cause: refused }),
  })
}

describe('why a page is not prerendered', () => {
  it('is nothing for a page drawn whole from successful calls', () => {
    expect(whyNotPrerendered(drawn, 10_000)).toBeUndefined()
  })

  it('names an unreachable platform with the call and what the socket said', () => {
    expect(describeFailure(unreachable())).toBe(
      'platform unreachable: GET /api/availability/listings failed (connect ECONNREFUSED 127.0.0.1:4010)',
    )
  })

  it('names the status, code and message a platform refused a call with', () => {
    const refused = new ApiError({
      kind: 'http',
      status: 503,
      code: 'MAINTENANCE',
      message: 'Back at 06:00',
      url: '/api/configuration/cities/DXB',
    })
    expect(describeFailure(refused)).toBe(
      'HTTP 503 MAINTENANCE from /api/configuration/cities/DXB: Back at 06:00',
    )
    const bare = new ApiError({
      kind: 'http',
      status: 404,
      message: 'GET /api/x answered 404',
      url: '/api/x',
    })
    expect(describeFailure(bare)).toBe('HTTP 404 from /api/x')
  })

  it('names the fields of an answer that fails validation', () => {
    const parsed = z
      .object({ items: z.array(z.object({ id: z.string() })) })
      .safeParse({ items: [{ id: 7 }] })
    const error = new ApiError({
      kind: 'contract',
      status: 200,
      message: 'Response from /api/availability/listings does not match the contract',
      url: '/api/availability/listings',
      cause: parsed.error,
    })
    expect(describeFailure(error)).toMatch(
      /^validation error: \/api\/availability\/listings answered data that does not match the contract \(items\.0\.id: .+\)$/,
    )
    expect(
      describeFailure(new ApiError({ kind: 'parse', message: 'Malformed JSON', url: '/api/x' })),
    ).toBe('validation error: /api/x answered malformed JSON')
  })

  it('says each distinct reason once: a failed call and the loader that threw it', () => {
    const error = unreachable()
    const reason = whyNotPrerendered(
      {
        ...drawn,
        matches: [{ routeId: '/{-$locale}/$city/cars', status: 'error', error }],
        queries: [
          { queryKey: ['settings'], status: 'error', error },
          { queryKey: ['listings', 'search'], status: 'pending', error: null },
        ],
      },
      10_000,
    )
    expect(reason).toBe(
      `${describeFailure(error)}; no answer within 10 s for ["listings","search"]`,
    )
  })

  it('names a redirect, a not-found page, and markup that did not come out whole', () => {
    expect(
      whyNotPrerendered(
        {
          ...drawn,
          reachedPath: '/rental/login',
          matches: [{ routeId: '/$city/cars', status: 'notFound' }],
        },
        10_000,
      ),
    ).toBe('not found (/$city/cars); the route led to /rental/login')
    expect(whyNotPrerendered({ ...drawn, drawn: false }, 10_000)).toBe(
      'a part of the page was still loading or failed when it was drawn',
    )
  })
})
