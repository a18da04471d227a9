import type {
  AdvancedMarkerElement,
  AutocompleteRequest,
  AutocompleteSessionToken,
  GoogleMap,
  LatLng,
  LatLngLiteral,
  MapOptions,
  MapsEventListener,
  Place,
  PlacePrediction,
  PolygonOptions,
} from '../features/booking/address-search/google-maps-api'

// A stand-in for the Maps JavaScript API: `google.maps.importLibrary` answering with the places,
// maps and marker libraries' documented surface (AutocompleteSuggestion,
// AutocompleteSessionToken, PlacePrediction.toPlace, Place.fetchFields, Map, Polygon,
// AdvancedMarkerElement), recording what the adapter asks. The fixtures are shaped as Google's
// reference documents them: a PlacePrediction's placeId / text / mainText / secondaryText
// (FormattableText), a Place's id / displayName / formattedAddress / location (a LatLng).

export interface PlaceFixture {
  placeId: string
  text: Record<'en' | 'ar', { main: string; secondary: string }>
  formattedAddress: Record<'en' | 'ar', string>
  location: LatLngLiteral
}

/** Dubai Marina: inside the seeded Dubai business zone. */
export const dubaiMarina: PlaceFixture = {
  placeId: 'ChIJXz3gq9FsXz4R2S4QT1jp6Nw',
  text: {
    en: { main: 'Dubai Marina', secondary: 'Dubai - United Arab Emirates' },
    ar: { main: 'دبي مارينا', secondary: 'دبي - الإمارات العربية المتحدة' },
  },
  formattedAddress: {
    en: 'Dubai Marina - Dubai - United Arab Emirates',
    ar: 'دبي مارينا - دبي - الإمارات العربية المتحدة',
  },
  location: { lat: 25.0805, lng: 55.1403 },
}

/** Marina Mall, Abu Dhabi: a second "Marina", outside Dubai's business zone. */
export const marinaMallAbuDhabi: PlaceFixture = {
  placeId: 'ChIJd8BlQ2BZXj4RyL9EThq3NhQ',
  text: {
    en: { main: 'Marina Mall', secondary: 'Abu Dhabi - United Arab Emirates' },
    ar: { main: 'مارينا مول', secondary: 'أبوظبي - الإمارات العربية المتحدة' },
  },
  formattedAddress: {
    en: 'Marina Mall - Breakwater - Abu Dhabi - United Arab Emirates',
    ar: 'مارينا مول - كاسر الأمواج - أبوظبي - الإمارات العربية المتحدة',
  },
  location: { lat: 24.4757, lng: 54.3215 },
}

export const PLACE_FIXTURES: readonly PlaceFixture[] = [dubaiMarina, marinaMallAbuDhabi]

const latLng = (point: LatLngLiteral): LatLng => ({ lat: () => point.lat, lng: () => point.lng })

export interface StandInMarker {
  options: { position: LatLngLiteral; gmpDraggable: boolean; title: string }
  element: AdvancedMarkerElement
  /** What a customer's drag ends as: the position moves, then `dragend` fires. */
  dragTo(point: LatLngLiteral): void
  removed: boolean
}

export interface MapsStandIn {
  autocompleteRequests: AutocompleteRequest[]
  tokens: AutocompleteSessionToken[]
  fetched: Array<{ placeId: string; fields: string[]; token: AutocompleteSessionToken }>
  maps: Array<{ element: HTMLElement; options: MapOptions; panned: LatLngLiteral[] }>
  polygons: Array<{ options: PolygonOptions; onMap: boolean }>
  markers: StandInMarker[]
  libraries: string[]
}

