import { RouterProvider, type RouterHistory } from '@tanstack/react-router'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client'
import { createApp } from './app'
import { pushRideAppExitEntry } from '../features/cars/hooks/use-ride-app-back-exit'
import { AppErrorBoundary } from '../features/shell/components/app-error-boundary'
import { syncFloatingDock } from '../lib/floating-dock'
import { isPhoneViewport } from '../lib/viewport'
import { yieldToMain } from '../domain/yield-to-main'
import { initI18n } from '../i18n/i18n'
import { PRERENDER_STALE_ATTRIBUTE } from './prerender/match'
import { onPageHydrated } from '../lib/page-hydrated'
import { PRERENDER_ELEMENT_ID } from './prerender/payload'
import { readPrerender, refreshPrerenderedData, seedPrerenderedData } from './prerender/hydration'

export type StartedApp = ReturnType<typeof createApp> & { root: Root; hydrated: boolean }

export interface StartOptions {
  /** The browser's history unless given (tests). */
  history?: RouterHistory
  /** Process-wide services that need the app (monitoring, analytics), before its first load. */
  onCreated?: (app: ReturnType<typeof createApp>) => void
  onRecoverableError?: RootOptions['onRecoverableError']
}

/**
 * Starts the app in `container`, in pieces (docs/performance.md): setting up i18next, creating
 * the app, the router's first load and the first render are tasks of their own after the
 * modules' evaluation, and a prerendered page is hydrated as a transition (React hands the main
 * thread back every few milliseconds), so a phone's first tap never waits behind one long task.
 */
export async function startApp(
  container: HTMLElement,
  options: StartOptions = {},
): Promise<StartedApp> {
  await yieldToMain()
  // i18next's set-up, the largest part of evaluating the first script when it ran there.
  initI18n()
  await yieldToMain()
  // Created after the sandbox gate (src/app/main.tsx), so the first session check waits for it too.
  const app = createApp(options.history, { startSession: false })
  const { router, queryClient, session } = app
  options.onCreated?.(app)
  // Matching the first URL builds the router's index of routes: a task of its own.
  await yieldToMain()

  // Opening on a cars list, a phone's exit entry is pushed before the first load, not by the page
  // once it is interactive (a second navigation that would draw the page again).
  const { pathname, search } = router.latestLocation
  const firstMatches = router.matchRoutes(pathname, search)
  if (firstMatches.some((match) => match.routeId === '/{-$locale}/$city/cars/')) {
    pushRideAppExitEntry(router.history)
  }
  // Asking for the first page's code is a task of its own: the bundler adds a preload link for
  // each of its files, a few milliseconds each on a phone, which made the first load's task long.
  await yieldToMain()
  for (const match of firstMatches) {
    void router.loadRouteChunk(router.routesById[match.routeId])?.catch(() => undefined)
  }
  await yieldToMain()

  const tree = (
    <StrictMode>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </StrictMode>
  )
  const rootOptions = options.onRecoverableError
    ? { onRecoverableError: options.onRecoverableError }
    : {}
  const renderAfresh = (): StartedApp => {
    // A page drawn by the app: its session starts at once (starting twice loads it once).
    session.start()
    const root = createRoot(container, rootOptions)
    root.render(tree)
    return { ...app, root, hydrated: false }
  }
  // A page prerendered at build time (docs/performance.md, "Prerendered pages") is hydrated where
  // it was drawn for: its markup stays (the first card's photo is already on screen) and becomes
  // interactive once the route's code and strings are in. Anywhere else the app draws afresh
  // over it.
  const prerendered = readPrerender(document, router.history.location, isPhoneViewport())
  if (!prerendered) {
    // A page drawn for another screen (or a query string) gives way to the app's own, never shown.
    if (document.getElementById(PRERENDER_ELEMENT_ID)) {
      container.replaceChildren()
      // The drawn page's floating controls went with it: the strip it was written with is
      // reserved again only by the app's own controls as they mount.
      syncFloatingDock()
    }
    const started = renderAfresh()
    // A prerendered page drawn for elsewhere was hidden by the first script; the app's own is shown.
    document.documentElement.removeAttribute(PRERENDER_STALE_ATTRIBUTE)
    return started
  }
  // Putting the page's data in the cache is a task of its own, after matching and reading it.
  await yieldToMain()
  const refresh = seedPrerenderedData(queryClient, prerendered)
  // The build's prices are asked for again once the page is interactive, in a task of its own.
  onPageHydrated(() => {
    void yieldToMain().then(() => refreshPrerenderedData(queryClient, refresh))
  })
  // The session (the identity calls' code, XState, the auth machine) starts once the page is
  // interactive, after that refresh: hydration, which makes the page answer a tap, no longer
  // waits behind its evaluation. The header keeps the account entry's place until then (decision
  // 007), as it was drawn; a page that needs the session asks for it in its `beforeLoad` anyway.
  onPageHydrated(() => {
    void yieldToMain()
      .then(() => yieldToMain())
      .then(() => session.start())
  })
  // Rendered as on the server: no suspense boundary around the whole tree (TanStack Router's own
  // hydration sets the same).
  router.ssr = { manifest: undefined }
  try {
    await yieldToMain()
    await router.load()
  } catch {
    return renderAfresh()
  }
  await yieldToMain()
  let root: Root | undefined
  startTransition(() => {
    root = hydrateRoot(container, tree, rootOptions)
  })
  if (!root) throw new Error('hydrateRoot returned no root')
  return { ...app, root, hydrated: true }
}
