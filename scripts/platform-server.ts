import { handlers } from '../mocks/handlers'
import { startPlatformServer } from '../mocks/server/node-http'
import { seedDatabase, seedListingCount } from '../mocks/seed'

// `npm run platform`: the fake platform as a real HTTP server on 127.0.0.1, for clients that
// cannot use the in-page worker. PORT picks the port (4010), SEED_LISTINGS the fleet size.

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

async function main(): Promise<void> {
  const port = portFromEnv()
  const listings = seedListingCount()
  await seedDatabase(listings)
  const platform = await startPlatformServer({ handlers, port })
  console.log(
    `Sandbox platform on ${platform.url} (bases /rental/api and /api, ${listings} listings)`,
  )

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
