import {
  GEOCODE_MAX_RESULTS,
  type GeocodePlace,
  type GeocodeRequest,
} from '../../src/api/schemas/sandbox'
import type { SeedPlace } from '../seed/places'

// The sandbox geocoder: a forgiving search over the seeded places. A query matches a place when
// every word of it appears in the place's name or detail, in either language, ignoring case,
// accents and the Arabic spelling variants people type interchangeably.

/** Lower case, no accents or Arabic short vowels, one spelling per Arabic letter variant. */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\u0640/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** Lower is better; undefined when the place does not match. */
function rank(text: SeedPlace['en'], query: string, words: readonly string[]): number | undefined {
  const label = normaliseForSearch(text.label)
  const everything = `${label} ${normaliseForSearch(text.detail)}`
  if (!words.every((word) => everything.includes(word))) return undefined
  if (label.startsWith(query)) return 0
  if (label.split(' ').some((part) => words.some((word) => part.startsWith(word)))) return 1
  return 2
}

/** The best matches (popular places for an empty query), at most GEOCODE_MAX_RESULTS. */
export function searchPlaces(
  places: readonly SeedPlace[],
  search: Pick<GeocodeRequest, 'q' | 'lang'>,
): GeocodePlace[] {
  const query = normaliseForSearch(search.q)
  const words = query.split(' ').filter(Boolean)
  const found =
    words.length === 0
      ? places.filter((place) => place.popular)
      : places
          .map((place, index) => ({
            place,
            index,
            rank: Math.min(
              rank(place.en, query, words) ?? Infinity,
              rank(place.ar, query, words) ?? Infinity,
            ),
          }))
          .filter((match) => match.rank !== Infinity)
          .sort((a, b) => a.rank - b.rank || a.index - b.index)
          .map((match) => match.place)
  return found.slice(0, GEOCODE_MAX_RESULTS).map((place) => ({
    id: place.id,
    label: place[search.lang].label,
    detail: place[search.lang].detail,
    location: place.location,
  }))
}
