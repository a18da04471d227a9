import { describe, expect, it } from 'vitest'
import { blockingTime, inpOf, interactionLatencies } from './interactions'

describe('the phone bench’s arithmetic', () => {
  it('takes each interaction’s longest event, ignoring events that are no interaction', () => {
    expect(
      interactionLatencies([
        { interactionId: 0, duration: 400 },
        { interactionId: 7, duration: 40 },
        { interactionId: 7, duration: 120 },
        { interactionId: 9, duration: 64 },
      ]),
    ).toEqual([120, 64])
  })

  it('reports the worst interaction as INP, and skips one outlier per 50', () => {
    expect(inpOf([120, 64, 200])).toBe(200)
    expect(inpOf([])).toBe(0)
    const visit = [900, ...Array.from({ length: 59 }, () => 100), 150]
    expect(inpOf(visit)).toBe(150)
  })

  it('counts what each long task holds the thread beyond 50 ms', () => {
    expect(blockingTime([{ duration: 50 }, { duration: 80 }, { duration: 251 }])).toBe(231)
  })
})
