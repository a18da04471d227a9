import { useParams, useSearch } from '@tanstack/react-router'
import { useMemo } from 'react'
import { cityBySlug, DEFAULT_CITY, cityByCode, type CityInfo } from '../domain/cities'
import { resolveLocale, type ResolvedLocale } from '../domain/locales'

/** The locale of the current URL (its optional prefix), with the SPEC §9 fallbacks. */
export function useLocale(): ResolvedLocale {
  const locale = useParams({ strict: false, select: (params) => params.locale })
  return useMemo(() => resolveLocale({ locale }), [locale])
}

/**
 * The city the customer is looking at: the path's city, else the `city` query parameter, else
 * the locale's city, else Dubai.
 */
export function useCurrentCity(): CityInfo {
  const slug = useParams({ strict: false, select: (params) => params.city })
  const searchCity = useSearch({ strict: false, select: (search) => search.city })
  const { cityCode } = useLocale()
  return cityBySlug(slug) ?? cityBySlug(searchCity) ?? cityByCode(cityCode) ?? DEFAULT_CITY
}
