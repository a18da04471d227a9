import type { GeoPoint } from '../../../api/schemas/common'
import { cityByCode, type CityCode } from '../../../domain/cities'
import { zoneBounds } from '../../../domain/geo'
import { mapCentre } from '../../../domain/map-centre'
import type { Language } from '../../../domain/locales'
import { loadScript } from '../../../lib/load-script'
import { reportException } from '../../../lib/monitoring'
import {
  AddressSearchUnavailable,
  type AddressSearchProvider,
  type AddressSearchSession,
  type AddressSuggestion,
  type PinMapOptions,
} from './address-search-provider'
import {
  isMapsLibrary,
  isMarkerLibrary,
  isPlacesLibrary,
  loadMapsApi,
  mapsScriptUrl,
  type AutocompleteSessionToken,
  type GoogleMapsNamespace,
  type LatLng,
  type LatLngLiteral,
  type PlacePrediction,
} from './google-maps-api'

// Address search with Google's Places API (New) through the Maps JavaScript API: suggestions
// leaning towards the city's business zone, in the page's language; details (coordinates, full
// address) fetched only for the chosen suggestion, in the same session token; the refine step on
// a Google map with a draggable advanced marker and the delivery area drawn on it.

/** Where a city has no business zone yet, suggestions lean towards this radius around it. */
const CITY_RADIUS_METRES = 30_000
/** Close enough to tell buildings apart. */
const PIN_ZOOM = 17
/** The delivery area on the map: Google draws it on a canvas, which takes a literal colour. */
const ZONE_COLOUR = '#0f766e'

export const PLACE_FIELDS = ['location', 'formattedAddress', 'displayName']

export interface GoogleAddressConfig {
  apiKey: string
  mapId: string
  load?: (src: string) => Promise<void>
  report?: (error: unknown, label: string) => void
}

const toLatLng = (point: GeoPoint): LatLngLiteral => ({
  lat: point.latitude,
  lng: point.longitude,
})

/** A marker's position is a LatLng (methods) or, in newer versions, a literal (numbers). */
export function toGeoPoint(position: LatLng | LatLngLiteral | null | undefined): GeoPoint | null {
  if (!position) return null
  const latitude = typeof position.lat === 'function' ? position.lat() : position.lat
  const longitude = typeof position.lng === 'function' ? position.lng() : position.lng
  return Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null
}

function regionOf(city: CityCode): string {
  return (cityByCode(city)?.countryCode ?? 'ae').toUpperCase()
}

export function createGoogleAddressSearch(config: GoogleAddressConfig): AddressSearchProvider {
  const load = config.load ?? loadScript
  const report = config.report ?? reportException
  let api: Promise<GoogleMapsNamespace> | null = null
  let sessions = 0

  // One load for the page; a failed one is reported once and forgotten, so the next dialog
  // tries again.
  const maps = (context: { language: Language; city: CityCode }) => {
    api ??= loadMapsApi(
      mapsScriptUrl({
        apiKey: config.apiKey,
        language: context.language,
        region: regionOf(context.city),
      }),
      load,
    ).catch((error: unknown) => {
      api = null
      report(error, 'address-search: the Maps JavaScript API did not load')
      throw new AddressSearchUnavailable('google', { cause: error })
    })
    return api
  }

  const library = async <T>(
    context: { language: Language; city: CityCode },
    name: string,
    is: (value: unknown) => value is T,
  ): Promise<T> => {
    const loaded = await (await maps(context)).importLibrary(name)
    if (!is(loaded)) {
      const error = new Error(`The Maps JavaScript API has no usable "${name}" library`)
      report(error, 'address-search: the Maps JavaScript API did not load')
      throw new AddressSearchUnavailable('google', { cause: error })
    }
    return loaded
  }

  // The map is drawn in the language the script loaded with: the last search's context.
  let lastContext: { language: Language; city: CityCode } = { language: 'en', city: 'DXB' }

  return {
    id: 'google',
    attribution: 'google',
    prepare: async (context) => {
      lastContext = context
      await maps(context)
    },
    startSession(): AddressSearchSession {
      sessions += 1
      let token: AutocompleteSessionToken | null = null
      const predictions = new Map<string, PlacePrediction>()
      return {
        key: `google-${sessions}`,
        async suggest(query, signal) {
          const text = query.text.trim()
          if (text === '') return []
          const context = { language: query.language, city: query.city }
          lastContext = context
          const places = await library(context, 'places', isPlacesLibrary)
          token ??= new places.AutocompleteSessionToken()
          const bounds = zoneBounds(query.zone)
          const region = regionOf(query.city)
          const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
            input: text,
            sessionToken: token,
            locationBias: bounds ?? {
              center: toLatLng(mapCentre(query.city)),
              radius: CITY_RADIUS_METRES,
            },
            includedRegionCodes: [region.toLowerCase()],
            language: query.language,
            region: region.toLowerCase(),
          })
          signal.throwIfAborted()
          const found: AddressSuggestion[] = []
          for (const { placePrediction: prediction } of suggestions) {
            if (!prediction) continue
            predictions.set(prediction.placeId, prediction)
            found.push({
              id: prediction.placeId,
              label: prediction.mainText?.text ?? prediction.text.text,
              detail: prediction.secondaryText?.text ?? '',
            })
          }
          return found
        },
        async choose(suggestion) {
          const prediction = predictions.get(suggestion.id)
          if (!prediction) throw new Error(`No suggestion ${suggestion.id} in this search`)
          const { place } = await prediction.toPlace().fetchFields({ fields: PLACE_FIELDS })
          // The details close the session: the next search bills as a new one.
          token = null
          predictions.clear()
          const location = toGeoPoint(place.location)
          if (!location) throw new Error(`Place ${place.id} came without a location`)
          return {
            placeId: place.id,
            label: place.displayName || suggestion.label,
            detail: place.formattedAddress || suggestion.detail,
            location,
          }
        },
      }
    },
    async mountMap(element: HTMLElement, options: PinMapOptions) {
      const [mapsLibrary, markerLibrary] = await Promise.all([
        library(lastContext, 'maps', isMapsLibrary),
        library(lastContext, 'marker', isMarkerLibrary),
      ])
      const map = new mapsLibrary.Map(element, {
        center: toLatLng(options.pin),
        zoom: PIN_ZOOM,
        mapId: config.mapId,
        clickableIcons: false,
        gestureHandling: 'cooperative',
        streetViewControl: false,
        mapTypeControl: false,
      })
      const zone =
        options.zone.length > 2
          ? new mapsLibrary.Polygon({
              map,
              paths: options.zone.map(toLatLng),
              clickable: false,
              strokeColor: ZONE_COLOUR,
              strokeWeight: 2,
              fillColor: ZONE_COLOUR,
              fillOpacity: 0.08,
            })
          : null
      const marker = new markerLibrary.AdvancedMarkerElement({
        map,
        position: toLatLng(options.pin),
        gmpDraggable: true,
        title: options.pinTitle,
      })
      const listener = marker.addListener('dragend', () => {
        const point = toGeoPoint(marker.position)
        if (point) options.onMove(point)
      })
      return {
        movePin(point: GeoPoint) {
          marker.position = toLatLng(point)
          map.panTo(toLatLng(point))
        },
        destroy() {
          listener.remove()
          marker.map = null
          zone?.setMap(null)
        },
      }
    },
  }
}
