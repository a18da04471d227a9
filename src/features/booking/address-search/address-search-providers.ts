import { createContext } from 'react'
import { env, sandboxBuild } from '../../../lib/env'
import type { AddressSearchProvider } from './address-search-provider'
import { createGoogleAddressSearch, type GoogleAddressConfig } from './google-address-search'
import { sandboxAddressSearch } from './sandbox-address-search'

// The build's places provider: the sandbox's seeded places, or Google Maps where a key and a map
// ID are configured. Neither: the dialog says address search is unavailable (self pickup books).
// Google's script itself loads only when an address dialog opens.

export function configuredAddressSearch(config: {
  apiKey: string | undefined
  mapId: string | undefined
  load?: GoogleAddressConfig['load']
  report?: GoogleAddressConfig['report']
}): AddressSearchProvider | null {
  const { apiKey, mapId, ...rest } = config
  return apiKey && mapId ? createGoogleAddressSearch({ apiKey, mapId, ...rest }) : null
}

export const addressSearchProvider: AddressSearchProvider | null = sandboxBuild
  ? sandboxAddressSearch
  : configuredAddressSearch({ apiKey: env.googleMapsApiKey, mapId: env.googleMapsMapId })

/** The dialog's provider: the build's, unless a test renders the app with another. */
export const AddressSearchContext = createContext<AddressSearchProvider | null>(
  addressSearchProvider,
)
