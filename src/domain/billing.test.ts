import { describe, expect, it } from 'vitest'
import { billingDetailsSchema } from '../api/schemas/payment'
import {
  billingErrorsOf,
  billingFormOf,
  billingPayload,
  emptyBillingForm,
  validateBilling,
  type BillingForm,
} from './billing'

const person: BillingForm = {
  ...emptyBillingForm('AE'),
  fullName: 'Layla Haddad',
  addressLine1: 'Marina Walk, Tower 3, Apt 1204',
  city: 'Dubai',
}

const company: BillingForm = {
  ...person,
  accountType: 'COMPANY',
  companyName: 'Haddad Trading L.L.C.',
  vatNumber: '100 1234 5678 9012',
}

describe('billing details', () => {
  it('sends trimmed values, blanks as null, and no company fields for a person', () => {
    expect(
      billingPayload({ ...person, fullName: '  Layla Haddad ', companyName: 'Ignored' }),
    ).toEqual({
      accountType: 'PERSONAL',
      fullName: 'Layla Haddad',
      companyName: null,
      vatNumber: null,
      addressLine1: 'Marina Walk, Tower 3, Apt 1204',
      addressLine2: null,
      city: 'Dubai',
      country: 'AE',
      postalCode: null,
    })
    expect(validateBilling(person)).toEqual({})
  })

  it('reads a TRN typed with spaces, and round-trips saved details', () => {
    const payload = billingPayload(company)
    expect(payload.vatNumber).toBe('100123456789012')
    expect(validateBilling(company)).toEqual({})
    expect(billingPayload(billingFormOf(payload))).toEqual(payload)
  })

  it('says what is missing or wrong, field by field', () => {
    expect(validateBilling(emptyBillingForm('AE'))).toEqual({
      fullName: 'required',
      addressLine1: 'required',
      city: 'required',
    })
    expect(validateBilling({ ...company, companyName: ' ', vatNumber: '123' })).toEqual({
      companyName: 'required',
      vatNumber: 'invalidTaxNumber',
    })
    expect(validateBilling({ ...person, fullName: 'L', city: 'x'.repeat(101) })).toEqual({
      fullName: 'tooShort',
      city: 'tooLong',
    })
    expect(validateBilling({ ...person, addressLine1: '<script>alert(1)</script>' })).toEqual({
      addressLine1: 'invalidCharacters',
    })
  })

  it.each([
    ['AE', '100123456789012', true],
    ['AE', '200123456789012', false],
    ['SA', '300000000000003', true],
    ['SA', '300000000000004', false],
    ['HU', '12345678-1-42', true],
    ['HU', 'HU12345678', true],
    ['HU', '1234', false],
    ['GB', 'GB123456789', true],
  ])('checks a %s tax number %s: %s', (country, vatNumber, valid) => {
    const errors = validateBilling({ ...company, country, vatNumber, postalCode: '' })
    expect(errors.vatNumber === undefined).toBe(valid)
  })

  it.each([
    ['SA', '12345', true],
    ['SA', '12345-6789', true],
    ['SA', '1234', false],
    ['HU', '1051', true],
    ['HU', '10511', false],
    ['GB', 'SW1A 1AA', true],
    ['GB', '', true],
  ])('checks a %s postal code %s: %s', (country, postalCode, valid) => {
    const errors = validateBilling({ ...person, country, postalCode })
    expect(errors.postalCode === undefined).toBe(valid)
  })

  it('drops a postal code in the UAE, which has none, and the platform refuses one', () => {
    expect(billingPayload({ ...person, postalCode: '00000' }).postalCode).toBeNull()
    const sent = { ...billingPayload(person), postalCode: '00000' }
    expect(billingDetailsSchema.safeParse(sent).success).toBe(false)
  })

  it('accepts Arabic and accented names and addresses', () => {
    expect(
      validateBilling({
        ...person,
        fullName: 'ليلى حداد',
        addressLine1: 'شارع الشيخ زايد، برج ٣',
        city: 'دبي',
      }),
    ).toEqual({})
    expect(validateBilling({ ...person, fullName: 'Zoë Ågren-Núñez' })).toEqual({})
  })

  it("maps the platform's field errors, first code per field", () => {
    expect(
      billingErrorsOf([
        ['companyName', ['required', 'tooShort']],
        ['postalCode', ['noPostalCode']],
        ['vatNumber', ['Something else']],
        ['unknownField', ['required']],
      ]),
    ).toEqual({
      companyName: 'required',
      postalCode: 'noPostalCode',
      vatNumber: 'invalidCharacters',
    })
  })
})
