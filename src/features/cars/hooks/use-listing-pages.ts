import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { ListingSearch } from '../../../api/availability'
import { listingQueries } from '../../../api/queries/listing-queries'
import type { CarCard, ListingsPage } from '../../../api/schemas/listings'
import { MAX_LIST_PAGES, pagesToShow } from '../../../domain/listing-filters'

export interface ListingPage {
  page: number
  items: CarCard[] | undefined
  error: unknown
  retry: () => void
}

interface PageState {
  items: CarCard[] | undefined
  error: unknown
  pending: boolean
  refetch: () => unknown
}

// Module-level so Query memoises the combined result: it keeps its identity (plain data, shared
// structurally) until one of the pages changes, which lets the list defer rendering new cards.
function toPageStates(results: UseQueryResult<ListingsPage>[]): PageState[] {
  return results.map((result) => ({
    items: result.data?.items,
    error: result.error,
    pending: result.isPending,
    refetch: result.refetch,
  }))
}

/**
 * Pages 1..N of a search, each its own cached query. The first page tells how many pages exist,
 * so a URL asking for more pages than there are never fires empty requests. The result is
 * stable between renders until a page's data changes.
 */
export function useListingPages(query: Omit<ListingSearch, 'page'>, requestedPage: number) {
  const first = useQuery(listingQueries.page({ ...query, page: 1 }))
  const total = first.data?.total
  const pageNumbers = pagesToShow(requestedPage, total)
  const states = useQueries({
    queries: pageNumbers.map((page) => listingQueries.page({ ...query, page })),
    combine: toPageStates,
  })
  const { status, error, refetch } = first
  return useMemo(() => {
    const pages: ListingPage[] = states.map((state, index) => ({
      page: index + 1,
      items: state.items,
      error: state.error,
      retry: () => void state.refetch(),
    }))
    const shown = pages.reduce((count, page) => count + (page.items?.length ?? 0), 0)
    return {
      /** The first page: its state is the list's state. */
      status,
      error,
      retry: () => void refetch(),
      total,
      pages,
      shown,
      hasMore: total !== undefined && shown < total && pages.length < MAX_LIST_PAGES,
      /** More cars exist than one list shows. */
      atLimit: total !== undefined && shown < total && pages.length >= MAX_LIST_PAGES,
      loadingMore: states.some((state) => state.pending),
    }
  }, [states, status, error, refetch, total])
}

export type ListingPages = ReturnType<typeof useListingPages>
