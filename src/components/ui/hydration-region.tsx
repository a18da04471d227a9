import { Suspense, type ReactNode } from 'react'

/**
 * A part of a prerendered page that React hydrates on its own: a Suspense boundary in the server's
 * markup is left as drawn by the first hydration pass and hydrated in a later one, so the page's
 * work after paint comes in several shorter commits instead of one, and a tap inside a region
 * that is not yet hydrated makes React hydrate that region first (react.dev, hydrateRoot).
 * Regions are nested where their order matters: a nested region waits for its outer one's pass.
 * Nothing in a region suspends once hydrated; if something did, it would show nothing rather
 * than hand the whole page to the route's pending screen.
 */
export function HydrationRegion({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
