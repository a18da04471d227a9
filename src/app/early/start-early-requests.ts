import { CITIES } from '../../domain/cities'
import { PAGE_SIZE } from '../../domain/listing-filters'
import { PHONE_MEDIA_QUERY } from '../../lib/viewport'
import { matchesPrerender, PRERENDER_META, PRERENDER_STALE_ATTRIBUTE } from '../prerender/match'
import { prepareFirstEntry } from './first-entry'
import { carsListCity, firstRequests, readPath, type EarlyConfig } from './first-requests'

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

/** Runs `step`, keeping whatever it throws from the page: the app then does the step itself. */
function quietly(step: () => void): void {
  try {
    step()
  } catch {
    // The app makes this call itself.
  }
}

/**
 * A prerendered page is painted before anything here is started: each fetch, History API call and
 * the first read of session storage is a round trip to the browser process (from under a
 * millisecond to over 20 ms each in the lab), which in the parser's task held back the first
 * paint, and which Lighthouse's simulation counted as blocking once the first paint had been
 * shown. After the first frame, each runs in a task of its own, still long before the app's
 * script is asked for (after the page's load). A hidden tab draws no frame: there, at once.
 */
function afterFirstFrame(step: () => void): void {
  requestAnimationFrame(() => setTimeout(() => quietly(step)))
}

const inTurn = (step: () => void) => setTimeout(() => quietly(step))

/**
 * Starts the first load's requests and leaves their answers where src/api/early-responses.ts
 * finds them, then readies the tab's history for the app (src/app/early/first-entry.ts). Whatever
 * goes wrong in a step, the app does that step itself.
 */
export function startEarlyRequests(config: EarlyConfig = earlyConfig()): void {
  const store: { at: number; responses: Record<string, Promise<Response>> } = {
    at: performance.now(),
    responses: {},
  }
  Reflect.set(window, '__rentalEarly', store)
  let phone = false
  // When each step runs: at once, or (a prerendered page) after its first frame, and their
  // later round trips in tasks of their own.
  let later = quietly
  let next = quietly
  try {
    phone = matchMedia(PHONE_MEDIA_QUERY).matches
    // A prerendered page names what it was drawn for before this script; drawn for elsewhere (a
    // wide screen, a query string), it stays hidden until the app has drawn the right one.
    const meta = document.querySelector(`meta[name="${PRERENDER_META}"]`)
    const target = meta && {
      path: meta.getAttribute('content') ?? '',
      phone: meta.getAttribute('data-phone') === 'true',
    }
    const hydrating = target ? matchesPrerender(target, location, phone) : false
    if (target && !hydrating) document.documentElement.setAttribute(PRERENDER_STALE_ATTRIBUTE, '')
    // A page that is not prerendered paints the frame of a page (scripts/prerender.ts) in its
    // language's direction, before the app has set it.
    if (!target) {
      const { language } = readPath(location.pathname, config.base)
      document.documentElement.lang = language
      // directionOf's rule, written out: importing src/domain/locales would put its tables
      // into this inline script (+0.6 KB on every page).
      document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr'
    }
    if (hydrating && document.visibilityState !== 'hidden') {
      later = afterFirstFrame
      next = inTurn
    }
    for (const request of firstRequests(location, phone, config, hydrating)) {
      later(() => {
        const response = fetch(request.url, {
          credentials: request.credentials,
          headers: request.accept ? { Accept: request.accept } : {},
        })
        // An answer nobody takes must not report an unhandled rejection.
        response.catch(() => undefined)
        store.responses[request.key] = response
      })
    }
  } catch {
    // Nothing more is started.
  }
  // What goes wrong here, the app's router and the cars list do themselves.
  later(() => {
    const { segments } = readPath(location.pathname, config.base)
    const phoneCarsList = phone && carsListCity(segments, config.cities) !== undefined
    prepareFirstEntry(phoneCarsList, window, next)
  })
}
