import { statusMessageKey, type ErrorMessageKey, type Failure } from '../api/errors'

// The one map from a failure (src/api/errors `toFailure`, or a flow's own code) to what the
// customer reads. Where it happened picks the words: a card declined while paying and while
// being saved say different things. A code the place has no words for falls back to the
// platform's field codes, then the kind of failure (network, an unreadable answer), then the
// generic message of its HTTP status; a file upload says what it always says.

const MESSAGES = {
  /** Paying, and the booking's own steps (trip, price, booking). */
  payment: {
    prefix: 'booking.failure',
    codes: [
      'CAR_UNAVAILABLE',
      'PRICE_CHANGED',
      'QUOTE_EXPIRED',
      'IN_THE_PAST',
      'RETURN_BEFORE_PICKUP',
      'TOO_SHORT',
      'TOO_LONG',
      'TOO_FAR_AHEAD',
      'OUTSIDE_BUSINESS_HOURS',
      'OUTSIDE_BUSINESS_ZONE',
      'CARD_DECLINED',
      'INSUFFICIENT_FUNDS',
      'EXPIRED',
      'THREE_DS_FAILED',
      'THREE_DS_TIMEOUT',
      'WALLET_DECLINED',
      'CHOOSE_PAYMENT',
      'PAYMENT_FAILED',
      'MADA_NOT_AUTHORIZED',
      'CARD_NOT_USABLE',
      'WALLET_NOT_AVAILABLE',
      'NOT_PAYABLE',
      'USER_BANNED',
    ],
  },
  /** Changing when a rental ends. */
  endDate: {
    prefix: 'rentals.end.failure',
    codes: [
      'OFF_GRID',
      'OUTSIDE_BUSINESS_HOURS',
      'BEFORE_START',
      'IN_PAST',
      'CAR_UNAVAILABLE',
      'CANNOT_CHANGE',
      'LAST_HOUR_CHANGE_NOT_ALLOWED',
      'CHOOSE_TIME',
      'SAME_END',
    ],
  },
  /** Saving a card in the payment center. */
  card: {
    prefix: 'payments.add.failure',
    codes: [
      'CARD_DECLINED',
      'INSUFFICIENT_FUNDS',
      'THREE_DS_FAILED',
      'THREE_DS_TIMEOUT',
      'EXPIRED',
      'NETWORK',
      'VALIDATION_FAILED',
    ],
  },
  /** Uploading a side of a document. */
  upload: {
    prefix: 'documents.failures',
    codes: [
      'TOO_LARGE',
      'FILE_TOO_LARGE',
      'SERVER',
      'NETWORK',
      'UNSUPPORTED_FILE_TYPE',
      'POLYGLOT_FILE',
    ],
  },
} as const

type Messages = typeof MESSAGES
export type FailurePlace = keyof Messages
type PlaceKey = {
  [P in FailurePlace]: `${Messages[P]['prefix']}.${Messages[P]['codes'][number]}`
}[FailurePlace]

/** Where no code has words: a saved card or an upload keeps its own general sentence. */
const FALLBACKS = {
  card: 'payments.add.failure.OTHER',
  upload: 'documents.failures.other',
} as const

export type FailureMessageKey =
  PlaceKey | (typeof FALLBACKS)[keyof typeof FALLBACKS] | ErrorMessageKey

/** A failure as far as its words go: the code, the HTTP status and any field codes. */
export type FailureWords = Pick<Failure, 'code' | 'status'> & Partial<Pick<Failure, 'fieldErrors'>>

function keyIn(place: FailurePlace, code: string): PlaceKey | undefined {
  const { prefix, codes } = MESSAGES[place]
  // The key is made of the table's own prefix and one of its codes.
  return (codes as readonly string[]).includes(code) ? (`${prefix}.${code}` as PlaceKey) : undefined
}

export function failureMessageKey(failure: FailureWords, place: FailurePlace): FailureMessageKey {
  const own = keyIn(place, failure.code)
  if (own) return own
  if (place === 'upload') return FALLBACKS.upload
  const field = Object.values(failure.fieldErrors ?? {})
    .flat()
    .map((code) => keyIn(place, code))
    .find((key) => key !== undefined)
  if (field) return field
  if (failure.code === 'NETWORK') return 'errors.network'
  if (failure.code === 'PARSE' || failure.code === 'CONTRACT') return 'errors.malformed'
  if (failure.code === 'SANDBOX_UNAVAILABLE') return 'errors.sandboxUnavailable'
  if (place === 'card') return FALLBACKS.card
  return statusMessageKey(failure.status)
}
