import { geocode } from '../../../api/sandbox'
import { GEOCODE_MAX_QUERY_LENGTH } from '../../../api/schemas/sandbox'
import type { AddressSearchProvider } from './address-search-provider'

// The sandbox's seeded places (/sandbox/geocode): every suggestion carries its coordinates, an
// empty search lists the city's popular places, and there is no map to load.

export const sandboxAddressSearch: AddressSearchProvider = {
  id: 'sandbox',
  attribution: null,
  startSession: () => ({
    key: 'sandbox',
    suggest: async (query, signal) => {
      const { places } = await geocode(
        {
          q: query.text.trim().slice(0, GEOCODE_MAX_QUERY_LENGTH),
          city: query.city,
          lang: query.language,
        },
        signal,
      )
      return places
    },
    choose: (suggestion) => {
      const { location } = suggestion
      if (!location) return Promise.reject(new Error(`Place ${suggestion.id} has no location`))
      return Promise.resolve({
        placeId: suggestion.id,
        label: suggestion.label,
        detail: suggestion.detail,
        location,
      })
    },
  }),
}
