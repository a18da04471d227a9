import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { resetControls } from '../../mocks/lib/controls'
import { clearPersistedData } from '../../mocks/lib/persist'
import { server } from '../../mocks/node'
import { seedDatabase } from '../../mocks/seed'
import ar from '../../public/locales/ar/common.json'
import en from '../../public/locales/en/common.json'
import { i18n, initI18n } from '../i18n/i18n'
import { settleRenderedRouters, stopRenderedSessions } from './rendered-routers'

// Feature tests render real routes against the fake platform's handlers in Node. Each test
// starts from the seed with no injected faults.

// A loaded 2-core CI machine renders a page of cards in well over a second; a wait fails only
// when something is wrong, not when the machine is busy.
configure({ asyncUtilTimeout: 5000 })

initI18n()
i18n.addResourceBundle('en', 'common', en)
i18n.addResourceBundle('ar', 'common', ar)

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
})

beforeEach(async () => {
  clearPersistedData()
  resetControls()
  await seedDatabase()
  await i18n.changeLanguage('en')
})

afterEach(async () => {
  await settleRenderedRouters()
  stopRenderedSessions()
  cleanup()
  // The sandbox's session cookie lives in happy-dom's document for the whole file.
  document.cookie = 'rental_session=; Path=/; Max-Age=0'
  // Per-tab drafts (a booking in progress) must not leak into the next test.
  sessionStorage.clear()
  server.resetHandlers()
  window.dataLayer = []
})

afterAll(() => {
  server.close()
})
