import { readFile } from 'node:fs/promises'
import { handlers } from '../mocks/handlers'
import { Temporal } from 'temporal-polyfill'
import { serveChallengePageFromPlatform } from '../mocks/lib/challenge-page'
import { setSandboxNow } from '../mocks/lib/controls'
import { jwksSchema, trustIdTokens } from '../mocks/lib/id-tokens'
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

/**
 * Google and Apple sign-in: the platform accepts ID tokens signed by the keys in the JWKS file
 * PLATFORM_ID_TOKEN_JWKS names (a provider's published keys, or the browser tests' stand-in
 * providers' key), issued for PLATFORM_GOOGLE_CLIENT_ID / PLATFORM_APPLE_CLIENT_ID.
 */
async function trustFromEnv(): Promise<void> {
  const path = process.env.PLATFORM_ID_TOKEN_JWKS
  if (!path) return
  const { keys } = jwksSchema.parse(JSON.parse(await readFile(path, 'utf8')))
  trustIdTokens({
    keys,
    googleClientId: process.env.PLATFORM_GOOGLE_CLIENT_ID || undefined,
    appleClientId: process.env.PLATFORM_APPLE_CLIENT_ID || undefined,
  })
}

/** PLATFORM_NOW (an ISO instant) starts the platform's clock there: the browser tests' pinned day. */
function clockFromEnv(): void {
  const now = process.env.PLATFORM_NOW
  if (now) setSandboxNow(Temporal.Instant.from(now).epochMilliseconds)
}

async function main(): Promise<void> {
  clockFromEnv()
  await trustFromEnv()
  // A build without the sandbox has no in-app challenge page: the platform serves the issuer's.
  serveChallengePageFromPlatform(true)
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
