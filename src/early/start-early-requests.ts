import { CITIES } from '../domain/cities'
import { PAGE_SIZE } from '../domain/listing-filters'
import { PHONE_MEDIA_QUERY } from '../lib/viewport'
import { firstRequests, type EarlyConfig } from './first-requests'

/** This build's answers to firstRequests' questions. */
export function earlyConfig(): EarlyConfig {
  return {
    base: import.meta.env.BASE_URL,
    buildId: __BUILD_ID__,
    // As src/api/paths.ts resolves it.
    platformApi: (import.meta.env.VITE_PLATFORM_API_BASE || '/api').replace(/\/$/, ''),
    cities: Object.fromEntries(CITIES.map((city) => [city.slug, city.code])),
    platform: import.meta.env.VITE_SANDBOX === 'false',
    pageSize: PAGE_SIZE,
  }
}

/**
 * Starts the first load's requests and leaves their answers where src/api/early-responses.ts
 * finds them. Whatever goes wrong here, nothing is started and the app asks for itself.
 */
export function startEarlyRequests(config: EarlyConfig = earlyConfig()): void {
  const store: { at: number; responses: Record<string, Promise<Response>> } = {
    at: performance.now(),
    responses: {},
  }
  Reflect.set(window, '__rentalEarly', store)
  try {
    const phone = matchMedia(PHONE_MEDIA_QUERY).matches
    for (const request of firstRequests(location, phone, config)) {
      const response = fetch(request.url, {
        credentials: request.credentials,
        headers: request.accept ? { Accept: request.accept } : {},
      })
      // An answer nobody takes must not report an unhandled rejection.
      response.catch(() => undefined)
      store.responses[request.key] = response
    }
  } catch {
    // Nothing more is started.
  }
}
