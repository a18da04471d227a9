import { afterEach, describe, expect, it, vi } from 'vitest'
import { controls, DEFAULT_FLAGS, resetControls, updateControls } from './controls'
import {
  CONTROLS_STORAGE_KEY,
  defaultControls,
  parseStoredControls,
  persistControls,
  restoreControls,
} from './controls-storage'

/** A minimal in-memory localStorage for the browser-only paths. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => items.delete(key),
    setItem: (key, value) => items.set(key, value),
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  resetControls()
})

describe('parseStoredControls', () => {
  it('reads what was saved', () => {
    const saved = {
      ...defaultControls(),
      latencyMs: 300,
      faults: [
        {
          family: 'configuration',
          fault: { kind: 'status', status: 429, retryAfterSeconds: 2 },
          remaining: 1,
        },
      ],
      scenario: 'rate-limited',
    }
    expect(parseStoredControls(JSON.stringify(saved))).toEqual(saved)
  })

  it.each(['approve', 'decline', 'hold'] as const)(
    'reads back a document review saved as %s',
    (documentReview) => {
      const saved = { ...defaultControls(), flags: { ...DEFAULT_FLAGS, documentReview } }
      expect(parseStoredControls(JSON.stringify(saved))).toEqual(saved)
    },
  )

  it.each([
    ['nothing', null],
    ['bad JSON', '{"latencyMs":'],
    ['a wrong shape', JSON.stringify({ latencyMs: 'fast' })],
    ['an unknown family', JSON.stringify({ ...defaultControls(), faults: [{ family: 'x' }] })],
    [
      'an unknown document review',
      JSON.stringify({
        ...defaultControls(),
        flags: { ...DEFAULT_FLAGS, documentReview: 'later' },
      }),
    ],
    [
      'an unsupported status',
      JSON.stringify({
        ...defaultControls(),
        faults: [{ family: 'auth', fault: { kind: 'status', status: 418 } }],
      }),
    ],
  ])('rejects %s', (_, raw) => {
    expect(parseStoredControls(raw)).toBeUndefined()
  })
})

describe('in a browser', () => {
  it('saves every change and restores it on the next start', () => {
    const storage = memoryStorage()
    vi.stubGlobal('localStorage', storage)
    const stop = persistControls()
    updateControls((draft) => {
      draft.clockOffsetMs = 86_400_000
    })
    stop()
    expect(JSON.parse(storage.getItem(CONTROLS_STORAGE_KEY) ?? 'null')).toMatchObject({
      clockOffsetMs: 86_400_000,
    })

    resetControls()
    restoreControls()
    expect(controls.clockOffsetMs).toBe(86_400_000)
  })

  it('restores a held document review', () => {
    const storage = memoryStorage()
    vi.stubGlobal('localStorage', storage)
    const stop = persistControls()
    updateControls((draft) => {
      draft.flags = { ...draft.flags, documentReview: 'hold' }
    })
    stop()

    resetControls()
    restoreControls()
    expect(controls.flags.documentReview).toBe('hold')
  })

  it('falls back to the defaults when what is stored is not valid', () => {
    const storage = memoryStorage()
    storage.setItem(CONTROLS_STORAGE_KEY, 'not json')
    vi.stubGlobal('localStorage', storage)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    updateControls((draft) => {
      draft.latencyMs = 1000
    })
    restoreControls()
    expect(controls).toEqual(defaultControls())
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })
})
