// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { claimExitEntry, EXIT_ENTRY_KEY } from './ride-app-exit'

/** The tab's session storage, holding `entries`. */
function sessionStorageWith(entries: Record<string, string> = {}): Storage {
  window.sessionStorage.clear()
  for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, value)
  return window.sessionStorage
}

describe('claimExitEntry', () => {
  it("claims the tab's first entry as the exit entry and asks for the copy on top", () => {
    const storage = sessionStorageWith()
    expect(claimExitEntry({ __TSR_index: 0, key: 'a1', __TSR_key: 'a1' }, storage)).toBe('push')
    expect(storage.getItem(EXIT_ENTRY_KEY)).toBe('a1')
  })

  it('leaves for the ride-app home when the entry already is the exit entry (a reload after back)', () => {
    const storage = sessionStorageWith({ [EXIT_ENTRY_KEY]: 'a1' })
    expect(claimExitEntry({ __TSR_index: 0, key: 'a1', __TSR_key: 'a1' }, storage)).toBe('leave')
  })

  it('does nothing on the copy, on a later entry or on an entry the router has not keyed', () => {
    const storage = sessionStorageWith({ [EXIT_ENTRY_KEY]: 'a1' })
    expect(claimExitEntry({ __TSR_index: 1, key: 'b2', __TSR_key: 'b2' }, storage)).toBe('none')
    expect(claimExitEntry({ __TSR_index: 0 }, storage)).toBe('none')
    expect(claimExitEntry(null, storage)).toBe('none')
    expect(storage.getItem(EXIT_ENTRY_KEY)).toBe('a1')
  })

  it('claims a first entry of another visit in the same tab', () => {
    const storage = sessionStorageWith({ [EXIT_ENTRY_KEY]: 'old' })
    expect(claimExitEntry({ __TSR_index: 0, key: 'new', __TSR_key: 'new' }, storage)).toBe('push')
    expect(storage.getItem(EXIT_ENTRY_KEY)).toBe('new')
  })
})
