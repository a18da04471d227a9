import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { compileFunction } from 'node:vm'
import { describe, expect, it, vi } from 'vitest'
import { waitOfflineBeforeReload } from './offline-route-chunks'

const require = createRequire(import.meta.url)
const routerDist = dirname(require.resolve('@tanstack/react-router'))

/** The router's lazyRouteComponent.js as installed, ESM (the build's copy). */
async function installedSource(): Promise<string> {
  return readFile(join(routerDist, '..', 'esm', 'lazyRouteComponent.js'), 'utf8')
}

type Lazy = ((props: object) => unknown) & { preload: () => Promise<void> }
type LazyRouteComponent = (importer: () => Promise<unknown>, exportName?: string) => Lazy

const MISSING =
  'Failed to fetch dynamically imported module: http://127.0.0.1/rental/assets/cars.js'

/** Runs the transformed module with its imports and the browser it reads played by the test. */
function evaluate(code: string, browser: { online: boolean }) {
  const window = Object.assign(new EventTarget(), { location: { reload: vi.fn() } })
  const navigator = {
    get onLine() {
      return browser.online
    },
  }
  const stored = new Map<string, string>()
  const sessionStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  }
  const body = code
    .replace(/^import .*$/gm, '')
    .replace(/^export \{ lazyRouteComponent \};$/m, 'return lazyRouteComponent;')
  const make = compileFunction(body, [
    'reactUse',
    'isModuleNotFoundError',
    'React$1',
    'isServer',
    'window',
    'navigator',
    'sessionStorage',
  ]) as (...args: unknown[]) => LazyRouteComponent
  const lazyRouteComponent = make(
    undefined,
    (error: unknown) => error instanceof Error && error.message.startsWith('Failed to fetch'),
    { createElement: (component: unknown) => ({ rendered: component }) },
    false,
    window,
    navigator,
    sessionStorage,
  )
  return { lazyRouteComponent, window }
}

/** Renders as React does: a thrown promise is waited for and the render tried again. */
async function render(component: Lazy): Promise<{ value?: unknown; error?: unknown }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      return { value: component({}) }
    } catch (thrown) {
      if (!(thrown instanceof Promise)) return { error: thrown }
      const settled = await Promise.race([
        thrown.then(() => 'settled'),
        new Promise((resolve) => setTimeout(resolve, 20, 'pending')),
      ])
      if (settled === 'pending') return { error: 'suspended' }
    }
  }
  return { error: 'too many attempts' }
}

describe("the router's lazy route component, offline", () => {
  it.each([
    ['its chunk', MISSING],
    ['the stylesheet loaded with it', 'Unable to preload CSS for /rental/assets/sonner.css'],
  ])(
    'when %s fails, waits for the connection instead of reloading, then loads the chunk again',
    async (_what, message) => {
      const browser = { online: false }
      const { lazyRouteComponent, window } = evaluate(
        waitOfflineBeforeReload(await installedSource()),
        browser,
      )
      const RouteView = () => null
      const importer = vi
        .fn<() => Promise<unknown>>()
        .mockRejectedValueOnce(new TypeError(message))
        .mockResolvedValue({ component: RouteView })
      const Lazy = lazyRouteComponent(importer, 'component')

      expect(await render(Lazy)).toEqual({ error: 'suspended' })
      expect(window.location.reload).not.toHaveBeenCalled()

      browser.online = true
      window.dispatchEvent(new Event('online'))
      expect(await render(Lazy)).toEqual({ value: { rendered: RouteView } })
      expect(importer).toHaveBeenCalledTimes(2)
      expect(window.location.reload).not.toHaveBeenCalled()
    },
  )

  it('online, keeps the router reloading once for a chunk a deploy removed', async () => {
    const { lazyRouteComponent, window } = evaluate(
      waitOfflineBeforeReload(await installedSource()),
      { online: true },
    )
    const Lazy = lazyRouteComponent(() => Promise.reject(new TypeError(MISSING)), 'component')

    expect(await render(Lazy)).toEqual({ error: 'suspended' })
    expect(window.location.reload).toHaveBeenCalledTimes(1)
  })

  it('without the change, the router reloads even offline (what the build mends)', async () => {
    const { lazyRouteComponent, window } = evaluate(await installedSource(), { online: false })
    const Lazy = lazyRouteComponent(() => Promise.reject(new TypeError(MISSING)), 'component')

    await render(Lazy)
    expect(window.location.reload).toHaveBeenCalledTimes(1)
  })

  it('fails loudly when the router changes shape', () => {
    expect(() => waitOfflineBeforeReload('export function lazyRouteComponent() {}')).toThrow(
      /offline-route-chunks/,
    )
  })
})
