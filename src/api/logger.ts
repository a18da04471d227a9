import { request } from './http'
import { rentalPaths } from './paths'
import { emptySchema } from './schemas/common'
import type { LogEntry } from './schemas/platform-meta'

/** SPEC §7 POST /logger/. Never throws: logging must not break the page it reports on. */
export async function sendLog(entry: LogEntry): Promise<void> {
  try {
    await request({
      base: 'rental',
      path: rentalPaths.logger,
      method: 'POST',
      body: entry,
      schema: emptySchema,
    })
  } catch {
    // The logger is the last resort; a failure here has nowhere further to go.
  }
}
