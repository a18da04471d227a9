import { dubaiDay, openDubaiDays } from '../lib/dubai-day'

// Requests the equivalence test sends both in-process and over HTTP: every endpoint family,
// with errors from each layer (path matching, handler validation, body parsing).

export interface Probe {
  name: string
  method?: 'GET' | 'POST'
  path: string
  /** A JSON value, or a raw string sent as is (for malformed JSON). */
  body?: unknown
  /** No handler may match: the server's own 404. Any other probe fails without its handler. */
  unmatched?: true
  /** Values made per request (generated ids, expiry times), left out of the comparison. */
  volatileKeys?: string[]
}

const settings = '/api/configuration/products'
const locales = '/api/configuration/products/DAILY/translations/locales'
const businessHours = '/api/availability/time-slot-availability/business-hours'
const priceCalculation = '/api/payment/listings/price-calculation'
const logEntry = {
  msg: 'boom',
  type: 'error',
  additional: { label: 'test', userAgent: 'vitest', deviceInfo: 'node' },
}

const quoteRequest = {
  listingId: 'dxb-004',
  cityCode: 'DXB',
  ...openDubaiDays(2, 5),
  deliveryType: 'SELF_PICKUP',
  handoverAddress: null,
  handbackAddress: null,
  couponCode: null,
}

/** Every family: each probe fails when its handler is missing. */
export const PLATFORM_PROBES: Probe[] = [
  { name: 'DAILY city settings', path: `${settings}/daily/cities/DXB/settings/active` },
  { name: 'MONTHLY city settings', path: `${settings}/subscription/cities/ruh/settings/active` },
  { name: 'unknown product (404)', path: `${settings}/weekly/cities/DXB/settings/active` },
  { name: 'city', path: '/api/configuration/cities/DXB' },
  { name: 'unknown city (404)', path: '/api/configuration/cities/XYZ' },
  { name: 'English translations', path: `${locales}/en-US` },
  { name: 'Arabic translations', path: `${locales}/ar` },
  { name: 'legal documents', path: `${locales}/en/legal-documents` },
  { name: 'business hours', path: `${businessHours}?cityCode=DXB&deliveryType=SELF_PICKUP` },
  { name: 'business hours without deliveryType (400)', path: `${businessHours}?cityCode=DXB` },
  { name: 'features', path: '/rental/api/features' },
  { name: 'logger entry (204)', method: 'POST', path: '/rental/api/logger/', body: logEntry },
  {
    name: 'logger entry, bad fields (422)',
    method: 'POST',
    path: '/rental/api/logger/',
    body: { msg: '' },
  },
  {
    name: 'logger entry, not JSON (400)',
    method: 'POST',
    path: '/rental/api/logger/',
    body: '{oops',
  },
  { name: 'no such endpoint (404)', path: '/api/no/such/endpoint', unmatched: true },
  {
    name: 'listing search',
    path: '/api/availability/listings?cityCode=DXB&product=DAILY&page=1&pageSize=10',
  },
  {
    name: 'listing search, page 2 of Abu Dhabi',
    path: '/api/availability/listings?cityCode=AUH&product=DAILY&page=2&pageSize=5',
  },
  { name: 'listing details', path: '/api/availability/listings/dxb-001' },
  { name: 'me/details without a session (401)', path: '/api/identity/me/details' },
  {
    name: 'wrong password (401)',
    method: 'POST',
    path: '/rental/api/auth/login',
    body: { email: 'customer@rental.test', password: 'not-the-password' },
  },
  {
    name: 'daily price calculation',
    method: 'POST',
    path: `${priceCalculation}/daily`,
    body: quoteRequest,
    volatileKeys: ['quoteId', 'validUntil'],
  },
  {
    name: 'daily price calculation, return before pickup (422)',
    method: 'POST',
    path: `${priceCalculation}/daily`,
    body: { ...quoteRequest, to: dubaiDay(1) },
  },
  {
    name: 'card token without a session (401)',
    method: 'POST',
    path: '/api/payment/customers/user-customer/checkout/card-token',
    body: { cardToken: 'tok_unknown', currency: 'AED', cardNetwork: 'VISA', cityCode: 'DXB' },
  },
  {
    name: 'allowed payment methods without a session (401)',
    path: '/api/payment/methods/user-customer/allowed',
  },
  {
    // A relative base must not match under another prefix.
    name: 'platform path under the rental base (404)',
    path: '/rental/api/configuration/cities/DXB',
    unmatched: true,
  },
]

/** Sent with customer@'s session cookie. */
export const SESSION_PROBES: Probe[] = [
  { name: 'me/details', path: '/api/identity/me/details' },
  { name: 'allowed payment methods', path: '/api/payment/methods/user-customer/allowed' },
  {
    name: "another customer's payment methods (403)",
    path: '/api/payment/methods/user-new/allowed',
  },
]
