import { afterEach, describe, expect, it, vi } from 'vitest'
import { handleStaleWorkerUpdates, isStaleWorkerUpdate } from './stale-worker-update'

afterEach(() => {
  vi.restoreAllMocks()
})

function rejection(reason: unknown) {
  return { reason, preventDefault: vi.fn() }
}

describe('stale service worker updates', () => {
  it("takes only MSW's un-awaited update of a registration that is gone", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    let listener: ((event: ReturnType<typeof rejection>) => void) | undefined
    handleStaleWorkerUpdates({
      addEventListener: (type: string, handler: unknown) => {
        if (type === 'unhandledrejection') listener = handler as typeof listener
      },
    } as Pick<Window, 'addEventListener'>)
    const stale = rejection(
      new DOMException(
        "Failed to update a ServiceWorker for scope ('http://127.0.0.1/rental/') with script ('http://127.0.0.1/rental/sandbox-worker.js'): Not found",
        'InvalidStateError',
      ),
    )
    listener?.(stale)
    expect(stale.preventDefault).toHaveBeenCalled()
    expect(warn).toHaveBeenCalled()

    for (const reason of [
      new TypeError('Failed to fetch'),
      new Error('Failed to update a ServiceWorker: the script has an error'),
      'Failed to update a ServiceWorker … Not found',
    ]) {
      const other = rejection(reason)
      listener?.(other)
      expect(other.preventDefault).not.toHaveBeenCalled()
    }
  })

  it('recognises the message whatever the scope', () => {
    expect(isStaleWorkerUpdate(new Error('Failed to update a ServiceWorker: Not found'))).toBe(true)
    expect(isStaleWorkerUpdate(new Error('Not found'))).toBe(false)
  })
})
