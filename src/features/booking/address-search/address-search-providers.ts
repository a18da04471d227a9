import { createContext } from 'react'
import { env, sandboxBuild } from '../../../lib/env'
import type { AddressSearchProvider, AddressSearchSession } from './address-search-provider'
import type { GoogleAddressConfig } from './google-address-search'
import { sandboxAddressSearch } from './sandbox-address-search'

// The build's places provider: the sandbox's seeded places, or Google Maps where a key and a map
// ID are configured. Neither: the dialog says address search is unavailable (self pick-up books).
// Google's adapter is its own chunk, fetched when an address dialog first opens.

function lazyGoogle(config: GoogleAddressConfig): AddressSearchProvider {
  let provider: Promise<AddressSearchProvider> | null = null
  const real = () =>
    (provider ??= import('./google-address-search').then((module) =>
      module.createGoogleAddressSearch(config),
    ))
  let sessions = 0
  return {
    id: 'google',
    attribution: 'google',
    prepare: async (context) => (await real()).prepare?.(context),
    startSession(): AddressSearchSession {
      sessions += 1
      let session: Promise<AddressSearchSession> | null = null
      const current = () => (session ??= real().then((loaded) => loaded.startSession()))
      return {
        key: `google-${sessions}`,
        suggest: async (query, signal) => (await current()).suggest(query, signal),
        choose: async (suggestion) => (await current()).choose(suggestion),
      }
    },
    mountMap: async (element, options) => {
      const loaded = await real()
      if (!loaded.mountMap) throw new Error('Google address search has no map')
      return loaded.mountMap(element, options)
    },
  }
}

export function configuredAddressSearch(config: {
  apiKey: string | undefined
  mapId: string | undefined
  load?: GoogleAddressConfig['load']
  report?: GoogleAddressConfig['report']
}): AddressSearchProvider | null {
  const { apiKey, mapId, ...rest } = config
  return apiKey && mapId ? lazyGoogle({ apiKey, mapId, ...rest }) : null
}

export const addressSearchProvider: AddressSearchProvider | null = sandboxBuild
  ? sandboxAddressSearch
  : configuredAddressSearch({ apiKey: env.googleMapsApiKey, mapId: env.googleMapsMapId })

/** The dialog's provider: the build's, unless a test renders the app with another. */
export const AddressSearchContext = createContext<AddressSearchProvider | null>(
  addressSearchProvider,
)
