// A prerendered page's data is refreshed once the page itself has been hydrated: the app's frame
// hydrates first and the page inside its suspense boundary after, so an answer arriving before
// could reach the page's hydrating render and no longer match the HTML. The prerendered pages
// report their first commit here (src/components/ui/page-hydrated.tsx); src/app/start.tsx listens.

let hydrated = false
const listeners = new Set<() => void>()

export function reportPageHydrated(): void {
  if (hydrated) return
  hydrated = true
  listeners.forEach((listener) => listener())
  listeners.clear()
}

/** Calls `listener` once the page has committed (at once if it already has). */
export function onPageHydrated(listener: () => void): void {
  if (hydrated) listener()
  else listeners.add(listener)
}

/** Tests start several apps in one document: each starts before its page has hydrated. */
export function resetPageHydratedForTests(): void {
  hydrated = false
  listeners.clear()
}
