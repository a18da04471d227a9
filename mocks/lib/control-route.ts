import { http, type HttpResponseResolver, type PathParams } from 'msw'
import type { z } from 'zod/mini'
import { apiBases } from '../../src/api/paths'
import { BadRequest, errorResponse, fieldErrorsOf, readJson } from './respond'
import { urlPattern } from './route'

// The control endpoints are the tester's tools, not platform calls. Unlike route() they skip the
// injected faults and latency: a fault on every family, or a minute of latency, must never lock
// the tester out of clearing it.

type Method = 'get' | 'post' | 'put' | 'delete'

/** Answered when a control's body does not validate: always 400, whatever the field. */
export const INVALID_CONTROL = 'INVALID_CONTROL'

/** One control endpoint under the platform base. */
export function controlRoute<Params extends PathParams>(
  method: Method,
  path: string,
  resolver: HttpResponseResolver<Params>,
) {
  const root = apiBases.platform
  // As in route(): a relative base's leading wildcard would also match under another prefix.
  const underRoot = (url: string) =>
    /^https?:\/\//.test(root) || new URL(url).pathname.startsWith(`${root}/`)
  return http[method]<Params>(urlPattern('platform', path), async (info) => {
    if (!underRoot(info.request.url)) return undefined
    try {
      return await resolver(info)
    } catch (error) {
      if (error instanceof BadRequest) return error.response
      throw error
    }
  })
}

/** The issues of a failed parse, by dotted field path ('_' for the body as a whole). */

/** Validates a control's JSON body; anything else throws a 400 answer for controlRoute(). */
export async function readControlBody<T>(request: Request, schema: z.ZodMiniType<T>): Promise<T> {
  return checkControl(schema, await readJson(request))
}

/** Validates a control's input (a body or a path parameter), throwing a 400 answer. */
export function checkControl<T>(schema: z.ZodMiniType<T>, value: unknown): T {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  throw new BadRequest(
    errorResponse(400, 'The sandbox control was not understood', {
      code: INVALID_CONTROL,
      fieldErrors: fieldErrorsOf(parsed.error.issues),
    }),
  )
}
