import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { GeoPoint } from '../../../api/schemas/common'
import { GEOCODE_MAX_QUERY_LENGTH } from '../../../api/schemas/sandbox'
import type { CityCode } from '../../../domain/cities'
import type { Language } from '../../../domain/locales'
import type { AddressSearchSession } from '../address-search/address-search-provider'

/** Typing pauses this long before a search is sent. */
const DEBOUNCE_MS = 250

/**
 * Suggestions for an address search, debounced: one request per pause in typing, the previous
 * results stay on screen meanwhile, and a stale answer never replaces a newer one (the query
 * key is the text searched for, within the provider's session).
 */
export function useAddressSuggestions(
  session: AddressSearchSession,
  search: { text: string; city: CityCode; language: Language; zone: readonly GeoPoint[] },
) {
  const wanted = search.text.trim().slice(0, GEOCODE_MAX_QUERY_LENGTH)
  const [q, setQ] = useState(wanted)
  useEffect(() => {
    const timer = setTimeout(() => setQ(wanted), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [wanted])
  const { city, language, zone } = search
  const result = useQuery({
    queryKey: ['address-search', session.key, city, language, q] as const,
    queryFn: ({ signal }) => session.suggest({ text: q, city, language, zone }, signal),
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  })
  return {
    places: result.data ?? [],
    /** The text the places answer (empty: the city's popular places, where there are any). */
    answered: result.isPlaceholderData ? undefined : q,
    searching: result.isFetching || q !== wanted,
    failed: result.isError,
    retry: () => void result.refetch(),
  }
}
