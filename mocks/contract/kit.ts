import { describe, expect, it } from 'vitest'
import { careemHandler, login } from '../../src/api/auth'
import * as payment from '../../src/api/payment'
import type { EndpointFamily, FaultStatus } from '../lib/controls'
import { openDubaiDayAfter } from '../lib/dubai-day'
import { failureOf } from '../lib/test-platform'
import { db } from '../db'
import { injectFault } from '../testing'
import { nowInZone } from '../lib/time'

// Shared pieces of the contract test (mocks/contract/*.test.ts): every platform call once on its
// happy path and once failing, through the app's own client functions, which parse each answer
// with the zod contract.

export const PASSWORD = 'Rental!2026'

/** The shape of an error answer's `code`: UPPER_SNAKE_CASE. */
export const ERROR_CODE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/
export const CUSTOMER = 'user-customer'

export interface Contract {
  happy: () => Promise<unknown>
  failure: () => Promise<unknown>
  /** The HTTP status the failure answers. */
  fails: number
}

/** Keyed by `<METHOD> <path template>` as written in src/api/paths.ts. */
export type ContractTable = Record<string, Contract>

export function asCustomer() {
  return login({ email: 'customer@rental.test', password: PASSWORD })
}

export function loginAs(email: string) {
  return login({ email, password: PASSWORD })
}

/** A Dubai wall-clock moment some days from today, as the contract carries it. */
export function dubai(offsetDays: number, hour = 14): string {
  const day = nowInZone('Asia/Dubai').toPlainDate().add({ days: offsetDays }).toString()
  return `${day}T${String(hour).padStart(2, '0')}:00:00+04:00`
}

function dubaiDailySettings() {
  return db.citySettings.findFirst((q) => q.where({ cityCode: 'DXB', productType: 'DAILY' }))
}

/** A handback the platform accepts whatever today is: 14:00 on the first open day from `offsetDays`. */
export function dubaiOpenDay(offsetDays: number): string {
  return openDubaiDayAfter(dubai(offsetDays), 0, dubaiDailySettings())
}

/** A three-day trip whose pick-up and return both fall on open days (never on a holiday). */
export function quoteBody(listingId = 'dxb-005') {
  const from = dubaiOpenDay(3)
  return {
    listingId,
    cityCode: 'DXB' as const,
    from,
    to: openDubaiDayAfter(from, 3, dubaiDailySettings()),
    deliveryType: 'SELF_PICKUP' as const,
    handoverAddress: null,
    handbackAddress: null,
    couponCode: null,
  }
}

/** For calls with no natural failure: the sandbox answers the next one of its family with `status`. */
export function withFault<T>(
  family: EndpointFamily,
  status: FaultStatus,
  call: () => Promise<T>,
): Promise<T> {
  injectFault(family, { kind: 'status', status }, 1)
  return call()
}

export async function newBooking() {
  await asCustomer()
  const quote = await payment.calculatePrice('DAILY', quoteBody())
  return payment.createBooking(
    CUSTOMER,
    'DAILY',
    { quoteId: quote.quoteId, paymentMethodType: 'CARD' },
    crypto.randomUUID(),
  )
}

export async function paidBooking() {
  const booking = await newBooking()
  const intent = await payment.preAuthorize(
    CUSTOMER,
    booking.bookingId,
    { paymentMethodId: 'pm-customer-visa', returnUrl: '/rental/' },
    crypto.randomUUID(),
  )
  return { booking, intent }
}

export async function rideAppWalletIntent() {
  const { userId } = await careemHandler({ code: 'sandbox-ride-app' })
  const quote = await payment.calculatePrice('DAILY', quoteBody('dxb-006'))
  const booking = await payment.createBooking(
    userId,
    'DAILY',
    { quoteId: quote.quoteId, paymentMethodType: 'CAREEM_PAY' },
    crypto.randomUUID(),
  )
  const intent = await payment.createCareemIntent(
    userId,
    { bookingId: booking.bookingId, returnUrl: '/rental/' },
    crypto.randomUUID(),
  )
  return { userId, intent }
}

export function runContracts(name: string, table: ContractTable): void {
  describe(`contract: ${name}`, () => {
    it.each(Object.keys(table))('%s answers its happy path in the contract shape', async (key) => {
      await expect(table[key]?.happy()).resolves.toBeDefined()
    })

    it.each(Object.keys(table))('%s fails as documented', async (key) => {
      const contract = table[key]
      if (!contract) throw new Error(`No contract for ${key}`)
      const failure = contract.failure()
      await expect(failure).rejects.toEqual(
        expect.objectContaining({ kind: 'http', status: contract.fails }),
      )
      // Every error answer of the fake platform carries a stable code (mocks/lib/respond.ts).
      expect((await failureOf(failure)).code).toMatch(ERROR_CODE)
    })
  })
}
