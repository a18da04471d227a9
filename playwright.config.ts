import { defineConfig, devices } from '@playwright/test'

// E2E runs against a production build of the sandbox (the MSW worker serves the platform),
// on a port of its own so a stray server can never be tested by mistake.
const PORT = 4310
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
    command: `npm run build:e2e && npx vite preview --mode e2e --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `${baseURL}/rental/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
