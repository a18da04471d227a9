/**
 * Runs `task` once the page has loaded and the main thread is idle: work no customer waits for
 * (error reporting, analytics, web vitals) never competes with the first paint, hydration or a
 * first tap. The timeout bounds the wait on a page that is never idle.
 */
export function whenInteractive(task: () => void, timeoutMs = 5000): void {
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => task(), { timeout: timeoutMs })
    } else {
      setTimeout(task, 0)
    }
  }
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}
