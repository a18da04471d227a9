import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { geocode } from '../../../api/sandbox'
import { GEOCODE_MAX_QUERY_LENGTH } from '../../../api/schemas/sandbox'
import type { CityCode } from '../../../domain/cities'
import type { Language } from '../../../domain/locales'

/** Typing pauses this long before a search is sent. */
const DEBOUNCE_MS = 250

/**
 * Places for an address search, debounced: one request per pause in typing, the previous
 * results stay on screen meanwhile, and a stale answer never replaces a newer one (the query
 * key is the text searched for).
 */
export function useGeocode(text: string, city: CityCode, lang: Language) {
  const wanted = text.trim().slice(0, GEOCODE_MAX_QUERY_LENGTH)
  const [q, setQ] = useState(wanted)
  useEffect(() => {
    const timer = setTimeout(() => setQ(wanted), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [wanted])
  const result = useQuery({
    queryKey: ['sandbox', 'geocode', city, lang, q] as const,
    queryFn: ({ signal }) => geocode({ q, city, lang }, signal),
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  })
  return {
    places: result.data?.places ?? [],
    /** The text the places answer (empty: the city's popular places). */
    answered: result.isPlaceholderData ? undefined : q,
    searching: result.isFetching || q !== wanted,
    failed: result.isError,
    retry: () => void result.refetch(),
  }
}
