import { describe, expect, it } from 'vitest'
import {
  lastPage,
  normalisePriceRange,
  pagesToShow,
  parseAmount,
  priceRangeError,
} from './listing-filters'

const dubai = { minSearchPrice: 100, maxSearchPrice: 1_000_000 }
const budapest = { minSearchPrice: 10_000, maxSearchPrice: 100_000_000 }

describe('price range', () => {
  it('keeps ends inside minSearchPrice..maxSearchPrice', () => {
    expect(normalisePriceRange({ minPrice: 150, maxPrice: 400 }, dubai)).toEqual({
      minPrice: 150,
      maxPrice: 400,
    })
    expect(normalisePriceRange({ minPrice: 100, maxPrice: 1_000_000 }, dubai)).toEqual({
      minPrice: 100,
      maxPrice: 1_000_000,
    })
  })

  it('drops ends outside the bounds, and both when min exceeds max', () => {
    expect(normalisePriceRange({ minPrice: 50, maxPrice: 400 }, dubai)).toEqual({
      minPrice: undefined,
      maxPrice: 400,
    })
    expect(normalisePriceRange({ maxPrice: 2_000_000 }, dubai)).toEqual({
      minPrice: undefined,
      maxPrice: undefined,
    })
    expect(normalisePriceRange({ minPrice: 500, maxPrice: 400 }, dubai)).toEqual({})
    expect(normalisePriceRange({ minPrice: 500 }, budapest)).toEqual({
      minPrice: undefined,
      maxPrice: undefined,
    })
  })

  it.each([
    ['', undefined],
    ['  ', undefined],
    ['250', 250],
    ['1,250.5', 1250.5],
    ['12.345', 'invalid'],
    ['-5', 'invalid'],
    ['1e5', 'invalid'],
    ['<script>', 'invalid'],
  ])('reads %j as %j', (text, expected) => {
    expect(parseAmount(text)).toBe(expected)
  })

  it('names what is wrong with a typed range', () => {
    expect(priceRangeError(150, 400, dubai)).toBeUndefined()
    expect(priceRangeError(undefined, undefined, dubai)).toBeUndefined()
    expect(priceRangeError(50, undefined, dubai)).toEqual({ field: 'min', error: 'outOfRange' })
    expect(priceRangeError(150, 'invalid', dubai)).toEqual({ field: 'max', error: 'notANumber' })
    expect(priceRangeError(500, 400, dubai)).toEqual({ field: 'max', error: 'minAboveMax' })
  })
})

describe('paging', () => {
  it('counts pages of ten', () => {
    expect(lastPage(0)).toBe(1)
    expect(lastPage(10)).toBe(1)
    expect(lastPage(15)).toBe(2)
  })

  it('restores the requested pages once the total is known, never beyond the last', () => {
    expect(pagesToShow(3, undefined)).toEqual([1])
    expect(pagesToShow(3, 45)).toEqual([1, 2, 3])
    expect(pagesToShow(9, 15)).toEqual([1, 2])
    expect(pagesToShow(1000, 100_000)).toHaveLength(50)
  })
})
