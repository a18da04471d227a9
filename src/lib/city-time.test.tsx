import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { db } from '../../mocks/db'
import { timezoneFor } from './city-time'

describe('timezoneFor', () => {
  it("logs 'City is undefined' to the platform logger and falls back to UTC", async () => {
    expect(timezoneFor(undefined)).toBe('UTC')
    await waitFor(() => expect(db.logs.all()).toHaveLength(1))
    expect(db.logs.all()[0]).toMatchObject({ msg: 'City is undefined', type: 'warn' })
  })

  it('uses the city time zone without logging', async () => {
    expect(timezoneFor({ timezone: 'Europe/Budapest' })).toBe('Europe/Budapest')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(db.logs.all()).toHaveLength(0)
  })
})
