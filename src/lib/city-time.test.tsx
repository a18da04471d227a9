import { waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../mocks/db'

// A fresh module each test: what was reported is remembered for the page load.
async function loadTimezoneFor() {
  return (await import('./city-time')).timezoneFor
}

beforeEach(() => {
  vi.resetModules()
})

describe('timezoneFor', () => {
  it("logs 'City is undefined' to the platform logger, once however often asked, and falls back to UTC", async () => {
    const timezoneFor = await loadTimezoneFor()
    for (let render = 0; render < 5; render++) expect(timezoneFor(undefined)).toBe('UTC')
    await waitFor(() => expect(db.logs.all()).toHaveLength(1))
    expect(db.logs.all()[0]).toMatchObject({ msg: 'City is undefined', type: 'warn' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(db.logs.all()).toHaveLength(1)
  })

  it('uses the city time zone without logging', async () => {
    const timezoneFor = await loadTimezoneFor()
    expect(timezoneFor({ timezone: 'Europe/Budapest' })).toBe('Europe/Budapest')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(db.logs.all()).toHaveLength(0)
  })
})
