import type { GeoPoint } from '../../../api/schemas/common'
import type { CityCode } from '../../../domain/cities'
import type { Language } from '../../../domain/locales'

// What the address dialog asks of a places provider: suggestions while the customer types, the
// chosen one's details, and (where the provider has one) a map whose pin the customer can move.
// The sandbox answers from its seeded places; a configured build uses Google Maps.

export interface AddressSuggestion {
  /** The provider's place ID. */
  id: string
  /** The place's name in the asked language. */
  label: string
  /** A district, street or landmark that tells similar names apart. */
  detail: string
  /** Known up front where the provider sends it with the suggestion (the sandbox). */
  location?: GeoPoint
}

export interface FoundPlace {
  placeId: string
  label: string
  detail: string
  location: GeoPoint
}

export interface SuggestQuery {
  text: string
  city: CityCode
  language: Language
  /** The city's business zone: suggestions lean towards it. */
  zone: readonly GeoPoint[]
}

/**
 * One search, from the first letter typed to the place chosen. Google bills the suggestions and
 * the chosen place's details of one session together, so a session lives as long as one search.
 */
export interface AddressSearchSession {
  /** Same key, same answers: the suggestion cache is kept per key. */
  key: string
  suggest(query: SuggestQuery, signal: AbortSignal): Promise<AddressSuggestion[]>
  /** The chosen suggestion's coordinates and full address; ends the session. */
  choose(suggestion: AddressSuggestion): Promise<FoundPlace>
}

export interface PinMapOptions {
  pin: GeoPoint
  zone: readonly GeoPoint[]
  /** The pin's accessible name. */
  pinTitle: string
  /** The customer moved the pin on the map. */
  onMove(point: GeoPoint): void
}

export interface PinMap {
  movePin(point: GeoPoint): void
  destroy(): void
}

export interface AddressSearchProvider {
  id: 'sandbox' | 'google'
  /** Whose results these are, shown beside them where the provider's terms ask for it. */
  attribution: 'google' | null
  /**
   * Starts loading what the provider needs, so a failure shows before the customer types;
   * rejects with AddressSearchUnavailable. Absent: nothing to load.
   */
  prepare?: (context: { language: Language; city: CityCode }) => Promise<void>
  startSession(): AddressSearchSession
  /** Draws a map with a draggable pin into element; absent where the provider has no map. */
  mountMap?: (element: HTMLElement, options: PinMapOptions) => Promise<PinMap>
}

export class AddressSearchUnavailable extends Error {
  override readonly name = 'AddressSearchUnavailable'
}
