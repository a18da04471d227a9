import { describe, expect, it } from 'vitest'
import { cardGrid } from './components/list-states'
import { CARD_GRID_COLUMNS, CARD_PHOTO_SIZES, cardPhotoLoading } from './card-photo-loading'

/** Whether a media query of `(min-width: Npx)` / `(max-width: Npx)` parts holds at a width. */
function matchesAt(media: string, width: number): boolean {
  if (media === 'all') return true
  return media.split(' and ').every((part) => {
    const [, side, value] = part.match(/^\((min|max)-width: ([\d.]+)px\)$/) ?? []
    if (value === undefined) throw new Error(`Not a width query: ${part}`)
    return side === 'min' ? width >= Number(value) : width <= Number(value)
  })
}

/** What a page drawn for a screen of this width does with the first cards of its list. */
function atWidth(width: number) {
  const phone = width < 768
  return Array.from({ length: 12 }, (_, index) => cardPhotoLoading(1, index, phone)).map(
    (photo, index) => ({
      index,
      eager: photo.loading === 'eager',
      // The <img>'s own priority; a preload is always at high priority.
      high: photo.fetchPriority === 'high',
      preloaded: photo.preloadMedia !== undefined && matchesAt(photo.preloadMedia, width),
    }),
  )
}

describe('which card photos load at once', () => {
  it.each([
    // [width, columns of the grid there]
    [320, 1],
    [390, 1],
    [679, 1],
    [680, 2],
    [767, 2],
    [768, 2],
    [1023, 2],
    [1024, 3],
    [1280, 3],
    [1440, 3],
    [2560, 3],
  ])(
    'at %i px, every photo of the first row (%i a row) is eager and preloaded',
    (width, columns) => {
      const cards = atWidth(width)
      const firstRow = cards.slice(0, columns)
      expect(firstRow.every((card) => card.eager && card.preloaded)).toBe(true)
      // Preloaded there: exactly the first row, so each width asks for its own photos.
      expect(cards.filter((card) => card.preloaded).map((card) => card.index)).toEqual(
        firstRow.map((card) => card.index),
      )
      // The <img> at high priority is in the first row, never below it.
      const high = cards.filter((card) => card.high).map((card) => card.index)
      expect(high).toContain(0)
      expect(high.every((index) => index < columns)).toBe(true)
    },
  )

  it('loads the rest as they near the screen: beyond the widest first row of the kind of screen, and later pages', () => {
    expect(atWidth(390).map((card) => card.eager)).toEqual([
      true,
      true,
      ...Array<boolean>(10).fill(false),
    ])
    expect(atWidth(1280).map((card) => card.eager)).toEqual([
      true,
      true,
      true,
      ...Array<boolean>(9).fill(false),
    ])
    for (const phone of [true, false]) {
      expect(cardPhotoLoading(2, 0, phone)).toEqual({
        loading: 'lazy',
        fetchPriority: 'auto',
        preloadMedia: undefined,
      })
    }
  })

  it('says high priority on an <img> only where it is in the first row at every width of its kind of screen', () => {
    const high = (phone: boolean) =>
      [0, 1, 2, 3].filter((index) => cardPhotoLoading(1, index, phone).fetchPriority === 'high')
    // A phone's second photo is under the first below 680 px: its preload says high from 680.
    expect(high(true)).toEqual([0])
    expect(high(false)).toEqual([0, 1])
  })

  it('preloads each photo for exactly the widths of its kind of screen where it is in the first row', () => {
    const media = (phone: boolean) =>
      [0, 1, 2].map((index) => cardPhotoLoading(1, index, phone).preloadMedia)
    expect(media(true)).toEqual([
      '(max-width: 767.98px)',
      '(min-width: 680px) and (max-width: 767.98px)',
      undefined,
    ])
    expect(media(false)).toEqual([
      '(min-width: 768px)',
      '(min-width: 768px)',
      '(min-width: 1024px)',
    ])
  })
})

describe('the grid the rule is read from', () => {
  it('has the columns of cardGrid at each breakpoint', () => {
    const classes = cardGrid.split(' ')
    for (const { from, columns } of CARD_GRID_COLUMNS) {
      const value = columns === 1 ? '1fr' : `repeat(${String(columns)},_1fr)`
      expect(classes).toContain(from === null ? `grid-tc_${value}` : `${from}:grid-tc_${value}`)
    }
    expect(classes.filter((name) => name.includes('grid-tc_'))).toHaveLength(
      CARD_GRID_COLUMNS.length,
    )
  })

  it('sizes the photos by the same breakpoints', () => {
    expect(CARD_PHOTO_SIZES).toBe(
      '(min-width: 1024px) min(33vw, 400px), (min-width: 680px) 50vw, 100vw',
    )
  })
})
