import type { SavedPaymentMethod } from '../api/schemas/payment'
import type { CardProblem, MadaStatus } from './cards'

// What a customer may pay with, as checkout and paying a booking's balance both offer it.

export type PaymentMethodType = 'CARD' | 'CAREEM_PAY'

export interface PaymentOptions {
  provider: 'CHECKOUT' | 'CAREEM'
  /** SPEC §4: ride-app customers pay with the wallet by default, others by card. */
  defaultType: PaymentMethodType
  methods: SavedPaymentMethod[]
  /** Riyadh only: the mada status of each card. */
  mada: Record<string, MadaStatus>
  /**
   * Why a card cannot pay, per card id (pending, failed, not inserted per SPEC §5, expired, mada
   * blocked); a card without an entry can pay.
   */
  problems: Record<string, CardProblem>
}
