import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { login } from '../../src/api/auth'
import { changeEndDate, getBooking } from '../../src/api/payment'
import { db } from '../db'
import { updateControls } from '../lib/controls'
import { openDubaiDayAfter } from '../lib/dubai-day'
import { startPlatformForTests } from '../lib/test-platform'

// PATCH end-date over the wire: the grid and opening hours (03:17 was accepted, measured), and
// SPEC §6's flag for changing the handback in its last hour.

startPlatformForTests()

const ACTIVE = 'bkg-customer-active'

async function asCustomer() {
  const { userId } = await login({ email: 'customer@rental.test', password: 'Rental!2026' })
  return userId
}

const dubaiSettings = () =>
  db.citySettings.findFirst((q) => q.where({ cityCode: 'DXB', productType: 'DAILY' }))

const openDayAfter = (iso: string, days: number) => openDubaiDayAfter(iso, days, dubaiSettings())

async function setLastHourFlag(enabled: boolean) {
  await db.features.update((q) => q.where({ key: 'change-handback-in-last-hour' }), {
    data(feature) {
      feature.enabled = enabled
    },
  })
}

describe('PATCH end-date', () => {
  it('refuses an end off the half-hour grid or outside opening hours, by name', async () => {
    const userId = await asCustomer()
    const active = await getBooking(userId, 'DAILY', ACTIVE)
    const day = openDayAfter(active.to, 1).slice(0, 10)
    for (const [time, code] of [
      ['03:17', 'OFF_GRID'],
      ['03:00', 'OUTSIDE_BUSINESS_HOURS'],
    ] as const) {
      await expect(
        changeEndDate(userId, ACTIVE, { endDate: `${day}T${time}:00+04:00`, dryRun: true }),
      ).rejects.toMatchObject({ status: 422, fieldErrors: { endDate: [code] } })
    }
    await expect(
      changeEndDate(userId, ACTIVE, { endDate: active.from, dryRun: true }),
    ).rejects.toMatchObject({ status: 422, fieldErrors: { endDate: ['BEFORE_START'] } })
    const summary = await changeEndDate(userId, ACTIVE, {
      endDate: openDayAfter(active.to, 1),
      dryRun: true,
    })
    expect(summary.total).toBeGreaterThan(0)
  })

  it('allows a change in the last hour before the handback only while the flag is on', async () => {
    const userId = await asCustomer()
    const active = await getBooking(userId, 'DAILY', ACTIVE)
    const thirtyMinutesBefore =
      Temporal.Instant.from(active.to).epochMilliseconds - 30 * 60_000 - Date.now()
    updateControls((draft) => {
      draft.clockOffsetMs = thirtyMinutesBefore
    })
    const later = openDayAfter(active.to, 1)
    await setLastHourFlag(false)
    await expect(
      changeEndDate(userId, ACTIVE, { endDate: later, dryRun: true }),
    ).rejects.toMatchObject({ status: 409, code: 'LAST_HOUR_CHANGE_NOT_ALLOWED' })
    await setLastHourFlag(true)
    const summary = await changeEndDate(userId, ACTIVE, { endDate: later, dryRun: true })
    expect(summary.charges[0]).toMatchObject({ type: 'EXTENSION' })
  })
})
