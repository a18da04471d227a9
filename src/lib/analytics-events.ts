import type { ProductType } from '../api/schemas/common'
import type { DocumentSide, DocumentType } from '../api/schemas/documents'

// The analytics catalogue: every event the app sends and the type of each property, so `track`
// is checked per event. Properties describe what happened, never who: no name, email, phone,
// address, card digits, token or user id; filters are named, not their values.

/** How a payment was made: a card added in checkout, a saved card, or the ride-app wallet. */
export type PaymentMethodKind = 'card' | 'saved_card' | 'wallet'

/** The cars list's filters, as reported (which changed, never to what). */
export type FilterKey = 'dates' | 'product' | 'sort' | 'price'

export type WebVitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB'

export type AnalyticsEvents = {
  /** A page of the cars list arrived: the funnel's first step. */
  list_viewed: { city: string; product: ProductType; results: number; page: number }
  /** The customer changed filters; `filters` lists the FilterKeys, comma-separated and sorted. */
  filters_changed: { city: string; product: ProductType; filters: string }
  car_viewed: { listingId: string; city: string; product: ProductType }
  /** A booking flow opened on the summary page (not a draft resumed after a reload or login). */
  booking_started: { listingId: string; product: ProductType }
  payment_submitted: { method: PaymentMethodKind; product: ProductType }
  booking_confirmed: { product: ProductType }
  /** A submitted payment ended without a booking; `reason` is the platform's or the flow's code. */
  booking_failed: { product: ProductType; reason: string }
  documents_uploaded: { documentType: DocumentType; side: DocumentSide }
  /** A Core Web Vital of this page load; `route` is the route's template, never the URL. */
  web_vital: {
    metric: WebVitalName
    value: number
    rating: 'good' | 'needs-improvement' | 'poor'
    navigationType: string
    route: string
  }
  /** SPEC §8: the global error boundary caught a crash (src/lib/crash.ts). */
  'Application crashed': { label: string }
}

export type AnalyticsEventName = keyof AnalyticsEvents
