import { types } from 'node:util'
import { describe, expect, it } from 'vitest'
import * as db from './db'

// The sandbox's database is evaluated as the sandbox starts in the browser: its record schemas
// (each extends the API's) are built when the seed first writes a record, not then
// (src/api/schemas/built.ts, docs/performance.md).
describe('the sandbox database', () => {
  it('builds none of its record schemas while its module is evaluated', () => {
    const eager = Object.entries(db)
      .filter(([name, value]) => name.endsWith('Schema') && typeof value === 'object')
      .filter(([, value]) => !types.isProxy(value))
      .map(([name]) => name)
    expect(eager).toEqual([])
  })

  it('still checks records against them once used', () => {
    const message = {
      id: 'msg-1',
      to: 'customer@rental.test',
      subject: 'Reset your password',
      body: 'Follow the link.',
      link: null,
      sentAt: '2026-11-28T10:00:00+04:00',
    }
    expect(db.inboxRecordSchema.safeParse(message).success).toBe(true)
    expect(db.inboxRecordSchema.safeParse({ ...message, sentAt: 'yesterday' }).success).toBe(false)
  })
})
