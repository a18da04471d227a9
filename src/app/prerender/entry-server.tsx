import { once } from 'node:events'
import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { prerenderToNodeStream } from 'react-dom/static'
import { listingQueries } from '../../api/queries/listing-queries'
import { listingsPageSchema } from '../../api/schemas/listings'
import { createApp } from '../app'
import type { AppRouter } from '../router'
import { directionOf, type Language } from '../../domain/locales'
import { CardPhotoPreloads } from '../../features/cars/components/card-photo-preloads'
import { defaultProductFor } from '../../features/cars/hooks/use-default-product'
import { StartShell } from '../../features/shell/components/start-shell'
import { PAGE_SIZE } from '../../domain/listing-filters'
import { i18n, initI18n } from '../../i18n/i18n'
import { prerenderForPhone } from '../../lib/viewport'
import { PRERENDER_VERSION, type PrerenderPayload } from './payload'
import { whyNotPrerendered } from './skip-reason'

// The build renders the cars pages and car pages to HTML with this module (scripts/prerender.ts),
// in Node, against the fake platform or the configured one: the real components, loaders and
// strings.

const BASE_PATH = '/rental'
/** How long a page's calls may take, retries included, before the page is given up. */
const CALLS_DEADLINE_MS = 10_000

// The build hands the strings over (read from public/locales), as the app fetches them.
export { addStrings } from '../../i18n/i18n'
// The bases this bundle was built with: the build prerenders from them when they are absolute.
export { apiBases } from '../../api/paths'

export interface PrerenderedPage {
  /** Null when the page is not one to prerender (a redirect, not found, a failed call). */
  html: string | null
  /** Why html is null, for the build's output. */
  reason: string | undefined
  /**
   * Resource hints for the head: those React hoisted (the first row's photos, each for the widths
   * where it is in the first row) and the wider screens' first row, which they draw over a phone's page.
   */
  headTags: string
  language: Language
  direction: 'ltr' | 'rtl'
  title: string
  payload: PrerenderPayload
  /** The car pages a cars page links to first (its first page of cars). */
  carPaths: string[]
  /** The ids of the routes it shows, root first: their code is what it loads to hydrate. */
  routeIds: string[]
}

/** The frame a page that is not prerendered shows until the app draws it (index.html). */
export function renderStartShell(): string {
  return renderToStaticMarkup(<StartShell />)
}

export async function prerenderPage(path: string, phone: boolean): Promise<PrerenderedPage> {
  prerenderForPhone(phone)
  initI18n()
  const { router, queryClient } = createApp(createMemoryHistory({ initialEntries: [path] }), {
    prerender: true,
  })
  await router.load()
  // The loaders start a page's first cars without waiting for them; the page is drawn with them.
  const deadline = Date.now() + CALLS_DEADLINE_MS
  while (queryClient.isFetching() > 0 && Date.now() < deadline) {
    await new Promise((settle) => setTimeout(settle, 5))
  }
  const language: Language = i18n.language === 'ar' ? 'ar' : 'en'
  const { matches, location } = router.state
  const queries = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => ({
      queryKey: query.queryKey,
      status: query.state.status,
      error: query.state.error,
    }))
  const outcome = {
    path,
    reachedPath: `${BASE_PATH}${location.pathname}`,
    matches: matches.map((match) => ({
      routeId: match.routeId,
      status: match.status,
      error: match.error,
    })),
    queries,
    drawn: true,
  }
  let reason = whyNotPrerendered(outcome, CALLS_DEADLINE_MS)
  const rendered = (reason === undefined && (await renderToHtml(router))) || null
  if (reason === undefined && rendered === null) {
    reason = whyNotPrerendered({ ...outcome, drawn: false }, CALLS_DEADLINE_MS)
  }
  // React 19 puts the preloads it derives (an eager, high-priority image) before the markup.
  const hints = rendered?.match(/^(?:<link [^>]*>)+/)?.[0] ?? ''
  const cityCode = matches.find((match) => match.routeId === '/{-$locale}/$city/cars/')?.context
    .city.code
  const otherHints =
    rendered && phone && cityCode !== undefined ? await widerScreensPhotoHints(cityCode) : ''
  const carPaths = queryClient
    .getQueriesData({ queryKey: [...listingQueries.all(), 'search'] })
    .flatMap(([, data]) => listingsPageSchema.safeParse(data).data?.items ?? [])
    .map((car) => `${path}/${encodeURIComponent(car.id)}`)
  return {
    carPaths: path.endsWith('/cars') ? carPaths : [],
    routeIds: matches.map((match) => match.routeId),
    html: rendered === null ? null : rendered.slice(hints.length),
    reason,
    headTags: hints + otherHints,
    language,
    direction: directionOf(language),
    title: i18n.t('brand.name'),
    payload: {
      version: PRERENDER_VERSION,
      path,
      phone,
      queries: queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'success')
        .map((query) => ({ queryKey: [...query.queryKey], data: query.state.data })),
    },
  }
}

/**
 * The preloads of the first row of a cars page's list on screens wider than a phone: they show
 * another product (SPEC §4), so they draw their own list over a phone's page. Asked for apart
 * from the page's data, which a phone hydrates with. None when the list cannot be had.
 */
async function widerScreensPhotoHints(cityCode: string): Promise<string> {
  const query = listingQueries.page({
    cityCode,
    product: defaultProductFor(false),
    pageSize: PAGE_SIZE,
    page: 1,
    sort: undefined,
  })
  const list = await new QueryClient().query(query).catch(() => undefined)
  if (list === undefined) return ''
  const html = renderToString(<CardPhotoPreloads cars={list.items} phone={false} />)
  return html.match(/^(?:<link [^>]*>)*/)?.[0] ?? ''
}

/**
 * The page's markup, every part of it in place. A first pass loads what the page draws lazily (it
 * would otherwise be left as a fallback and an inline script to swap it in, which the pages'
 * policy does not run); the second draws it all at once. Undefined if anything is still missing.
 */
async function renderToHtml(router: AppRouter): Promise<string | undefined> {
  const warm = await prerenderToNodeStream(<RouterProvider router={router} />, {
    onError: () => {},
  })
  warm.prelude.resume()
  await once(warm.prelude, 'end')
  const html = renderToString(<RouterProvider router={router} />)
  // A suspended or failed boundary (`<!--$?-->`, `<!--$!-->`) or a script would not hydrate.
  return /<!--\$[?!]-->|<script\b/.test(html) ? undefined : html
}
