import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadScript, ScriptLoadError } from './load-script'

// happy-dom would fetch a connected script from the network; the tests keep the element out of
// the document and play the browser's part by firing its load or error event.

let appended: HTMLScriptElement[] = []

beforeEach(() => {
  appended = []
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) if (node instanceof HTMLScriptElement) appended.push(node)
  })
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function only(): HTMLScriptElement {
  expect(appended).toHaveLength(1)
  const [script] = appended
  if (!script) throw new Error('no script was added')
  return script
}

describe('loadScript', () => {
  it('adds one async script and resolves when it loads; a second ask shares the load', async () => {
    const src = 'https://provider.test/ok.js'
    const first = loadScript(src)
    const second = loadScript(src)
    const script = only()
    expect(script.src).toBe(src)
    expect(script.async).toBe(true)
    script.dispatchEvent(new Event('load'))
    await expect(first).resolves.toBeUndefined()
    await expect(second).resolves.toBeUndefined()
    await expect(loadScript(src)).resolves.toBeUndefined()
    expect(appended).toHaveLength(1)
  })

  it('rejects with the failure when the script errors, and asks afresh next time', async () => {
    const src = 'https://provider.test/blocked.js'
    const load = loadScript(src)
    only().dispatchEvent(new Event('error'))
    await expect(load).rejects.toEqual(expect.objectContaining({ failure: 'error', src }))
    await expect(load).rejects.toBeInstanceOf(ScriptLoadError)
    const retry = loadScript(src)
    expect(appended).toHaveLength(2)
    appended[1]?.dispatchEvent(new Event('load'))
    await expect(retry).resolves.toBeUndefined()
  })

  it('gives up after the timeout', async () => {
    vi.useFakeTimers()
    const load = loadScript('https://provider.test/slow.js', { timeoutMs: 500 })
    const settled = expect(load).rejects.toEqual(expect.objectContaining({ failure: 'timeout' }))
    await vi.advanceTimersByTimeAsync(499)
    only()
    await vi.advanceTimersByTimeAsync(1)
    await settled
    // A load that arrives after the timeout changes nothing.
    appended[0]?.dispatchEvent(new Event('load'))
    await expect(load).rejects.toBeInstanceOf(ScriptLoadError)
  })
})
