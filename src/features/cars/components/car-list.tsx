import { useDeferredValue, useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { PAGE_SIZE } from '../../../domain/listing-filters'
import { useTrackOnce } from '../../../lib/use-track-once'
import { afterNextPaint } from '../../../lib/yield-to-main'
import type { CarsSearch } from '../hooks/use-cars-search'
import { useListingPages, type ListingPages } from '../hooks/use-listing-pages'
import { cardPhotoLoading } from '../card-photo-loading'
import { usePhoneViewport } from '../hooks/use-default-product'
import { CarCard } from './car-card'
import { cardGrid, EmptyState, ErrorState, SkeletonItems } from './list-states'

const footer = css({
  display: 'grid',
  justifyItems: 'center',
  gap: '3',
  paddingBlock: '8',
  color: 'fg.muted',
  fontSize: 'sm',
})

export function CarList({ search }: { search: CarsSearch }) {
  const { t } = useTranslation()
  // New cards render in the background, in slices the browser may interrupt: ten cards in one
  // go were a 100+ ms task on a phone-class CPU. Until they are ready the list shows what it
  // showed (a page already in the cache on mount still renders at once, for scroll restoration).
  const current = useListingPages(search.query, search.page)
  // Which photos are in the first row depends on the kind of screen (card-photo-loading.ts).
  const phone = usePhoneViewport()
  const list = useDeferredValue(current)
  // Analytics read the current search, not the deferred list (which may still show the last).
  useTrackOnce(
    'list_viewed',
    JSON.stringify([search.query, search.page]),
    current.status === 'success'
      ? {
          city: search.city.slug,
          product: search.product,
          results: current.total ?? 0,
          page: search.page,
        }
      : undefined,
  )
  const listRef = useRef<HTMLUListElement>(null)
  const focusPage = useRef<number | undefined>(undefined)
  const filtered =
    search.dates.from !== undefined ||
    search.price.minPrice !== undefined ||
    search.price.maxPrice !== undefined

  // After "Load more", keyboard focus moves to the first new car once it has arrived.
  const arrived = list.pages.filter((page) => page.items !== undefined).length
  useEffect(() => {
    const page = focusPage.current
    if (page === undefined || arrived < page) return
    focusPage.current = undefined
    listRef.current?.querySelector<HTMLElement>(`[data-page-start="${page}"] a`)?.focus()
  }, [arrived])

  const status =
    list.status === 'pending'
      ? t('cars.loading')
      : list.status === 'success'
        ? t('cars.count', { count: list.total ?? 0 })
        : ''

  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <p role="status" className={css({ fontWeight: 'semibold', minHeight: '6' })}>
        {status}
      </p>
      {list.status === 'error' ? (
        <ErrorState title={t('cars.error')} error={list.error} onRetry={list.retry} />
      ) : list.status === 'success' && list.total === 0 ? (
        <EmptyState
          onClear={
            filtered
              ? () =>
                  search.update({
                    from: undefined,
                    to: undefined,
                    minPrice: undefined,
                    maxPrice: undefined,
                  })
              : undefined
          }
        />
      ) : (
        <>
          <ul ref={listRef} className={cardGrid} aria-label={t('cars.listLabel')}>
            {list.pages.map((page) =>
              page.items === undefined ? (
                page.error ? null : (
                  <SkeletonItems key={`page-${page.page}`} count={page.page === 1 ? 6 : 3} />
                )
              ) : (
                page.items.map((car, index) => (
                  <li key={car.id} data-page-start={index === 0 ? page.page : undefined}>
                    <CarCard
                      car={car}
                      citySlug={search.city.slug}
                      dates={search.dates}
                      vatPercentage={search.settings.vatPercentage}
                      {...cardPhotoLoading(page.page, index, phone)}
                    />
                  </li>
                ))
              ),
            )}
          </ul>
          <ListFooter
            list={list}
            onMore={() => {
              const next = list.pages.length + 1
              focusPage.current = next
              search.showPages(next)
            }}
          />
        </>
      )}
    </div>
  )
}

/**
 * The count and "Show more". A tap shows "Loading more cars…" at once and asks for the next page
 * after that paint: the page's URL changes with it, and the route's redraw is a long task on a
 * phone that the tap's answer must not wait for.
 */
function ListFooter(props: { list: ListingPages; onMore: () => void }) {
  const { t } = useTranslation()
  const { list } = props
  // How many cars were shown when "Show more" was tapped, until more arrive.
  const [askedAt, setAskedAt] = useState<number | null>(null)
  const loadingMore = list.loadingMore || askedAt === list.shown
  const failed = list.pages.find((page) => page.page > 1 && page.error)
  if (list.total === undefined) return null
  return (
    <div className={footer}>
      <p>{t('cars.showing', { shown: list.shown, total: list.total })}</p>
      {failed ? (
        <div role="alert" className={css({ display: 'grid', gap: '2', justifyItems: 'center' })}>
          <p className={css({ color: 'fg.danger' })}>{t('cars.moreError')}</p>
          <button type="button" className={button({ variant: 'outline' })} onClick={failed.retry}>
            {t('common.tryAgain')}
          </button>
        </div>
      ) : list.hasMore ? (
        <button
          type="button"
          className={button({ variant: 'outline' })}
          // Stays focusable while the next page loads, so keyboard focus is not lost.
          aria-disabled={loadingMore}
          onClick={() => {
            if (loadingMore) return
            setAskedAt(list.shown)
            void afterNextPaint().then(props.onMore)
          }}
        >
          {loadingMore
            ? t('cars.loadingMore')
            : t('cars.loadMore', { count: Math.min(PAGE_SIZE, list.total - list.shown) })}
        </button>
      ) : list.atLimit ? (
        <p>{t('cars.atLimit')}</p>
      ) : null}
    </div>
  )
}
