// The one map of endpoints (SPEC §7), as templates with `:param` segments. The client fills them
// (fillPath); the fake platform matches them as they are. `rental` paths live under the rental
// API base (auth, logger, features, analytics), the rest under the platform API base.
// Entries marked "beyond §7" are calls the product needs that the spec does not list.

// Each variable is named in full: a build replaces only `import.meta.env.NAME` written out, so a
// key looked up at run time reads nothing in the built app or the prerender's server bundle,
// which would then call the relative defaults. The standalone platform server (plain Node) has no
// import.meta.env at all.
const hasEnv = typeof import.meta.env !== 'undefined'

export const apiBases = {
  rental: baseOr(hasEnv ? import.meta.env.VITE_RENTAL_API_BASE : undefined, '/rental/api'),
  platform: baseOr(hasEnv ? import.meta.env.VITE_PLATFORM_API_BASE : undefined, '/api'),
} as const
export type ApiBase = keyof typeof apiBases

function baseOr(configured: string | undefined, fallback: string): string {
  return trimSlash(configured === undefined || configured === '' ? fallback : configured)
}

function trimSlash(value: string): string {
  return value.endsWith('/') ? value.slice(0, -1) : value
}

export const rentalPaths = {
  login: '/auth/login',
  logout: '/auth/logout',
  socialLogin: '/auth/social-login',
  careemHandler: '/auth/careem/handler',
  logger: '/logger/',
  features: '/features',
  analytics: '/analytics/events',
} as const

export const identityPaths = {
  meDetails: '/identity/me/details',
  marketingConsent: '/identity/me/details/marketing-consent',
  password: '/identity/me/details/password',
  preferredLanguage: '/identity/me/details/preferred-language',
  touristFlags: '/identity/me/details/tourist-flags',
  isTourist: '/identity/me/details/is-tourist',
  loginCareem: '/identity/login/careem',
  loginSiteUser: '/identity/login/siteuser',
  loginSocial: '/identity/login/social',
  registration: '/identity/registration',
  registrationSocial: '/identity/registration/social',
  passwordReset: '/identity/registration/password-reset',
  documentStatus: '/identity/me/documents/:driverType/status',
  requiredDocuments: '/identity/me/documents/:driverType/required-documents',
  uploadDocument: '/identity/me/documents/:driverType/:documentType/:side',
  residentQuestions: '/identity/me/kyc/questions/:countryCode/resident',
  kycAnswers: '/identity/me/kyc/questions/answers',
  residentDocuments: '/identity/me/documents/resident',
  touristDocuments: '/identity/me/documents/tourist',
  kycStatus: '/identity/me/kyc/status',
  userDocument: '/identity/users/documents/:documentId',
} as const

export const configurationPaths = {
  citySettings: '/configuration/products/:product/cities/:cityCode/settings/active',
  city: '/configuration/cities/:cityCode',
  translations: '/configuration/products/DAILY/translations/locales/:locale',
  legalDocuments: '/configuration/products/DAILY/translations/locales/:locale/legal-documents',
} as const

export const availabilityPaths = {
  listingSlots: '/availability/time-slot-availability/listing/:listingId',
  bookingSlots: '/availability/time-slot-availability/customer/booking/:bookingId',
  businessHours: '/availability/time-slot-availability/business-hours',
  /** Beyond §7: the paged car search behind the cars list. */
  listings: '/availability/listings',
  /** Beyond §7: one listing's details. */
  listing: '/availability/listings/:listingId',
  /** Beyond §7: the days a listing is booked between two dates, for the calendar. */
  bookedDays: '/availability/listings/:listingId/booked-days',
} as const

export const paymentPaths = {
  billingDetails: '/payment/customers/:customerId/billing-details',
  careemIntents: '/payment/customers/:customerId/careem/intents',
  careemIntent: '/payment/customers/:customerId/careem/intents/:intentId',
  initialIntent: '/payment/booking-payment/intent/:bookingId/initial',
  bookingIntent: '/payment/booking-payment/intent/:bookingId/:intentId',
  /** Beyond §7: the customer's rentals. */
  bookings: '/payment/customers/:customerId/bookings',
  /** Beyond §7 (POST): create a booking from a quote. */
  createBooking: '/payment/customers/:customerId/bookings/:product',
  booking: '/payment/customers/:customerId/bookings/:product/:bookingId',
  cancellationFee: '/payment/customers/:customerId/bookings/:product/:bookingId/cancellation-fee',
  /** Beyond §7: cancel a booking. */
  cancelBooking: '/payment/customers/:customerId/bookings/:product/:bookingId/cancel',
  invoices: '/payment/customers/:customerId/invoices',
  invoicePdf: '/payment/invoices/pdf/:invoiceId',
  cardToken: '/payment/customers/:customerId/checkout/card-token',
  /** Beyond §7 (PUT): make a saved card the preferred one. */
  preferredMethod: '/payment/customers/:customerId/methods/:paymentMethodId/preferred',
  /** Beyond §7 (DELETE): remove a saved card. */
  savedMethod: '/payment/customers/:customerId/methods/:paymentMethodId',
  /** Beyond §7: every charge, payment and refund of the customer, newest first. */
  payments: '/payment/customers/:customerId/payments',
  allowedMethods: '/payment/methods/:userId/allowed',
  mada: '/payment/methods/:paymentMethodId/mada',
  endDate: '/payment/customers/:customerId/bookings/:bookingId/end-date',
  chargeSummary: '/payment/customers/:customerId/bookings/:bookingId/charge-summary',
  chargeDocument: '/payment/customers/charges/:chargeId/documents/:documentId',
  preAuth: '/payment/customers/:customerId/bookings/:bookingId/pre-auth',
  paymentDetails: '/payment/booking-payment/details/:bookingId',
  listingPrices: '/payment/listings/:listingId/prices/:product/active',
  priceCalculation: '/payment/listings/price-calculation/:product',
  bookingPriceCalculation:
    '/payment/customers/:customerId/bookings/:product/:bookingId/price-calculation',
} as const

/** The sandbox's own endpoints, under the platform base; absent on a real platform. */
export const sandboxPaths = {
  tokenize: '/sandbox/tokenize',
  challenge: '/sandbox/challenges/:challengeId',
  inbox: '/sandbox/inbox',
  geocode: '/sandbox/geocode',
} as const

/**
 * Sandbox-only: the sandbox controls over HTTP (reset, scenarios, personas, faults, latency,
 * clock, flags), so curl, a mobile build or a load test can drive the standalone platform. Only
 * mocks/ uses them, so a production build drops them with the rest of the sandbox.
 */
export const sandboxControlPaths = {
  controls: '/sandbox/controls',
  reset: '/sandbox/reset',
  scenarios: '/sandbox/scenarios',
  scenario: '/sandbox/scenario',
  login: '/sandbox/login',
  logout: '/sandbox/logout',
  faults: '/sandbox/faults',
  fault: '/sandbox/faults/:index',
  latency: '/sandbox/latency',
  clock: '/sandbox/clock',
  flags: '/sandbox/flags',
  /** PUT a SPEC §6 platform feature flag, for everyone or for one account. */
  features: '/sandbox/features',
} as const

/** The `:name` segments of a path template. */
export type PathParams<T extends string> = T extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : T extends `${string}:${infer Name}`
    ? Name
    : never

/** Fills a template's `:name` segments, encoding each value. */
export function fillPath<T extends string>(
  template: T,
  ...[params]: PathParams<T> extends never ? [] : [Record<PathParams<T>, string>]
): string {
  if (!params) return template
  const values: Record<string, string> = params
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  )
}
