import { describe, expect, it } from 'vitest'
import { clsOf } from './layout-shift'

describe('the slow-4G phone bench’s CLS', () => {
  const shift = (startTime: number, value: number, hadRecentInput = false) => ({
    startTime,
    value,
    hadRecentInput,
  })

  it('is the largest session window’s sum, windows cut by a 1 s gap', () => {
    expect(clsOf([shift(100, 0.1), shift(600, 0.05), shift(2000, 0.12)])).toBeCloseTo(0.15)
    expect(clsOf([])).toBe(0)
  })

  it('cuts a window at 5 s however close its shifts', () => {
    const steady = Array.from({ length: 12 }, (_, index) => shift(index * 500, 0.01))
    expect(clsOf(steady)).toBeCloseTo(0.1)
  })

  it('leaves out shifts right after input, in any order given', () => {
    expect(clsOf([shift(900, 0.3, true), shift(100, 0.004)])).toBeCloseTo(0.004)
  })
})
