import { delay, http, HttpResponse, type HttpResponseResolver, type PathParams } from 'msw'
import { apiBases, type ApiBase } from '../../src/api/paths'
import { controls, takeFault, type EndpointFamily, type Fault } from './controls'
import { BadRequest, errorResponse } from './respond'
import { Forbidden, Unauthorized } from './session'
import { urlPattern } from './url-pattern'

export { urlPattern }

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** The endpoint family a path belongs to; the sandbox's own endpoints belong to none. */
function familyOf(base: ApiBase, path: string): EndpointFamily | undefined {
  if (base === 'rental') {
    if (path.startsWith('/auth')) return 'auth'
    if (path.startsWith('/logger')) return 'logger'
    if (path.startsWith('/analytics')) return 'analytics'
    return 'features'
  }
  const first = path.split('/')[1]
  if (first === 'sandbox') return undefined
  if (first === 'identity' || first === 'configuration' || first === 'availability') return first
  return 'payment'
}

function faultResponse(fault: Fault): Response | Promise<undefined> {
  switch (fault.kind) {
    case 'status':
      return errorResponse(
        fault.status,
        `Sandbox fault: ${fault.status}`,
        { code: 'SANDBOX_FAULT' },
        fault.retryAfterSeconds !== undefined
          ? { 'Retry-After': String(fault.retryAfterSeconds) }
          : {},
      )
    case 'network':
      return HttpResponse.error()
    case 'malformed':
      return new HttpResponse('{"this is": not json', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      })
    case 'delay':
      return delay(fault.ms).then(() => undefined)
  }
}

/**
 * One platform endpoint. Every call passes through the sandbox controls (injected faults and
 * latency) before the resolver runs.
 */
export function route<Params extends PathParams>(
  method: Method,
  base: ApiBase,
  path: string,
  resolver: HttpResponseResolver<Params>,
) {
  const family = familyOf(base, path)
  const root = apiBases[base]
  // A relative base matches any origin through a leading wildcard, which would also match it
  // under another prefix (`/rental/api/configuration/…` for `/api/configuration/…`); such a call
  // is none of this handler's business.
  const underRoot = (url: string) =>
    /^https?:\/\//.test(root) || new URL(url).pathname.startsWith(`${root}/`)
  return http[method]<Params>(urlPattern(base, path), async (info) => {
    if (!underRoot(info.request.url)) return undefined
    const fault = family ? takeFault(family) : undefined
    if (fault) {
      const response = await faultResponse(fault)
      if (response) return response
    }
    if (controls.latencyMs > 0) await delay(controls.latencyMs)
    try {
      return await resolver(info)
    } catch (error) {
      if (
        error instanceof BadRequest ||
        error instanceof Unauthorized ||
        error instanceof Forbidden
      ) {
        return error.response
      }
      throw error
    }
  })
}
