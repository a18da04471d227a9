import { statusMessageKey, type ErrorMessageKey } from '../../../api/errors'

// What the customer reads when a new return date is refused: the platform's field codes and
// conflicts, the flow's own checks, then the generic message of the HTTP status.

const END_DATE_FAILURES = [
  'OFF_GRID',
  'OUTSIDE_BUSINESS_HOURS',
  'BEFORE_START',
  'IN_PAST',
  'CAR_UNAVAILABLE',
  'CANNOT_CHANGE',
  'LAST_HOUR_CHANGE_NOT_ALLOWED',
  'CHOOSE_TIME',
  'SAME_END',
] as const

type EndDateFailure = (typeof END_DATE_FAILURES)[number]

const isEndDateFailure = (code: string): code is EndDateFailure =>
  (END_DATE_FAILURES as readonly string[]).includes(code)

export function endDateFailureKey(
  code: string,
  status: number,
): `rentals.end.failure.${EndDateFailure}` | ErrorMessageKey {
  if (isEndDateFailure(code)) return `rentals.end.failure.${code}`
  if (code === 'NETWORK') return 'errors.network'
  if (code === 'PARSE' || code === 'CONTRACT') return 'errors.malformed'
  return statusMessageKey(status)
}
