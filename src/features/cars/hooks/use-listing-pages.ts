import { useQueries, useQuery } from '@tanstack/react-query'
import type { ListingSearch } from '../../../api/availability'
import { listingQueries } from '../../../api/queries/listing-queries'
import type { CarCard } from '../../../api/schemas/listings'
import { MAX_LIST_PAGES, pagesToShow } from '../../../domain/listing-filters'

export interface ListingPage {
  page: number
  items: CarCard[] | undefined
  error: unknown
  retry: () => void
}

/**
 * Pages 1..N of a search, each its own cached query. The first page tells how many pages exist,
 * so a URL asking for more pages than there are never fires empty requests.
 */
export function useListingPages(query: Omit<ListingSearch, 'page'>, requestedPage: number) {
  const first = useQuery(listingQueries.page({ ...query, page: 1 }))
  const total = first.data?.total
  const pageNumbers = pagesToShow(requestedPage, total)
  const results = useQueries({
    queries: pageNumbers.map((page) => listingQueries.page({ ...query, page })),
  })
  const pages: ListingPage[] = results.map((result, index) => ({
    page: index + 1,
    items: result.data?.items,
    error: result.error,
    retry: () => void result.refetch(),
  }))
  const shown = pages.reduce((count, page) => count + (page.items?.length ?? 0), 0)
  return {
    /** The first page: its state is the list's state. */
    status: first.status,
    error: first.error,
    retry: () => void first.refetch(),
    total,
    pages,
    shown,
    hasMore: total !== undefined && shown < total && pages.length < MAX_LIST_PAGES,
    /** More cars exist than one list shows. */
    atLimit: total !== undefined && shown < total && pages.length >= MAX_LIST_PAGES,
    loadingMore: results.some((result) => result.isPending),
  }
}
