import { useRef } from 'react'
import { EMPTY_CARRY, type CardFormCarry } from '../../lib/payment-return'

/**
 * The name and expiry typed into a new-card form, kept current by the form and read only when
 * the page leaves for the bank's page (the one return record carries them back).
 */
export function useTypedCard() {
  return useRef<CardFormCarry>(EMPTY_CARRY)
}
