/* The sandbox's service worker: MSW's worker, shown only the platform's calls.
 *
 * MSW's worker asks the page about every request it sees (the app's modules, translations,
 * photos) and then sends each response's body back to the page: two trips through the page's
 * main thread for requests the platform never answers. The bases the platform serves come as
 * `?base=` parameters of this script's address (src/api/paths.ts); any other request goes to the
 * network as if there were no worker. A relative base matches its path on any origin, as the
 * platform's handlers do (mocks/lib/url-pattern.ts).
 */
const bases = new URL(self.location.href).searchParams.getAll('base')

function isPlatformCall(url) {
  return bases.some((base) =>
    /^https?:\/\//.test(base)
      ? url.href.startsWith(`${base}/`)
      : url.pathname.startsWith(`${base}/`),
  )
}

self.addEventListener('fetch', (event) => {
  if (!isPlatformCall(new URL(event.request.url))) event.stopImmediatePropagation()
})

self.importScripts('./mockServiceWorker.js')
