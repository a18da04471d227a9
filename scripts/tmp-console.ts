import { chromium, devices } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const page = await browser.newPage(devices['Pixel 7'])
page.on('console', (m) => console.log(m.type(), m.text().slice(0, 200)))
await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => console.log('CSPV', e.violatedDirective, e.blockedURI)))
await page.goto(process.argv[2] ?? '')
await page.waitForTimeout(6000)
await browser.close()
