// Who can log in to the sandbox: the documented demo customers (docs/sandbox.md, "Personas") and
// the ride-app user. Plain data without the platform's database, so the browser journeys can name a
// persona's account without loading the platform (e2e/sandbox.ts).

export const PERSONAS = [
  {
    email: 'customer@rental.test',
    userId: 'user-customer',
    shows:
      'resident; documents approved; a preferred Visa card and a Mastercard expiring next month; billing details; bookings: upcoming, unpaid, active, completed (deposit partly taken for tolls and a fine) and cancelled (fee kept, rest refunded)',
  },
  { email: 'new@rental.test', userId: 'user-new', shows: 'no documents, no cards, no bookings' },
  { email: 'banned@rental.test', userId: 'user-banned', shows: 'isBanned' },
  {
    email: 'vip@rental.test',
    userId: 'user-vip',
    shows: 'isVip; an active monthly subscription; the payment revamp',
  },
  { email: 'tourist.uae@rental.test', userId: 'user-tourist-uae', shows: 'isTouristUae' },
  { email: 'tourist.ksa@rental.test', userId: 'user-tourist-ksa', shows: 'isTouristKsa, Riyadh' },
  {
    email: 'riyadh@rental.test',
    userId: 'user-riyadh',
    shows: 'three cards: MADA_AUTHORIZED, MADA_NOT_AUTHORIZED and NOT_MADA',
  },
  { email: 'arabic@rental.test', userId: 'user-arabic', shows: 'preferredLanguage AR' },
] as const

/** The ride-app user is reached through the ride-app login with this sandbox code. */
export const RIDE_APP_LOGIN_CODE = 'sandbox-ride-app'
export const RIDE_APP_USER = {
  email: 'rideapp@rental.test',
  userId: 'user-ride-app',
  careemId: 'careem-70001',
} as const
