// MSW asks the browser to update an existing worker registration without awaiting it. When the
// registration goes away meanwhile (a navigation, another tab resetting the sandbox), the browser
// rejects that call with "Failed to update a ServiceWorker … Not found", which nothing can catch:
// an unhandled rejection, seen as a page error. Only that rejection is taken here, with a warning;
// every other one stays unhandled.

const STALE_UPDATE = /^Failed to update a ServiceWorker\b.*\bNot found/s

export function isStaleWorkerUpdate(reason: unknown): boolean {
  return reason instanceof Error && STALE_UPDATE.test(reason.message)
}

/** Listens for the whole page's life: MSW may ask again on a later start. */
export function handleStaleWorkerUpdates(target: Pick<Window, 'addEventListener'>): void {
  target.addEventListener('unhandledrejection', (event) => {
    if (!isStaleWorkerUpdate(event.reason)) return
    event.preventDefault()
    console.warn('Sandbox: the service worker could not be updated (it is gone)', event.reason)
  })
}
