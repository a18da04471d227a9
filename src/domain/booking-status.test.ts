import { describe, expect, it } from 'vitest'
import { canChangeEnd, isCancellable } from './booking-status'

describe('what a status allows', () => {
  it('lets a booking be cancelled only until the car is handed over', () => {
    expect(isCancellable('PENDING_PAYMENT')).toBe(true)
    expect(isCancellable('PENDING_APPROVAL')).toBe(true)
    expect(isCancellable('APPROVED')).toBe(true)
    expect(isCancellable('ACTIVE')).toBe(false)
    expect(isCancellable('COMPLETED')).toBe(false)
    expect(isCancellable('CANCELLED')).toBe(false)
  })

  it('lets the return move once paid and until the car is back', () => {
    expect(canChangeEnd('PENDING_PAYMENT')).toBe(false)
    expect(canChangeEnd('PENDING_APPROVAL')).toBe(true)
    expect(canChangeEnd('APPROVED')).toBe(true)
    expect(canChangeEnd('ACTIVE')).toBe(true)
    expect(canChangeEnd('COMPLETED')).toBe(false)
    expect(canChangeEnd('CANCELLED')).toBe(false)
  })
})
