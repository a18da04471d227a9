import { describe, expect, it } from 'vitest'
import { awaitedPayment, canChangeEnd, isCancellable, isFinished } from './booking-status'

describe('what a status allows', () => {
  it('lets a booking be cancelled only until the car is handed over', () => {
    expect(isCancellable('PENDING_PAYMENT')).toBe(true)
    expect(isCancellable('PENDING_APPROVAL')).toBe(true)
    expect(isCancellable('APPROVED')).toBe(true)
    expect(isCancellable('ACTIVE')).toBe(false)
    expect(isCancellable('COMPLETED')).toBe(false)
    expect(isCancellable('CANCELLED')).toBe(false)
  })

  it('finishes a booking by cancelling or completing it, and by nothing else', () => {
    expect(isFinished('CANCELLED')).toBe(true)
    expect(isFinished('COMPLETED')).toBe(true)
    expect(isFinished('PENDING_PAYMENT')).toBe(false)
    expect(isFinished('PENDING_APPROVAL')).toBe(false)
    expect(isFinished('APPROVED')).toBe(false)
    expect(isFinished('ACTIVE')).toBe(false)
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

describe('awaitedPayment', () => {
  const NEW_END = '2026-12-06T14:00:00+04:00'

  it('is the whole booking until it is first paid, a new end date included', () => {
    expect(awaitedPayment({ status: 'PENDING_PAYMENT', pendingEndDate: null })).toBe('booking')
    expect(awaitedPayment({ status: 'PENDING_PAYMENT', pendingEndDate: NEW_END })).toBe('booking')
  })

  it('is a confirmed new end once paid, and nothing without one', () => {
    expect(awaitedPayment({ status: 'APPROVED', pendingEndDate: NEW_END })).toBe('newEnd')
    expect(awaitedPayment({ status: 'ACTIVE', pendingEndDate: NEW_END })).toBe('newEnd')
    expect(awaitedPayment({ status: 'APPROVED', pendingEndDate: null })).toBeNull()
    expect(awaitedPayment({ status: 'COMPLETED', pendingEndDate: null })).toBeNull()
  })
})
