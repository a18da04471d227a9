import { defineConfig, devices } from '@playwright/test'
import type { ClockOptions } from './e2e/fixtures'
import { pinnedTestInstant } from './mocks/lib/test-clock'

// E2E runs against a production build of the sandbox (the MSW worker serves the platform),
// on a port of its own so a stray server can never be tested by mistake; the `dev` project runs
// the main journeys against `npm start`'s dev server (StrictMode, effects twice) as well.
// E2E_PORT, E2E_DEV_PORT and E2E_OUT_DIR let two runs share a machine.
const PORT = Number(process.env.E2E_PORT ?? 4310)
const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? 4311)
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist'
// The product as a real platform would serve it: a VITE_SANDBOX=false build, configured for the
// providers whose stand-ins the tests serve at their real URLs (e2e/stand-ins), in front of the
// standalone platform (`npm run platform`), which trusts the stand-ins' signing key.
const PLATFORM_PORT = Number(process.env.E2E_PLATFORM_PORT ?? 4312)
const CONFIGURED_PORT = Number(process.env.E2E_CONFIGURED_PORT ?? 4313)
const baseURL = `http://127.0.0.1:${PORT}`
const devURL = `http://127.0.0.1:${DEV_PORT}`
const configuredURL = `http://127.0.0.1:${CONFIGURED_PORT}`
// The platform's clock starts at the pinned instant with its server; pages in front of it follow it.
const platformControls = `http://127.0.0.1:${PLATFORM_PORT}/api/sandbox/controls`
const STAND_IN_IDS = {
  google: 'stand-in.apps.googleusercontent.com',
  apple: 'com.rental.stand-in',
}
const configuredBuild = [
  'VITE_SANDBOX=false',
  'VITE_APP_ENV=production',
  `VITE_GOOGLE_CLIENT_ID=${STAND_IN_IDS.google}`,
  `VITE_APPLE_CLIENT_ID=${STAND_IN_IDS.apple}`,
  `VITE_APPLE_REDIRECT_URI=${configuredURL}/rental/login`,
  'VITE_CHECKOUT_PUBLIC_KEY=pk_sbox_e2e-stand-in',
  'VITE_GOOGLE_MAPS_API_KEY=e2e-stand-in-key',
  'VITE_GOOGLE_MAPS_MAP_ID=e2e-stand-in-map',
  'VITE_SENTRY_DSN=http://public@127.0.0.1:4399/1',
  'VITE_SENTRY_REPLAY=false',
].join(' ')

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

export default defineConfig<ClockOptions>({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Margin for a busy 2-core machine: every full load starts the in-page sandbox before the
  // page's first calls, in two browsers at once. Not a regression of the app: on this machine the
  // code of f103ff3 (whose tests once took under 30 s) now takes over 30 s as well, and a test
  // that takes 14 s alone takes 30 to 55 s beside a second worker (CPU-bound). The sandbox's
  // faster first page (issue 17) is what shortens them.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    launchOptions: chromium,
    serviceWorkers: 'allow',
    // Tracing records DOM snapshots and a screencast all through every test: on a 2-core machine it
    // made tests ~40 % slower. A failure is run once more (CI) with the trace on.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      grepInvert: /@phone/,
      testIgnore: /\.(dev|platform)\.spec\.ts$/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      grep: /@phone/,
      testIgnore: /\.(dev|platform)\.spec\.ts$/,
    },
    {
      name: 'platform',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromium,
        baseURL: configuredURL,
        platformControls,
      },
      testMatch: /\.platform\.spec\.ts$/,
      grepInvert: /@phone/,
    },
    {
      name: 'platform-phone',
      use: {
        ...devices['Pixel 7'],
        launchOptions: chromium,
        baseURL: configuredURL,
        platformControls,
      },
      testMatch: /\.platform\.spec\.ts$/,
      grep: /@phone/,
    },
    {
      name: 'dev',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, baseURL: devURL },
      testMatch: /\.dev\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      // The production server (docs/deploying.md): prerendered pages where the build has them.
      // The configured build is made here too, after this one's style codegen: two builds at once
      // would read the generated styles while codegen rewrites them. Its server (below) waits for
      // the marker this command leaves once that build is done.
      command:
        `rm -f ${OUT_DIR}-configured.ready && npm run build:e2e -- --outDir ${OUT_DIR} && ` +
        `${configuredBuild} npx vite build --outDir ${OUT_DIR}-configured --emptyOutDir && ` +
        `touch ${OUT_DIR}-configured.ready && ` +
        `npx tsx scripts/serve.ts --dir ${OUT_DIR} --port ${PORT} --host 127.0.0.1`,
      url: `${baseURL}/rental/`,
      reuseExistingServer: false,
      timeout: 600_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command:
        `PORT=${PLATFORM_PORT} PLATFORM_NOW=${pinnedTestInstant().toString()} ` +
        'PLATFORM_ID_TOKEN_JWKS=e2e/stand-ins/id-token-jwks.json ' +
        `PLATFORM_GOOGLE_CLIENT_ID=${STAND_IN_IDS.google} ` +
        `PLATFORM_APPLE_CLIENT_ID=${STAND_IN_IDS.apple} npx tsx scripts/platform-server.ts`,
      url: `http://127.0.0.1:${PLATFORM_PORT}/rental/api/features`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command:
        `until [ -f ${OUT_DIR}-configured.ready ]; do sleep 1; done; ` +
        `npx tsx scripts/serve.ts --dir ${OUT_DIR}-configured --port ${CONFIGURED_PORT} ` +
        `--host 127.0.0.1 --platform http://127.0.0.1:${PLATFORM_PORT}`,
      url: `${configuredURL}/rental/`,
      reuseExistingServer: false,
      timeout: 620_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Exactly what `npm start` runs, on a port of its own.
      command: `npx vite --port ${DEV_PORT} --strictPort --host 127.0.0.1`,
      url: `${devURL}/rental/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
