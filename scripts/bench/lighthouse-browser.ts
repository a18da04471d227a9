import { createServer } from 'node:net'
import { chromium, type Browser } from '@playwright/test'

// The browser a Lighthouse audit runs in, shared by `npm run bench` and scripts/tbt-by-task.ts so
// that the tool reads the same audits the bench times: one browser per audit, as Lighthouse's
// command line does, on a free port of 127.0.0.1.

export const CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/** A browser for one audit, and the debugging port Lighthouse is to drive it through. */
export async function launchAuditBrowser(): Promise<{ browser: Browser; port: number }> {
  const port = await freePort()
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
  })
  return { browser, port }
}
