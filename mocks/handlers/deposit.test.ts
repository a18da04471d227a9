import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { login } from '../../src/api/auth'
import { getBooking, getCustomerPayments, getPaymentDetails } from '../../src/api/payment'
import { depositReleaseAt, DEPOSIT_RELEASE_DAYS } from '../../src/domain/money-rules'
import { db } from '../db'
import { startPlatformForTests } from '../lib/test-platform'
import { setSandboxTime } from '../testing'

// docs/my-rentals.md, "Deposits and refunds": a completed rental's deposit is settled on the day
// the rule in src/domain/money-rules.ts says, not a minute before; tolls and fines come out of it,
// the rest goes back. The app counts down to the same moment.

startPlatformForTests()

const COMPLETED = 'bkg-customer-completed'

async function asCustomer() {
  const { userId } = await login({ email: 'customer@rental.test', password: 'Rental!2026' })
  return userId
}

/** Puts the sandbox clock at `instant`. */
function clockAt(instant: Temporal.Instant) {
  setSandboxTime(instant)
}

function releaseOf(to: string) {
  expect(DEPOSIT_RELEASE_DAYS.ae).toBe(21)
  return depositReleaseAt(to, 'ae', 'Asia/Dubai').toInstant()
}

describe('deposit settlement', () => {
  it('keeps the deposit held until the release moment, one minute before included', async () => {
    const record = db.bookings.findFirst((q) => q.where({ bookingId: COMPLETED }))
    if (!record) throw new Error('The completed booking is missing')
    clockAt(releaseOf(record.to).subtract({ minutes: 1 }))
    await asCustomer()
    const details = await getPaymentDetails(COMPLETED)
    expect(details.charges.find((line) => line.type === 'DEPOSIT')).toMatchObject({
      status: 'PENDING',
      settledAt: null,
    })
    expect(details.charges.filter((line) => line.fromDeposit).map((line) => line.status)).toEqual([
      'PENDING',
      'PENDING',
    ])
  })

  it('takes the tolls and the fine out of it at the release moment and gives back the rest', async () => {
    const record = db.bookings.findFirst((q) => q.where({ bookingId: COMPLETED }))
    if (!record) throw new Error('The completed booking is missing')
    const release = releaseOf(record.to)
    clockAt(release)
    const userId = await asCustomer()
    const booking = await getBooking(userId, 'DAILY', COMPLETED)
    const details = await getPaymentDetails(COMPLETED)
    const deposit = details.charges.filter((line) => line.type === 'DEPOSIT')
    const deductions = details.charges.filter((line) => line.fromDeposit)
    expect(deductions.map((line) => [line.type, line.amount, line.status])).toEqual([
      ['SALIK', 20, 'PAID'],
      ['TRAFFIC_FINE', 300, 'PAID'],
    ])
    expect(deposit.map((line) => [line.amount, line.status])).toEqual([
      [booking.depositAmount, 'PAID'],
      [-(booking.depositAmount - 320), 'REFUNDED'],
    ])
    for (const line of [...deposit, ...deductions]) {
      expect(Temporal.Instant.from(line.settledAt ?? '').epochMilliseconds).toBe(
        release.epochMilliseconds,
      )
    }
    // The deposit's story is its own: what the rental cost is unchanged.
    expect(details.paid).toBe(booking.total)
    // Settles once.
    await getPaymentDetails(COMPLETED)
    expect(
      db.charges.findMany((q) => q.where({ bookingId: COMPLETED, type: 'DEPOSIT' })),
    ).toHaveLength(2)
  })

  it('settles a deposit past its release day when the payments are listed first', async () => {
    const record = db.bookings.findFirst((q) => q.where({ bookingId: COMPLETED }))
    if (!record) throw new Error('The completed booking is missing')
    clockAt(releaseOf(record.to).add({ hours: 1 }))
    const userId = await asCustomer()
    // No booking is read before: the payments list alone must not show the deposit as held.
    const { payments } = await getCustomerPayments(userId)
    const lines = payments.filter((line) => line.bookingId === COMPLETED)
    expect(
      lines
        .filter((line) => line.type === 'DEPOSIT' || line.fromDeposit)
        .map((line) => [line.type, line.status]),
    ).toEqual(
      expect.arrayContaining([
        ['DEPOSIT', 'PAID'],
        ['DEPOSIT', 'REFUNDED'],
        ['SALIK', 'PAID'],
        ['TRAFFIC_FINE', 'PAID'],
      ]),
    )
    expect(lines.some((line) => line.status === 'PENDING')).toBe(false)
  })

  it('releases a deposit in full when nothing was taken from it', async () => {
    db.charges.deleteMany((q) => q.where({ bookingId: COMPLETED, fromDeposit: true }))
    await asCustomer()
    const details = await getPaymentDetails(COMPLETED)
    expect(
      details.charges.filter((line) => line.type === 'DEPOSIT').map((line) => line.status),
    ).toEqual(['REFUNDED'])
  })

  it('shows a cancelled booking’s refunds, the fee kept and the deposit released', async () => {
    await asCustomer()
    const details = await getPaymentDetails('bkg-customer-cancelled')
    const paid = details.charges.filter((line) => line.status === 'PAID')
    const refunds = details.charges.filter(
      (line) => line.status === 'REFUNDED' && line.type !== 'DEPOSIT',
    )
    expect(paid.find((line) => line.type === 'CANCELLATION')?.amount).toBe(150)
    expect(refunds.every((line) => line.amount < 0)).toBe(true)
    expect(details.paid).toBe(150)
    expect(details.outstanding).toBe(0)
    expect(details.charges.find((line) => line.type === 'DEPOSIT')?.status).toBe('REFUNDED')
  })
})
