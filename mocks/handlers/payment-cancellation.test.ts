import { describe, expect, it } from 'vitest'
import { login } from '../../src/api/auth'
import { request } from '../../src/api/http'
import { fillPath, paymentPaths } from '../../src/api/paths'
import { cancelBooking, getCancellationFee } from '../../src/api/payment'
import { bookingSchema, cancellationFeeSchema } from '../../src/api/schemas/payment'
import { failureOf, startPlatformForTests } from '../lib/test-platform'
import { PERSONA_PASSWORD } from '../seed/personas'

// The cancellation fee and the cancel itself refuse the same bookings (one rule, mocks/lib/
// bookings.ts cancellableBooking), so the fee is never quoted for a booking that cannot be cancelled.

startPlatformForTests()

const CUSTOMER = 'user-customer'
const asCustomer = () => login({ email: 'customer@rental.test', password: PERSONA_PASSWORD })

/** Both calls under any product segment, including ones the typed client cannot send. */
function feeAt(product: string, bookingId: string) {
  return request({
    base: 'platform',
    path: fillPath(paymentPaths.cancellationFee, { customerId: CUSTOMER, product, bookingId }),
    schema: cancellationFeeSchema,
  })
}

function cancelAt(product: string, bookingId: string) {
  return request({
    base: 'platform',
    path: fillPath(paymentPaths.cancelBooking, { customerId: CUSTOMER, product, bookingId }),
    method: 'POST',
    schema: bookingSchema,
  })
}

describe('cancellation fee and cancel', () => {
  it.each([
    ['an unknown product', 'weekly', 'bkg-customer-upcoming', 404, 'UNKNOWN_PRODUCT'],
    [
      'another product than the booking’s',
      'subscription',
      'bkg-customer-upcoming',
      404,
      'BOOKING_NOT_FOUND',
    ],
    ['an unknown booking', 'daily', 'bkg-nope', 404, 'BOOKING_NOT_FOUND'],
    ['an active rental', 'daily', 'bkg-customer-active', 409, 'BOOKING_NOT_CANCELLABLE'],
    ['a completed rental', 'daily', 'bkg-customer-completed', 409, 'BOOKING_NOT_CANCELLABLE'],
  ])('refuse %s alike', async (_case, product, bookingId, status, code) => {
    await asCustomer()
    const refusal = { status, code, fields: [] }
    expect(await failureOf(feeAt(product, bookingId))).toEqual(refusal)
    expect(await failureOf(cancelAt(product, bookingId))).toEqual(refusal)
  })

  it('quote a fee for a cancellable booking, and refuse both once it is cancelled', async () => {
    await asCustomer()
    await expect(
      getCancellationFee(CUSTOMER, 'DAILY', 'bkg-customer-upcoming'),
    ).resolves.toMatchObject({ bookingId: 'bkg-customer-upcoming' })
    await expect(cancelBooking(CUSTOMER, 'DAILY', 'bkg-customer-upcoming')).resolves.toMatchObject({
      status: 'CANCELLED',
    })
    const refusal = { status: 409, code: 'BOOKING_NOT_CANCELLABLE', fields: [] }
    expect(await failureOf(getCancellationFee(CUSTOMER, 'DAILY', 'bkg-customer-upcoming'))).toEqual(
      refusal,
    )
    expect(await failureOf(cancelBooking(CUSTOMER, 'DAILY', 'bkg-customer-upcoming'))).toEqual(
      refusal,
    )
  })
})
