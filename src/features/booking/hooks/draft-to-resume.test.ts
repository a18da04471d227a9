import { describe, expect, it } from 'vitest'
import { draftToResume } from './draft-to-resume'

const draft = {
  value: { checkout: 'choosing' },
  context: { trip: { from: '2026-12-02', to: '2026-12-05' } },
}
const sameDates = { from: '2026-12-02', to: '2026-12-05' }
const otherDates = { from: '2026-12-10', to: '2026-12-12' }

describe('draftToResume', () => {
  it('resumes a draft for the dates in the URL (a reload, the way back from login)', () => {
    const options = { linkDates: 'kept' as const, returnedFromChallenge: false }
    expect(draftToResume(draft, sameDates, options)).toBe(draft)
  })

  it('starts afresh when the URL names other dates: the customer chose again', () => {
    const options = { linkDates: 'kept' as const, returnedFromChallenge: false }
    expect(draftToResume(draft, otherDates, options)).toBeUndefined()
  })

  it('resumes when the URL names no dates', () => {
    const options = { linkDates: 'none' as const, returnedFromChallenge: false }
    expect(draftToResume(draft, otherDates, options)).toBe(draft)
  })

  it('starts afresh for a link whose dates had to change, even to the draft’s dates', () => {
    const options = { linkDates: 'changed' as const, returnedFromChallenge: false }
    expect(draftToResume(draft, sameDates, options)).toBeUndefined()
    expect(draftToResume(draft, otherDates, options)).toBeUndefined()
  })

  it('always resumes on the way back from a 3-D Secure challenge', () => {
    const options = { linkDates: 'kept' as const, returnedFromChallenge: true }
    expect(draftToResume(draft, otherDates, options)).toBe(draft)
  })

  it('drops a draft it cannot read, and has nothing to resume without one', () => {
    const options = { linkDates: 'kept' as const, returnedFromChallenge: false }
    expect(draftToResume({ context: {} }, sameDates, options)).toBeUndefined()
    expect(draftToResume(undefined, sameDates, options)).toBeUndefined()
  })
})
