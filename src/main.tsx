import { isChunkLoadError, recoverFromMissingChunk } from './lib/chunk-recovery'
import { yieldToMain } from './lib/yield-to-main'
import './styles.css'

// The first load's code runs in two stages, a task each, so a phone's first tap never waits behind
// one long evaluation of all of it (README "Performance"): React, then the app itself
// (src/boot/start-page.tsx). Each stage's files were asked for with this one
// (scripts/vite/boot-preload.ts), so staging adds no round trip.
async function boot(): Promise<void> {
  await import('./boot/framework')
  await yieldToMain()
  await import('./boot/start-page')
}

boot().catch((error: unknown) => {
  // A stage missing after a deploy: a fresh page (once). Otherwise the page stays as it was
  // drawn, as when the entry itself cannot load, and the error is reported (console, monitoring).
  if (isChunkLoadError(error) && recoverFromMissingChunk()) return
  reportError(error)
})
