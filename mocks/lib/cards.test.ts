import { describe, expect, it } from 'vitest'
import { brandOf, createToken, luhnValid, MAGIC_CARDS, madaStatusOf, readToken } from './cards'

describe('sandbox cards (docs/sandbox.md, "Magic cards")', () => {
  it('knows the documented magic numbers', () => {
    expect(MAGIC_CARDS).toEqual({
      '4242424242424242': 'SUCCEED',
      '4000000000003220': 'THREE_DS',
      '4000000000000002': 'DECLINE',
      '4000000000009995': 'INSUFFICIENT_FUNDS',
      '4000000000009987': 'NO_FUNDS_ON_VERIFY',
    })
    for (const number of [...Object.keys(MAGIC_CARDS), '4464040000000007', '5888450000000003']) {
      expect(luhnValid(number), number).toBe(true)
    }
  })

  it('tells mada cards apart, the blocked range issued as Mastercard', () => {
    expect(madaStatusOf('4464040000000007')).toBe('MADA_AUTHORIZED')
    expect(brandOf('4464040000000007')).toBe('VISA')
    expect(madaStatusOf('5888450000000003')).toBe('MADA_NOT_AUTHORIZED')
    expect(brandOf('5888450000000003')).toBe('MASTERCARD')
    expect(madaStatusOf('4242424242424242')).toBe('NOT_MADA')
  })

  it('uses the app’s Luhn rule, so the tokenizer refuses what the card form refuses', () => {
    expect(luhnValid('4242424242424241')).toBe(false)
    expect(luhnValid('42424242')).toBe(false)
    expect(luhnValid('4242 4242 4242 4242')).toBe(false)
  })

  it.each([
    ['4242424242424242', 'VISA'],
    ['5555555555554444', 'MASTERCARD'],
    ['2223003122003222', 'MASTERCARD'],
    ['378282246310005', 'AMEX'],
    ['6011111111111117', 'DISCOVER'],
    ['3566002020360505', 'JCB'],
    ['36227206271667', 'DINERS'],
    ['6200000000000005', 'UNIONPAY'],
  ] as const)('brands %s as %s', (number, brand) => {
    expect(brandOf(number)).toBe(brand)
  })

  it('round-trips tokens and refuses forged ones', () => {
    const card = {
      behaviour: 'THREE_DS',
      brand: 'VISA',
      last4: '3220',
      madaStatus: 'NOT_MADA',
      expiryMonth: 12,
      expiryYear: 2030,
    } as const
    expect(readToken(createToken(card, 'n1'))).toEqual(card)
    const noFunds = { ...card, behaviour: 'NO_FUNDS_ON_VERIFY', last4: '9987' } as const
    expect(readToken(createToken(noFunds, 'n2'))).toEqual(noFunds)
    expect(readToken('tok_sandbox.STEAL.VISA.3220.NOT_MADA.12.2030.n')).toBeUndefined()
    expect(readToken('4242424242424242')).toBeUndefined()
  })

  it('reads the card of a token from the Frames stand-in, as a platform asks Checkout for it', () => {
    const standIn = (card: Record<string, unknown>) =>
      'tok_standin_' +
      btoa(JSON.stringify(card)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
    expect(
      readToken(
        standIn({
          bin: '400000',
          last4: '3220',
          expiry_month: 12,
          expiry_year: 2030,
          scheme: 'Visa',
          n: 1,
        }),
      ),
    ).toEqual({
      behaviour: 'THREE_DS',
      brand: 'VISA',
      last4: '3220',
      madaStatus: 'NOT_MADA',
      expiryMonth: 12,
      expiryYear: 2030,
    })
    expect(
      readToken(
        standIn({
          bin: '446404',
          last4: '0005',
          expiry_month: 1,
          expiry_year: 2031,
          scheme: 'Visa',
          scheme_local: 'mada',
        }),
      ),
    ).toMatchObject({ behaviour: 'SUCCEED', brand: 'VISA', madaStatus: 'MADA_AUTHORIZED' })
    expect(readToken(standIn({ bin: '4000', last4: '3220' }))).toBeUndefined()
    expect(readToken('tok_standin_not-base64!')).toBeUndefined()
  })
})
