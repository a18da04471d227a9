import { handlers } from '../mocks/handlers'
import { startPlatformServer } from '../mocks/server/node-http'
import { seedDatabase, seedListingCount } from '../mocks/seed'

// `npm run platform`: the fake platform as a real HTTP server on 127.0.0.1, for clients that
// cannot use the in-page worker. PORT picks the port (4010), SEED_LISTINGS the fleet size.
// PLATFORM_HOST (not HOST, which other tools export for themselves) binds another address: the
// /api/sandbox/* controls let anyone who reaches the server reset it, so loopback is the default.

const DEFAULT_PORT = 4010

function portFromEnv(): number {
  const raw = process.env.PORT
  if (raw === undefined || raw === '') return DEFAULT_PORT
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${raw}"`)
  }
  return port
}

const DEFAULT_HOST = '127.0.0.1'
const LOOPBACK = new Set([DEFAULT_HOST, 'localhost', '::1'])

function hostFromEnv(): string {
  const raw = process.env.PLATFORM_HOST
  return raw === undefined || raw === '' ? DEFAULT_HOST : raw
}

async function main(): Promise<void> {
  const port = portFromEnv()
  const host = hostFromEnv()
  const listings = seedListingCount()
  await seedDatabase(listings)
  const platform = await startPlatformServer({ handlers, port, host })
  console.log(
    `Sandbox platform on ${platform.url} (bases /rental/api and /api, ${listings} listings; ` +
      'controls under /api/sandbox)',
  )
  if (!LOOPBACK.has(host)) {
    console.warn(`PLATFORM_HOST=${host}: anyone who reaches it can reset or break the sandbox`)
  }

  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: closing the sandbox platform`)
    platform.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('The sandbox platform did not close cleanly', error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error('The sandbox platform failed to start', error)
  process.exit(1)
})
