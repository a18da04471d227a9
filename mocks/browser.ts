import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { startDatabase } from './seed'

const START_TIMEOUT_MS = 10_000

export const worker = setupWorker(...handlers)

/**
 * Starts the in-browser platform. Requests the platform does not serve (translations, assets,
 * the error reporter) pass through untouched.
 */
export async function startSandbox(): Promise<void> {
  await startDatabase()
  const started = worker.start({
    serviceWorker: {
      url: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
      options: { scope: import.meta.env.BASE_URL },
    },
    quiet: true,
    onUnhandledRequest: 'bypass',
  })
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(
      () => reject(new Error('The sandbox worker did not start in time')),
      START_TIMEOUT_MS,
    ),
  )
  await Promise.race([started, timeout])
}
