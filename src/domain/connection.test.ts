import { afterEach, describe, expect, it, vi } from 'vitest'
import { retriedWhenOnline } from './connection'
import { stubConnection } from '../test/connection'

// A lazy module that could not be fetched offline is fetched again once the browser is back.

afterEach(() => {
  vi.unstubAllGlobals()
})

const failedFetch = () =>
  new TypeError('Failed to fetch dynamically imported module: /rental/assets/configuration.js')

describe('retriedWhenOnline', () => {
  it('offline, waits for the connection and loads again', async () => {
    const connection = stubConnection(false)
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(failedFetch())
      .mockResolvedValue('module')
    const loaded = retriedWhenOnline(load)()
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    let settled = false
    void loaded.finally(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)

    connection.backOnline()
    await expect(loaded).resolves.toBe('module')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('online, fails as the load did (a chunk a deploy removed is the router’s to handle)', async () => {
    stubConnection(true)
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(failedFetch())
    await expect(retriedWhenOnline(load)()).rejects.toThrow(/dynamically imported module/)
    expect(load).toHaveBeenCalledTimes(1)
  })
})
