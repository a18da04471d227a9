import { createFileRoute, notFound } from '@tanstack/react-router'
import { cityBySlug } from '../../../domain/cities'

/**
 * Pages of one city. A first segment that is not a city does not match here (so `/ar-AUH` is a
 * locale), and an unknown city ends on the not-found page that offers the six cities.
 */
export const Route = createFileRoute('/{-$locale}/$city')({
  params: {
    parse: (raw) => (cityBySlug(raw.city.toLowerCase()) ? { city: raw.city.toLowerCase() } : false),
  },
  beforeLoad: ({ params }) => {
    const city = cityBySlug(params.city)
    if (!city) throw notFound()
    return { city }
  },
})
