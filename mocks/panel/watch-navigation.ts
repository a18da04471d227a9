/** How often the fallback compares the address, where the Navigation API is missing. */
export const NAVIGATION_POLL_MS = 250

/** The phone layout of panel-styles.ts `panel`, where the open panel is a bottom sheet. */
export const PHONE_QUERY = '(max-width: 480px)'

function navigationApi(): EventTarget | undefined {
  // Typed as always present, but not every browser has it yet.
  const candidate: unknown = Reflect.get(window, 'navigation')
  return candidate instanceof EventTarget ? candidate : undefined
}

/**
 * Calls `onNavigate` when the page's path changes: a link, the router's pushState or
 * replaceState, back or forward. The Navigation API's `currententrychange` reports pushState
 * without patching `history`; elsewhere `popstate` and a light comparison of the address do.
 * A change of the query or hash alone (a filter) is not another page.
 */
export function watchNavigation(onNavigate: () => void): () => void {
  let path = location.pathname
  const check = () => {
    if (location.pathname === path) return
    path = location.pathname
    onNavigate()
  }
  const stop = new AbortController()
  window.addEventListener('popstate', check, { signal: stop.signal })
  const navigation = navigationApi()
  if (navigation) {
    navigation.addEventListener('currententrychange', check, { signal: stop.signal })
    return () => stop.abort()
  }
  const timer = setInterval(check, NAVIGATION_POLL_MS)
  return () => {
    stop.abort()
    clearInterval(timer)
  }
}
