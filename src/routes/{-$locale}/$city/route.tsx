import { createFileRoute, notFound } from '@tanstack/react-router'
import { cityBySlug } from '../../../domain/cities'

/** Pages of one city. An unknown city is a not-found page that offers the six cities. */
export const Route = createFileRoute('/{-$locale}/$city')({
  beforeLoad: ({ params }) => {
    const city = cityBySlug(params.city.toLowerCase())
    if (!city) throw notFound()
    return { city }
  },
})
