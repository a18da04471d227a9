import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'

// Captures pages on a phone and a desktop, in English and Arabic, for a human to look at.
// Usage: tsx scripts/screenshots.ts <baseUrl> <outDir> <path> [<path>...]

const [baseUrl = 'http://127.0.0.1:4300', outDir = 'screenshots', ...paths] = process.argv.slice(2)

const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const

async function main() {
  mkdirSync(outDir, { recursive: true })
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  for (const [device, viewport] of Object.entries(viewports)) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 })
    const page = await context.newPage()
    page.on('console', (message) => {
      if (message.type() === 'error') console.error(`[${device}] console:`, message.text())
    })
    for (const path of paths.length ? paths : ['/rental/']) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
      await page.waitForTimeout(300)
      const name = `${device}-${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}.png`
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: true })
      console.log(`${outDir}/${name}  ${page.url()}`)
    }
    await context.close()
  }
  await browser.close()
}

void main()
