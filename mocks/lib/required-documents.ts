import type {
  DocumentType,
  RequiredDocument,
  RequiredDocuments,
} from '../../src/api/schemas/documents'
import type { UserRecord } from '../db'

// Which identity documents a driver must upload, by the country the customer rents in and by
// whether they are a tourist there. Residents show their national ID and licence; tourists their
// passport, visa (the UAE requires one; Saudi Arabia does not ask, so it is hidden) and licence,
// and optionally an international driving permit.

export type CountryCode = UserRecord['countryCode']

function doc(
  type: DocumentType,
  isTwoSided: boolean,
  isMandatory: boolean,
  isHidden = false,
): RequiredDocument {
  return { type, isTwoSided, isMandatory, isHidden }
}

function touristDocuments(visaRequired: boolean): RequiredDocument[] {
  return [
    doc('PASSPORT', false, true),
    doc('VISA', false, visaRequired, !visaRequired),
    doc('DRIVING_LICENSE', true, true),
    doc('INTERNATIONAL_DRIVING_PERMIT', false, false),
  ]
}

/** Budapest (hu) is not in the spec's KYC rules; it follows the Saudi shape (national ID, no visa). */
const REQUIRED: Record<CountryCode, RequiredDocuments> = {
  ae: {
    RESIDENT: [doc('EMIRATES_ID', true, true), doc('DRIVING_LICENSE', true, true)],
    TOURIST: touristDocuments(true),
  },
  sa: {
    RESIDENT: [doc('NATIONAL_ID', true, true), doc('DRIVING_LICENSE', true, true)],
    TOURIST: touristDocuments(false),
  },
  hu: {
    RESIDENT: [doc('NATIONAL_ID', true, true), doc('DRIVING_LICENSE', true, true)],
    TOURIST: touristDocuments(false),
  },
}

export function requiredDocumentsFor(country: CountryCode): RequiredDocuments {
  return REQUIRED[country]
}

export function documentGroupFor(country: CountryCode, isTourist: boolean): RequiredDocument[] {
  return isTourist ? REQUIRED[country].TOURIST : REQUIRED[country].RESIDENT
}

/** The country the query names: ae/sa/hu, or the UAE/KSA aliases. */
export function parseCountry(value: string | null): CountryCode | undefined {
  const lower = value?.trim().toLowerCase()
  if (lower === 'ae' || lower === 'uae') return 'ae'
  if (lower === 'sa' || lower === 'ksa') return 'sa'
  if (lower === 'hu') return 'hu'
  return undefined
}