export function installMapsStandIn(
  options: { places?: readonly PlaceFixture[]; missing?: string[] } = {},
): MapsStandIn {
  const places = options.places ?? PLACE_FIXTURES
  const standIn: MapsStandIn = {
    autocompleteRequests: [],
    tokens: [],
    fetched: [],
    maps: [],
    polygons: [],
    markers: [],
    libraries: [],
  }

  class AutocompleteSessionTokenStandIn {
    readonly serial: number
    constructor() {
      this.serial = standIn.tokens.push(this)
    }
  }

  const prediction = (
    fixture: PlaceFixture,
    language: 'en' | 'ar',
    token: AutocompleteSessionToken,
  ): PlacePrediction => {
    const text = fixture.text[language]
    return {
      placeId: fixture.placeId,
      text: { text: `${text.main}, ${text.secondary}` },
      mainText: { text: text.main },
      secondaryText: { text: text.secondary },
      toPlace: () => {
        const place: Place = {
          id: fixture.placeId,
          fetchFields: ({ fields }) => {
            standIn.fetched.push({ placeId: fixture.placeId, fields, token })
            if (fields.includes('displayName')) place.displayName = text.main
            if (fields.includes('formattedAddress'))
              place.formattedAddress = fixture.formattedAddress[language]
            if (fields.includes('location')) place.location = latLng(fixture.location)
            return Promise.resolve({ place })
          },
        }
        return place
      },
    }
  }

  const placesLibrary = {
    AutocompleteSessionToken: AutocompleteSessionTokenStandIn,
    AutocompleteSuggestion: {
      fetchAutocompleteSuggestions: (request: AutocompleteRequest) => {
        standIn.autocompleteRequests.push(request)
        const language = request.language === 'ar' ? 'ar' : 'en'
        const input = request.input.toLowerCase()
        const suggestions = places
          .filter((fixture) =>
            [fixture.text.en.main, fixture.text.ar.main].some((main) =>
              main.toLowerCase().includes(input),
            ),
          )
          .map((fixture) => ({
            placePrediction: prediction(fixture, language, request.sessionToken),
          }))
        return Promise.resolve({ suggestions })
      },
    },
  }

  class MapStandIn implements GoogleMap {
    readonly panned: LatLngLiteral[] = []
    constructor(element: HTMLElement, mapOptions: MapOptions) {
      standIn.maps.push({ element, options: mapOptions, panned: this.panned })
      element.append(document.createElement('div'))
    }
    panTo(latLng: LatLngLiteral) {
      this.panned.push(latLng)
    }
  }

  class PolygonStandIn {
    private readonly record: { options: PolygonOptions; onMap: boolean }
    constructor(polygonOptions: PolygonOptions) {
      this.record = { options: polygonOptions, onMap: true }
      standIn.polygons.push(this.record)
    }
    setMap(map: GoogleMap | null) {
      this.record.onMap = map !== null
    }
  }

  class AdvancedMarkerElementStandIn implements AdvancedMarkerElement {
    position: LatLng | LatLngLiteral | null | undefined
    map: GoogleMap | null | undefined
    private readonly listeners = new Set<() => void>()
    constructor(markerOptions: {
      map: GoogleMap
      position: LatLngLiteral
      gmpDraggable: boolean
      title: string
    }) {
      this.position = markerOptions.position
      this.map = markerOptions.map
      const record: StandInMarker = {
        options: markerOptions,
        element: this,
        dragTo: (point) => {
          // Google answers a drag with a LatLng: the adapter must read both shapes.
          this.position = latLng(point)
          for (const listener of this.listeners) listener()
        },
        get removed() {
          return record.element.map === null
        },
      }
      standIn.markers.push(record)
    }
    addListener(_event: 'dragend', handler: () => void): MapsEventListener {
      this.listeners.add(handler)
      return { remove: () => this.listeners.delete(handler) }
    }
  }

  const libraries: Record<string, unknown> = {
    places: placesLibrary,
    maps: { Map: MapStandIn, Polygon: PolygonStandIn },
    marker: { AdvancedMarkerElement: AdvancedMarkerElementStandIn },
  }
  for (const name of options.missing ?? []) libraries[name] = {}

  window.google = {
    ...window.google,
    maps: {
      importLibrary: (name: string) => {
        standIn.libraries.push(name)
        return Promise.resolve(libraries[name])
      },
    },
  }
  return standIn
}

/** A script loader that plays the Maps script: the API calls back as Google's does. */
export function loadMapsStandIn(loads: string[] = []): (src: string) => Promise<void> {
  return (src) => {
    loads.push(src)
    const callback = new URL(src).searchParams.get('callback')
    if (callback === '__rentalMapsReady') window.__rentalMapsReady?.()
    return Promise.resolve()
  }
}

export function removeMapsStandIn(): void {
  if (window.google) delete window.google.maps
}
