import { http, HttpResponse } from 'msw'
import { Temporal } from 'temporal-polyfill'
import { sandboxPaths } from '../../src/api/paths'
import { db } from '../db'
import { urlPattern } from '../lib/route'

// The sandbox's demo mailbox: every message the fake platform "sent" (password resets…), newest
// first. It is a sandbox tool, not a platform call, so it needs no session and ignores the
// injected faults and latency that route() applies.

export const inboxHandlers = [
  http.get(urlPattern('platform', sandboxPaths.inbox), () => {
    const messages = db.inbox
      .all()
      .map((message, index) => ({ message, index }))
      .sort(
        (a, b) =>
          Temporal.Instant.compare(
            Temporal.Instant.from(b.message.sentAt),
            Temporal.Instant.from(a.message.sentAt),
          ) || b.index - a.index,
      )
      .map(({ message }) => message)
    return HttpResponse.json({ messages })
  }),
]
