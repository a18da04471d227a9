// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { CARD_FORM_CARRY_KEY, saveCardFormCarry, takeCardFormCarry } from './card-form-carry'

// What the add-card form keeps over the 3-D Secure round trip: the name and expiry for that
// card, once, never the number; anything else read back is dropped.

afterEach(() => sessionStorage.clear())

describe('card form carry-over', () => {
  it('gives back the name and expiry for the card it was saved for, once', () => {
    saveCardFormCarry('pm-1', { name: 'Layla Haddad', expiry: '12/30' })
    expect(sessionStorage.getItem(CARD_FORM_CARRY_KEY)).not.toContain('4000')
    expect(takeCardFormCarry('pm-1')).toEqual({ name: 'Layla Haddad', expiry: '12/30' })
    expect(takeCardFormCarry('pm-1')).toEqual({})
  })

  it('drops what belongs to another card, an old version or anything malformed', () => {
    saveCardFormCarry('pm-1', { name: 'Layla', expiry: '12/30' })
    expect(takeCardFormCarry('pm-2')).toEqual({})
    sessionStorage.setItem(
      CARD_FORM_CARRY_KEY,
      JSON.stringify({ version: 0, paymentMethodId: 'pm-1', name: 'Layla', expiry: '12/30' }),
    )
    expect(takeCardFormCarry('pm-1')).toEqual({})
    sessionStorage.setItem(CARD_FORM_CARRY_KEY, '{not json')
    expect(takeCardFormCarry('pm-1')).toEqual({})
    sessionStorage.setItem(
      CARD_FORM_CARRY_KEY,
      JSON.stringify({
        version: 1,
        paymentMethodId: 'pm-1',
        name: 'x'.repeat(200),
        expiry: '12/30',
      }),
    )
    expect(takeCardFormCarry('pm-1')).toEqual({})
  })

  it('is a private key, cleared with the others at logout', () => {
    expect(CARD_FORM_CARRY_KEY.startsWith('rental:private:')).toBe(true)
  })

  it('reads nothing when not coming back from a challenge', () => {
    saveCardFormCarry('pm-1', { name: 'Layla', expiry: '12/30' })
    expect(takeCardFormCarry(undefined)).toEqual({})
  })
})
