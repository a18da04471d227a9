import {
  billingDetailsSchema,
  COUNTRIES_WITHOUT_POSTAL_CODE,
  type BillingAccountType,
  type BillingDetails,
  type BillingErrorCode,
} from '../api/schemas/payment'

// The billing-details form as typed (all strings) and as sent (trimmed, blanks as null). The
// checks are the API schema's own, so the app and the platform refuse the same input.

export interface BillingForm {
  accountType: BillingAccountType
  fullName: string
  companyName: string
  vatNumber: string
  addressLine1: string
  addressLine2: string
  city: string
  country: string
  postalCode: string
}

export type BillingField = Exclude<keyof BillingForm, 'accountType'>
export type BillingErrors = Partial<Record<BillingField, BillingErrorCode>>

/** Where customers of our cities bill from most, first; then the rest by name. */
export const BILLING_COUNTRIES = [
  'AE',
  'SA',
  'HU',
  'BH',
  'KW',
  'OM',
  'QA',
  'EG',
  'JO',
  'LB',
  'IN',
  'PK',
  'PH',
  'BD',
  'LK',
  'GB',
  'IE',
  'US',
  'CA',
  'DE',
  'FR',
  'IT',
  'ES',
  'NL',
  'AT',
  'PL',
  'RO',
  'RU',
  'UA',
  'TR',
  'CN',
  'AU',
  'ZA',
] as const

export function emptyBillingForm(country: string): BillingForm {
  return {
    accountType: 'PERSONAL',
    fullName: '',
    companyName: '',
    vatNumber: '',
    addressLine1: '',
    addressLine2: '',
    city: '',
    country,
    postalCode: '',
  }
}

export function billingFormOf(details: BillingDetails): BillingForm {
  return {
    accountType: details.accountType,
    fullName: details.fullName,
    companyName: details.companyName ?? '',
    vatNumber: details.vatNumber ?? '',
    addressLine1: details.addressLine1,
    addressLine2: details.addressLine2 ?? '',
    city: details.city,
    country: details.country,
    postalCode: details.postalCode ?? '',
  }
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim())

/** The payload: trimmed, blanks null; company fields only for a company; no postal code in the UAE. */
export function billingPayload(form: BillingForm): BillingDetails {
  const company = form.accountType === 'COMPANY'
  const vat = form.vatNumber.replace(/[\s.]/g, '').toUpperCase()
  return {
    accountType: form.accountType,
    fullName: form.fullName.trim(),
    companyName: company ? orNull(form.companyName) : null,
    vatNumber: company && vat !== '' ? vat : null,
    addressLine1: form.addressLine1.trim(),
    addressLine2: orNull(form.addressLine2),
    city: form.city.trim(),
    country: form.country,
    postalCode: COUNTRIES_WITHOUT_POSTAL_CODE.has(form.country) ? null : orNull(form.postalCode),
  }
}

const FIELDS: ReadonlySet<string> = new Set<BillingField>([
  'fullName',
  'companyName',
  'vatNumber',
  'addressLine1',
  'addressLine2',
  'city',
  'country',
  'postalCode',
])
const CODES: ReadonlySet<string> = new Set<BillingErrorCode>([
  'required',
  'tooShort',
  'tooLong',
  'invalidCharacters',
  'invalidCountry',
  'invalidTaxNumber',
  'invalidPostalCode',
  'noPostalCode',
])

const isField = (value: string): value is BillingField => FIELDS.has(value)
const isCode = (value: string): value is BillingErrorCode => CODES.has(value)

/**
 * Field errors by field, the first per field: from the schema's issues in the app, or from the
 * platform's 422 `fieldErrors` (the same codes). An unknown code reads as "not valid".
 */
export function billingErrorsOf(
  entries: Iterable<readonly [string, readonly string[]]>,
): BillingErrors {
  const errors: BillingErrors = {}
  for (const [field, messages] of entries) {
    const message = messages[0]
    if (!isField(field) || message === undefined || errors[field]) continue
    errors[field] = isCode(message) ? message : 'invalidCharacters'
  }
  return errors
}

export function validateBilling(form: BillingForm): BillingErrors {
  const parsed = billingDetailsSchema.safeParse(billingPayload(form))
  if (parsed.success) return {}
  return billingErrorsOf(
    parsed.error.issues.map((issue) => [String(issue.path[0] ?? ''), [issue.message]] as const),
  )
}
