import type { Plugin } from 'vite'

// A route's code arrives as a chunk of its own (TanStack Router's `lazyRouteComponent`). When that
// chunk fails to load, the router reloads the page once, which is right after a deploy (the old
// chunk is gone) and wrong offline: the reload swaps the page the customer is reading, prerendered
// and complete, for the browser's offline page. Chromium fetches a failed module again on the
// next `import()`, so offline the build makes the route wait instead: the component suspends until
// the browser is back online (a page still hydrating keeps its prerendered markup meanwhile), then
// loads its chunk again. Online, the router's own reload-once stays as it is. The dev server
// pre-bundles the router without this plugin, and serves every module from this machine.

const LAZY_ROUTE_COMPONENT =
  /[\\/]node_modules[\\/]@tanstack[\\/]react-router[\\/]dist[\\/]esm[\\/]lazyRouteComponent\.js$/
/** The router's reload-once branch for a chunk that failed to load. */
const RELOAD_GUARD = /^(\s*)if \(isModuleNotFoundError\(error\) && /m

/**
 * Offline, a failed chunk suspends the component until the `online` event and is then loaded
 * again; `error` is the router's own closure variable holding the failure. Any failure counts,
 * not only the ones the router reloads for: offline, the stylesheet Vite loads with a chunk fails
 * first, and its error ("Unable to preload CSS") is the one the import rejects with.
 */
const WAIT_WHILE_OFFLINE = `if (typeof navigator !== "undefined" && navigator.onLine === false) {
  const failed = error;
  throw new Promise((resolve) => {
    window.addEventListener("online", () => {
      if (error === failed) error = void 0;
      resolve();
    }, { once: true });
  });
}`

/** The router's lazy component with the offline wait in front of its reload; throws if not found. */
export function waitOfflineBeforeReload(code: string): string {
  const match = RELOAD_GUARD.exec(code)
  if (!match || !/\blet error;/.test(code) || !code.includes('window.location.reload()')) {
    throw new Error(
      "the router's lazyRouteComponent no longer reloads as expected: check scripts/vite/offline-route-chunks.ts",
    )
  }
  const indent = match[1] ?? ''
  const wait = WAIT_WHILE_OFFLINE.split('\n')
    .map((line) => `${indent.replace(/^\n+/, '')}${line}`)
    .join('\n')
  return code.slice(0, match.index) + `\n${wait}` + code.slice(match.index)
}

export function offlineRouteChunks(): Plugin {
  return {
    name: 'rental-offline-route-chunks',
    apply: 'build',
    transform: {
      filter: { id: LAZY_ROUTE_COMPONENT },
      handler: (code) => ({ code: waitOfflineBeforeReload(code), map: null }),
    },
  }
}
