import { defineConfig, devices } from '@playwright/test'

// E2E runs against a production build of the sandbox (the MSW worker serves the platform),
// on a port of its own so a stray server can never be tested by mistake. E2E_PORT and
// E2E_OUT_DIR let two runs (say, two checkouts' worth of work) share a machine.
const PORT = Number(process.env.E2E_PORT ?? 4310)
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist'
const baseURL = `http://127.0.0.1:${PORT}`

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

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    launchOptions: chromium,
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      grepInvert: /@phone/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      grep: /@phone/,
    },
  ],
  webServer: {
    command: `npm run build:e2e -- --outDir ${OUT_DIR} && npx vite preview --mode e2e --outDir ${OUT_DIR} --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `${baseURL}/rental/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
