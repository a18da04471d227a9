import { PHONE_MEDIA_QUERY } from '../../lib/viewport'
import { breakpoints, type Breakpoint } from '../../theme/breakpoints'

/**
 * The cars grid's columns from each breakpoint up: `cardGrid` in components/list-states.tsx,
 * whose Panda style must stay a static literal (card-photo-loading.test.ts holds the two together).
 */
export const CARD_GRID_COLUMNS: ReadonlyArray<{ from: Breakpoint | null; columns: number }> = [
  { from: null, columns: 1 },
  { from: 'tabletS', columns: 2 },
  { from: 'laptop', columns: 3 },
]

/** How wide a card's photo is drawn at each breakpoint (its `sizes`), from the columns above. */
export const CARD_PHOTO_SIZES = `(min-width: ${breakpoints.laptop}) min(33vw, 400px), (min-width: ${breakpoints.tabletS}) 50vw, 100vw`

export interface CardPhotoLoading {
  loading: 'eager' | 'lazy'
  /** The `<img>`'s: high when the photo is in the first row at every width of the range. */
  fetchPriority: 'high' | 'auto'
  /** The widths where the photo is in the first row, to preload it there only; none when never. */
  preloadMedia: string | undefined
}

const LAZY: CardPhotoLoading = { loading: 'lazy', fetchPriority: 'auto', preloadMedia: undefined }

const px = (breakpoint: Breakpoint | null) =>
  breakpoint === null ? 0 : parseFloat(breakpoints[breakpoint])

/** The grid's columns as ranges of widths, [start, end). */
const GRID_STEPS = CARD_GRID_COLUMNS.map((step, position) => {
  const next = CARD_GRID_COLUMNS[position + 1]
  return { start: px(step.from), end: next ? px(next.from) : Infinity, columns: step.columns }
})

/**
 * Phones (below `tablet`, PHONE_MEDIA_QUERY) and wider screens are drawn apart (a phone's page is
 * prerendered and shows another product, SPEC §4): each kind of screen has its own widths.
 */
const TABLET_PX = px('tablet')

/**
 * How a card's photo loads, by its place in the list on this kind of screen. A photo that is in
 * the first row at some width of the screen's range loads at once and is preloaded, at high
 * priority, for exactly those widths; every other photo loads as it nears the screen.
 *
 * Any photo of the first row can be the page's largest paint: the columns are equal, but their
 * photos' areas differ by a pixel as the browser rounds each column's fractional edges (at
 * 1,024 px and wider, Chromium names the second card's). So each of them is asked for at high
 * priority where it is in the first row, by its preload; the `<img>` says high only where that
 * holds at every width of the range (a phone's second photo is below the first one under 680 px).
 */
export function cardPhotoLoading(page: number, index: number, phone: boolean): CardPhotoLoading {
  if (page !== 1) return LAZY
  const [low, high] = phone ? [0, TABLET_PX] : [TABLET_PX, Infinity]
  // The first width of the range at which the grid has more than `index` columns.
  const step = GRID_STEPS.find(
    (candidate) => candidate.columns > index && candidate.start < high && candidate.end > low,
  )
  if (step === undefined) return LAZY
  const from = Math.max(step.start, low)
  const media = [from > 0 ? `(min-width: ${from}px)` : '', phone ? PHONE_MEDIA_QUERY : '']
    .filter(Boolean)
    .join(' and ')
  return {
    loading: 'eager',
    fetchPriority: from === low ? 'high' : 'auto',
    preloadMedia: media || 'all',
  }
}
