// A stand-in for the Maps JavaScript API, served by Playwright at the real script URL
// (https://maps.googleapis.com/maps/api/js?…) so a VITE_SANDBOX=false build can be driven without
// the network:
//
//   await page.route('https://maps.googleapis.com/maps/api/js?**', (route) =>
//     route.fulfill({ path: 'e2e/stand-ins/google-maps.js', contentType: 'text/javascript' }))
//
// It implements the documented surface the app's adapter uses, with plain DOM: importLibrary
// ('places' | 'maps' | 'marker'), AutocompleteSuggestion.fetchAutocompleteSuggestions,
// AutocompleteSessionToken, PlacePrediction.toPlace, Place.fetchFields, Map, Polygon and
// AdvancedMarkerElement (draggable with the pointer or the arrow keys; `dragend` after each move).
// Like Google's script it calls the `callback` named in its URL once ready. A test can drag the pin
// to exact coordinates with `window.__mapsStandIn.drag(lat, lng)` and read what was asked from
// `window.__mapsStandIn.requests`.
;(() => {
  const script = document.currentScript
  const params = new URL(script instanceof HTMLScriptElement ? script.src : location.href)
    .searchParams

  const PLACES = [
    {
      placeId: 'ChIJXz3gq9FsXz4R2S4QT1jp6Nw',
      en: [
        'Dubai Marina',
        'Dubai - United Arab Emirates',
        'Dubai Marina - Dubai - United Arab Emirates',
      ],
      ar: [
        'دبي مارينا',
        'دبي - الإمارات العربية المتحدة',
        'دبي مارينا - دبي - الإمارات العربية المتحدة',
      ],
      location: { lat: 25.0805, lng: 55.1403 },
    },
    {
      placeId: 'ChIJg_kRxjZDXz4RrJcTBlAfIOw',
      en: [
        'Downtown Dubai',
        'Dubai - United Arab Emirates',
        'Downtown Dubai - Dubai - United Arab Emirates',
      ],
      ar: [
        'وسط مدينة دبي',
        'دبي - الإمارات العربية المتحدة',
        'وسط مدينة دبي - دبي - الإمارات العربية المتحدة',
      ],
      location: { lat: 25.1972, lng: 55.2744 },
    },
    {
      placeId: 'ChIJ5wQ4Fv8CLz4RYzDPDJhL-Zo',
      en: ['Hatta', 'Dubai - United Arab Emirates', 'Hatta - Dubai - United Arab Emirates'],
      ar: ['حتا', 'دبي - الإمارات العربية المتحدة', 'حتا - دبي - الإمارات العربية المتحدة'],
      location: { lat: 24.7963, lng: 56.118 },
    },
    {
      placeId: 'ChIJmZNIDYkDLz4R1Z_nmBxNl7o',
      en: [
        'Kingdom Centre',
        'Riyadh Saudi Arabia',
        'Kingdom Centre, King Fahd Rd, Riyadh Saudi Arabia',
      ],
      ar: ['برج المملكة', 'الرياض السعودية', 'برج المملكة، طريق الملك فهد، الرياض السعودية'],
      location: { lat: 24.7114, lng: 46.6744 },
    },
  ]

  const requests = { autocomplete: [], fetchFields: [], maps: [] }
  const markers = []

  const latLng = (point) => ({ lat: () => point.lat, lng: () => point.lng, toJSON: () => point })
  const literal = (position) =>
    typeof position.lat === 'function' ? { lat: position.lat(), lng: position.lng() } : position

  let tokens = 0
  class AutocompleteSessionToken {
    constructor() {
      tokens += 1
      this.serial = tokens
    }
    toString() {
      return `session-${String(this.serial)}`
    }
  }

  const prediction = (place, language) => {
    const [main, secondary, formatted] = place[language]
    return {
      placeId: place.placeId,
      text: { text: `${main}, ${secondary}`, matches: [] },
      mainText: { text: main, matches: [] },
      secondaryText: { text: secondary, matches: [] },
      types: ['neighborhood', 'political'],
      distanceMeters: null,
      toPlace: () => {
        const found = { id: place.placeId }
        found.fetchFields = ({ fields }) => {
          requests.fetchFields.push({ placeId: place.placeId, fields })
          if (fields.includes('displayName')) found.displayName = main
          if (fields.includes('formattedAddress')) found.formattedAddress = formatted
          if (fields.includes('location')) found.location = latLng(place.location)
          return Promise.resolve({ place: found })
        }
        return found
      },
    }
  }

  const AutocompleteSuggestion = {
    fetchAutocompleteSuggestions(request) {
      requests.autocomplete.push({ ...request, sessionToken: Boolean(request.sessionToken) })
      const language = request.language === 'ar' ? 'ar' : 'en'
      const input = String(request.input).toLowerCase()
      const suggestions = PLACES.filter((place) =>
        [place.en[0], place.ar[0]].some((name) => name.toLowerCase().includes(input)),
      ).map((place) => ({ placePrediction: prediction(place, language) }))
      return Promise.resolve({ suggestions })
    },
  }

  // Metres per pixel at a zoom level, as Web Mercator has it: enough for a pin dragged by hand.
  const metresPerPixel = (lat, zoom) => (156543.03392 * Math.cos((lat * Math.PI) / 180)) / 2 ** zoom

  class GoogleMap {
    constructor(element, options) {
      requests.maps.push({ mapId: options.mapId, center: options.center, zoom: options.zoom })
      this.element = element
      this.zoom = options.zoom
      this.center = options.center
      this.canvas = document.createElement('div')
      this.canvas.setAttribute('data-stand-in', 'google-map')
      Object.assign(this.canvas.style, {
        position: 'relative',
        inlineSize: '100%',
        blockSize: '100%',
        background: 'repeating-linear-gradient(45deg, #e8eef2 0 12px, #dde6ec 12px 24px)',
      })
      element.replaceChildren(this.canvas)
    }
    panTo(center) {
      this.center = center
    }
  }

  class Polygon {
    constructor(options) {
      this.paths = options.paths
      this.map = options.map
    }
    setMap(map) {
      this.map = map
    }
  }

  class AdvancedMarkerElement {
    constructor(options) {
      this.listeners = new Set()
      this.position = options.position
      this.element = document.createElement('div')
      this.element.setAttribute('role', 'button')
      this.element.setAttribute('aria-label', options.title)
      this.element.tabIndex = 0
      Object.assign(this.element.style, {
        position: 'absolute',
        insetBlockStart: 'calc(50% - 24px)',
        insetInlineStart: 'calc(50% - 12px)',
        inlineSize: '24px',
        blockSize: '24px',
        borderRadius: '50% 50% 50% 0',
        background: '#c5221f',
        cursor: 'grab',
      })
      this.element.addEventListener('keydown', (event) => {
        const step = {
          ArrowUp: [0, -10],
          ArrowDown: [0, 10],
          ArrowLeft: [-10, 0],
          ArrowRight: [10, 0],
        }[event.key]
        if (!step) return
        event.preventDefault()
        this.moveByPixels(step[0], step[1])
      })
      let start = null
      this.element.addEventListener('pointerdown', (event) => {
        start = { x: event.clientX, y: event.clientY }
        this.element.setPointerCapture(event.pointerId)
      })
      this.element.addEventListener('pointerup', (event) => {
        if (!start) return
        this.moveByPixels(event.clientX - start.x, event.clientY - start.y)
        start = null
      })
      this.map = options.map
      markers.push(this)
    }
    set map(map) {
      this.currentMap = map
      if (map) map.canvas.append(this.element)
      else this.element.remove()
    }
    get map() {
      return this.currentMap
    }
    moveByPixels(dx, dy) {
      const from = literal(this.position)
      const metres = metresPerPixel(from.lat, this.currentMap ? this.currentMap.zoom : 17)
      const lat = from.lat - (dy * metres) / 111320
      const lng = from.lng + (dx * metres) / (111320 * Math.cos((from.lat * Math.PI) / 180))
      this.dragTo(lat, lng)
    }
    dragTo(lat, lng) {
      this.position = latLng({ lat, lng })
      for (const listener of this.listeners) listener({ latLng: this.position })
    }
    addListener(event, handler) {
      if (event !== 'dragend') return { remove() {} }
      this.listeners.add(handler)
      return { remove: () => this.listeners.delete(handler) }
    }
  }

  const libraries = {
    places: { AutocompleteSuggestion, AutocompleteSessionToken },
    maps: { Map: GoogleMap, Polygon },
    marker: { AdvancedMarkerElement },
  }

  window.google = window.google || {}
  window.google.maps = {
    importLibrary: (name) =>
      name in libraries
        ? Promise.resolve(libraries[name])
        : Promise.reject(new Error(`The stand-in has no "${name}" library`)),
  }
  window.__mapsStandIn = {
    requests,
    drag: (lat, lng) => {
      const marker = markers.filter((candidate) => candidate.map).at(-1)
      if (!marker) throw new Error('No marker on the map')
      marker.dragTo(lat, lng)
    },
  }

  const callback = params.get('callback')
  if (callback) {
    const target = callback
      .split('.')
      .reduce((owner, key) => (owner ? owner[key] : undefined), window)
    if (typeof target === 'function') setTimeout(target)
  }
})()
