import { describe, expect, it } from 'vitest'
import { luhnValid } from '../../domain/cards'
import { formatCardNumber, formatExpiry, isCardName, parseExpiry, validateCard } from './card-input'

const today = { year: 2026, month: 11 }

describe('card input', () => {
  it('groups the number as printed on the card', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42')
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005')
    expect(formatCardNumber('4'.repeat(25))).toHaveLength(19 + 4)
  })

  it('writes the expiry as MM/YY while typing', () => {
    expect(formatExpiry('1')).toBe('1')
    expect(formatExpiry('123')).toBe('12/3')
    expect(formatExpiry('12/305')).toBe('12/30')
    expect(parseExpiry('08/29')).toEqual({ month: 8, year: 2029 })
    expect(parseExpiry('13/29')).toBeUndefined()
  })

  it.each([
    ['4242424242424242', true],
    ['4000000000003220', true],
    ['4242424242424241', false],
    ['42424242', false],
  ])('checks %s with Luhn', (number, valid) => {
    expect(luhnValid(number)).toBe(valid)
  })

  it('names what to fix, field by field', () => {
    expect(validateCard({ name: '', number: '', expiry: '', cvc: '' }, today)).toEqual({
      name: 'required',
      number: 'required',
      expiry: 'required',
      cvc: 'required',
    })
    expect(
      validateCard(
        { name: 'L1', number: '4242 4242 4242 4241', expiry: '10/26', cvc: '12' },
        today,
      ),
    ).toEqual({
      name: 'nameInvalid',
      number: 'numberInvalid',
      expiry: 'expiryPast',
      cvc: 'cvcInvalid',
    })
    expect(
      validateCard(
        { name: 'Layla Haddad', number: '4242 4242 4242 4242', expiry: '11/26', cvc: '123' },
        today,
      ),
    ).toEqual({ name: undefined, number: undefined, expiry: undefined, cvc: undefined })
    expect(
      validateCard(
        { name: 'ليلى حداد', number: '3782 822463 10005', expiry: '1/27', cvc: '123' },
        today,
      ),
    ).toEqual({
      name: undefined,
      number: undefined,
      expiry: 'expiryInvalid',
      cvc: 'cvcInvalid',
    })
  })

  it.each([
    ['Layla Haddad', true],
    ["J. O'Neil", true],
    ['Zoë Al-Haddad', true],
    ['ليلى حداد', true],
    ['L', false],
    ['Layla 2', false],
    ['<script>', false],
    ['😀 Smile', false],
    ['A'.repeat(61), false],
  ])('accepts %s as a cardholder name: %s', (name, valid) => {
    expect(isCardName(name)).toBe(valid)
  })
})
