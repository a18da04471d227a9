import { loadScript, SCRIPT_TIMEOUT_MS } from '../../../lib/load-script'

// The part of the Maps JavaScript API the address adapter uses, as Google's reference documents
// it (places: AutocompleteSuggestion, AutocompleteSessionToken, PlacePrediction, Place; maps: Map,
// Polygon; marker: AdvancedMarkerElement), and its loader. Libraries arrive through
// `google.maps.importLibrary`; each is checked before use, so a script that answers with something
// else fails like a script that did not load.

export const MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js'

export interface LatLngLiteral {
  lat: number
  lng: number
}

/** google.maps.LatLng: its coordinates are methods. */
export interface LatLng {
  lat: () => number
  lng: () => number
}

export interface LatLngBoundsLiteral {
  north: number
  south: number
  east: number
  west: number
}

export interface FormattableText {
  text: string
}

export interface Place {
  id: string
  location?: LatLng | null
  formattedAddress?: string | null
  displayName?: string | null
  fetchFields(request: { fields: string[] }): Promise<{ place: Place }>
}

export interface PlacePrediction {
  placeId: string
  text: FormattableText
  mainText: FormattableText | null
  secondaryText: FormattableText | null
  toPlace(): Place
}

export interface AutocompleteSuggestion {
  placePrediction: PlacePrediction | null
}

/** An opaque token: one per search, sent with its suggestions and its place's details. */
export type AutocompleteSessionToken = object

export interface AutocompleteRequest {
  input: string
  sessionToken: AutocompleteSessionToken
  locationBias: LatLngBoundsLiteral | { center: LatLngLiteral; radius: number }
  includedRegionCodes: string[]
  language: string
  region: string
}

export interface PlacesLibrary {
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(
      request: AutocompleteRequest,
    ): Promise<{ suggestions: AutocompleteSuggestion[] }>
  }
  AutocompleteSessionToken: new () => AutocompleteSessionToken
}

export interface MapOptions {
  center: LatLngLiteral
  zoom: number
  mapId: string
  clickableIcons: boolean
  gestureHandling: 'cooperative'
  streetViewControl: boolean
  mapTypeControl: boolean
}

export interface GoogleMap {
  panTo(latLng: LatLngLiteral): void
}

export interface PolygonOptions {
  map: GoogleMap
  paths: LatLngLiteral[]
  clickable: boolean
  strokeColor: string
  strokeWeight: number
  fillColor: string
  fillOpacity: number
}

export interface Polygon {
  setMap(map: GoogleMap | null): void
}

export interface MapsLibrary {
  Map: new (element: HTMLElement, options: MapOptions) => GoogleMap
  Polygon: new (options: PolygonOptions) => Polygon
}

export interface MapsEventListener {
  remove(): void
}

export interface AdvancedMarkerElement {
  /** A LatLng, or a literal (newer versions answer with LatLngAltitude, whose lat is a number). */
  position: LatLng | LatLngLiteral | null | undefined
  map: GoogleMap | null | undefined
  addListener(event: 'dragend', handler: () => void): MapsEventListener
}

export interface MarkerLibrary {
  AdvancedMarkerElement: new (options: {
    map: GoogleMap
    position: LatLngLiteral
    gmpDraggable: boolean
    title: string
  }) => AdvancedMarkerElement
}

export interface GoogleMapsNamespace {
  importLibrary(name: string): Promise<unknown>
}

declare global {
  interface GoogleNamespace {
    maps?: GoogleMapsNamespace
  }
  interface Window {
    /** The Maps JavaScript API calls this once it is ready (its `callback` parameter). */
    __rentalMapsReady?: () => void
  }
}

const READY_CALLBACK = '__rentalMapsReady'

function has(value: unknown, key: string): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && key in value
}

function isConstructor(value: unknown): boolean {
  return typeof value === 'function'
}

export function isPlacesLibrary(value: unknown): value is PlacesLibrary {
  return (
    has(value, 'AutocompleteSuggestion') &&
    has(value.AutocompleteSuggestion, 'fetchAutocompleteSuggestions') &&
    typeof value.AutocompleteSuggestion.fetchAutocompleteSuggestions === 'function' &&
    has(value, 'AutocompleteSessionToken') &&
    isConstructor(value.AutocompleteSessionToken)
  )
}

export function isMapsLibrary(value: unknown): value is MapsLibrary {
  return has(value, 'Map') && isConstructor(value.Map) && has(value, 'Polygon')
}

export function isMarkerLibrary(value: unknown): value is MarkerLibrary {
  return has(value, 'AdvancedMarkerElement') && isConstructor(value.AdvancedMarkerElement)
}

/**
 * The script's address, as Google's bootstrap loader builds it: the key, the weekly channel,
 * the language and region of labels (fixed for the page once loaded) and the ready callback.
 */
export function mapsScriptUrl(config: { apiKey: string; language: string; region: string }) {
  const params = new URLSearchParams({
    key: config.apiKey,
    v: 'weekly',
    loading: 'async',
    language: config.language,
    region: config.region,
    callback: READY_CALLBACK,
  })
  return `${MAPS_SCRIPT_URL}?${params.toString()}`
}

/**
 * Loads the API once (Google's dynamic-import bootstrap, as a module: the page's policy allows no
 * inline script). Resolves with `google.maps` when its callback has run; rejects when the script
 * fails, stalls or arrives without `importLibrary`.
 */
export async function loadMapsApi(
  url: string,
  load: (src: string) => Promise<void> = loadScript,
  timeoutMs = SCRIPT_TIMEOUT_MS,
): Promise<GoogleMapsNamespace> {
  const existing = window.google?.maps
  if (existing && typeof existing.importLibrary === 'function') return existing
  let timer: ReturnType<typeof setTimeout> | undefined
  const ready = new Promise<void>((resolve, reject) => {
    window.__rentalMapsReady = () => resolve()
    timer = setTimeout(
      () => reject(new Error('The Maps JavaScript API never called back')),
      timeoutMs,
    )
  })
  // Whichever fails first is the error; the other promise's rejection is then of no interest.
  ready.catch(() => undefined)
  try {
    await load(url)
    await ready
  } finally {
    clearTimeout(timer)
    delete window.__rentalMapsReady
  }
  const maps = window.google?.maps
  if (!maps || typeof maps.importLibrary !== 'function')
    throw new Error('The Maps JavaScript API loaded without google.maps.importLibrary')
  return maps
}
