import { createHash } from 'node:crypto'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { parsePayload, PRERENDER_VERSION } from '../../src/app/prerender/payload'
import type { PrerenderedPage } from '../../src/app/prerender/entry-server'
import { buildPrerenderedHtml, prerenderPaths, withoutAppLoader, withStartShell } from './html'

// How the build writes a prerendered page into its index.html.

const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-early='; style-src 'self' 'unsafe-inline'">
    <script>early()</script>
    <title>Rental</title>
    <script type="module" crossorigin src="/rental/assets/index-AbC.js"></script>
    <link rel="modulepreload" crossorigin href="/rental/assets/browser-XyZ.js">
    <link rel="stylesheet" crossorigin href="/rental/assets/index-Def.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

const page: PrerenderedPage = {
  html: '<main><h1 id="cars-title">سيارات في <b>دبي</b> &amp; الشارقة</h1></main>',
  headTags: '<link rel="preload" as="image" href="/rental/car.svg" fetchPriority="high"/>',
  language: 'ar',
  direction: 'rtl',
  title: 'رنتل',
  carPaths: [],
  routeIds: ['__root__', '/{-$locale}/$city/cars/'],
  reason: undefined,
  payload: {
    version: PRERENDER_VERSION,
    path: '/rental/ar-DXB/dubai/cars',
    phone: true,
    queries: [{ queryKey: ['listings'], data: { name: '</script>' } }],
  },
}

const sha256 = (code: string) => createHash('sha256').update(code).digest('base64')
const PRELOADS = ['/rental/assets/cars-A.js', '/rental/assets/shared-B.js']
const html = buildPrerenderedHtml(TEMPLATE, page, sha256, PRELOADS)

describe('a prerendered page', () => {
  it('carries its language, direction, title and markup', () => {
    expect(html).toContain('<html lang="ar" dir="rtl">')
    expect(html).toContain('<title>سيارات في دبي &amp; الشارقة · رنتل</title>')
    expect(html).toContain(`<div id="root">${page.html ?? ''}</div>`)
    expect(html).toContain(page.headTags)
  })

  it('reserves the floating controls’ strip when it was drawn with one, and only then', () => {
    const withLauncher = buildPrerenderedHtml(
      TEMPLATE,
      { ...page, html: '<main><button data-floating-control="">Chat</button></main>' },
      sha256,
    )
    expect(withLauncher).toContain('<html lang="ar" dir="rtl" data-floating-dock>')
    expect(html).not.toContain('data-floating-dock')
  })

  it('carries the data it was drawn with, readable by the app', () => {
    const text = html.match(
      /<script type="application\/json" id="rental-prerender">(.*?)<\/script>/,
    )
    expect(parsePayload(text?.[1])).toEqual(page.payload)
  })

  it('names what it was drawn for before the first script runs', () => {
    const meta = html.indexOf(
      '<meta name="rental-prerendered" content="/rental/ar-DXB/dubai/cars" data-phone="true">',
    )
    expect(meta).toBeGreaterThan(-1)
    expect(meta).toBeLessThan(html.indexOf('<script>early()</script>'))
  })

  it('loads the app after the page (no entry or preload before the first card’s photo), by a script its policy allows', () => {
    expect(html).not.toContain('<script type="module"')
    // The page's own code is asked for by the loader, after it (below).
    expect(html).not.toMatch(/<link[^>]*modulepreload/)
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/rental/assets/index-Def.css">',
    )
    const loader = html.match(/<script>(\(function\(\)\{function l[^<]*)<\/script>/)?.[1]
    expect(loader).toContain('"/rental/assets/index-AbC.js"')
    const policy = html.match(/script-src ([^;]*);/)?.[1] ?? ''
    expect(policy).toContain(`'sha256-${sha256(loader ?? '')}'`)
    expect(policy).toContain("'sha256-early='")
  })
})

/**
 * Runs a page's app loader against a stand-in browser: which scripts and preload links it adds,
 * and when (`tick` runs the timers set so far, as the next tasks would).
 */
function runLoader(
  options: { stale?: boolean; hidden?: boolean; paintTiming?: boolean; page?: string } = {},
): {
  added: string[]
  /** What the loader did with the tab's session storage, in order with `added`. */
  storageReads: number[]
  load: () => void
  paint: (name: string) => void
  tick: () => void
} {
  const loader =
    (options.page ?? html).match(/<script>(\(function\(\)\{function l[^<]*)<\/script>/)?.[1] ?? ''
  const added: string[] = []
  const storageReads: number[] = []
  let timers: (() => void)[] = []
  const loadListeners: (() => void)[] = []
  const observers: ((list: unknown, observer: unknown) => void)[] = []
  class FakeObserver {
    static supportedEntryTypes = options.paintTiming === false ? ['resource'] : ['paint']
    disconnected = false
    constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
    observe(init: { type: string; buffered: boolean }) {
      expect(init).toEqual({ type: 'paint', buffered: true })
      observers.push((list) => {
        if (!this.disconnected) this.callback(list, this)
      })
    }
    disconnect() {
      this.disconnected = true
    }
  }
  const window = {
    PerformanceObserver: FakeObserver,
  }
  runInNewContext(loader, {
    window,
    PerformanceObserver: FakeObserver,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') loadListeners.push(listener)
    },
    setTimeout: (callback: () => void) => timers.push(callback),
    // Records how many elements had been added when the storage was read.
    get sessionStorage() {
      storageReads.push(added.length)
      return { length: 0 }
    },
    document: {
      visibilityState: options.hidden ? 'hidden' : 'visible',
      documentElement: { hasAttribute: () => options.stale === true },
      createElement: (tag: string) => ({ tag }),
      head: {
        appendChild: (element: { tag: string; src?: string; href?: string; rel?: string }) =>
          added.push(
            element.tag === 'link'
              ? `${element.rel ?? ''} ${element.href ?? ''}`
              : `${element.tag} ${element.src ?? ''}`,
          ),
      },
    },
  })
  return {
    added,
    storageReads,
    tick: () => {
      const due = timers
      timers = []
      due.forEach((callback) => callback())
    },
    load: () => loadListeners.forEach((listener) => listener()),
    paint: (name) =>
      observers.forEach((notify) =>
        notify({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) }, null),
      ),
  }
}

describe('the app loader of a prerendered page', () => {
  const ENTRY = 'script /rental/assets/index-AbC.js'

  it('asks for the page’s own code after the app, one preload link per task', () => {
    const loader = runLoader({ stale: true })
    expect(loader.added).toEqual([ENTRY])
    loader.tick()
    expect(loader.added).toEqual([ENTRY, 'modulepreload /rental/assets/cars-A.js'])
    loader.tick()
    loader.tick()
    expect(loader.added).toEqual([
      ENTRY,
      'modulepreload /rental/assets/cars-A.js',
      'modulepreload /rental/assets/shared-B.js',
    ])
  })

  it("opens the tab's session storage in a task of its own, after asking for the app", () => {
    const loader = runLoader({ stale: true })
    expect(loader.added).toEqual([ENTRY])
    expect(loader.storageReads).toEqual([])
    loader.tick()
    // Read once, in the task after the entry was added, before the first preload link.
    expect(loader.storageReads).toEqual([1])
    loader.tick()
    loader.tick()
    expect(loader.storageReads).toEqual([1])
  })

  it('asks for nothing more when the page has no code of its own', () => {
    const loader = runLoader({
      stale: true,
      page: buildPrerenderedHtml(TEMPLATE, page, sha256),
    })
    loader.tick()
    expect(loader.added).toEqual([ENTRY])
  })

  it('adds the app once the page has loaded and painted its content, in either order', () => {
    const loadFirst = runLoader()
    loadFirst.load()
    loadFirst.paint('first-paint')
    expect(loadFirst.added).toEqual([])
    loadFirst.paint('first-contentful-paint')
    expect(loadFirst.added).toEqual([ENTRY])

    const paintFirst = runLoader()
    paintFirst.paint('first-contentful-paint')
    expect(paintFirst.added).toEqual([])
    paintFirst.load()
    paintFirst.paint('first-contentful-paint')
    expect(paintFirst.added).toEqual([ENTRY])
  })

  it('adds the app at once on a page drawn for another screen', () => {
    expect(runLoader({ stale: true }).added).toEqual([ENTRY])
  })

  it('waits for load only where nothing will paint or paint is not timed', () => {
    const hidden = runLoader({ hidden: true })
    hidden.load()
    expect(hidden.added).toEqual([ENTRY])
    hidden.paint('first-contentful-paint')
    expect(hidden.added).toEqual([ENTRY])

    const untimed = runLoader({ paintTiming: false })
    expect(untimed.added).toEqual([])
    untimed.load()
    expect(untimed.added).toEqual([ENTRY])
  })
})

describe('the pages the build prerenders', () => {
  it('are every city’s cars page in English and Arabic, as the app links to them', () => {
    const paths = prerenderPaths()
    expect(paths).toContain('/rental/dubai/cars')
    expect(paths).toContain('/rental/ar-DXB/dubai/cars')
    expect(paths).toContain('/rental/en-AUH/abudhabi/cars')
    expect(paths).toContain('/rental/ar-RUH/riyadh/cars')
    expect(paths).toContain('/rental/ar-DXB/budapest/cars')
    for (const city of ['dubai', 'abudhabi', 'alain', 'sharjah', 'riyadh', 'budapest']) {
      expect(paths.filter((path) => path.endsWith(`/${city}/cars`)).length).toBeGreaterThanOrEqual(
        2,
      )
    }
    expect(new Set(paths).size).toBe(paths.length)
  })
})

describe('a prerendered page without its app (the bench)', () => {
  const twin = withoutAppLoader(html, sha256)

  it('keeps the page and loads no app, with nothing the policy refuses', () => {
    expect(twin).not.toContain('/rental/assets/index-AbC.js')
    expect(twin).toContain(`<div id="root">${page.html ?? ''}</div>`)
    expect(twin).toContain('<script type="application/json" id="rental-prerender">')
    const policy = twin.match(/script-src ([^;]*);/)?.[1] ?? ''
    const inline = [...twin.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1])
    expect(inline).toEqual(['early()', 'void 0'])
    expect(policy).toContain(`'sha256-${sha256('void 0')}'`)
    expect(html.match(/script-src ([^;]*);/)?.[1]).not.toContain(`'sha256-${sha256('void 0')}'`)
  })

  it('keeps a script after the stylesheet, which holds the parser until it has loaded', () => {
    expect(twin.indexOf('<script>void 0</script>')).toBeGreaterThan(
      twin.indexOf('rel="stylesheet"'),
    )
  })

  it('refuses a page with no app loader', () => {
    expect(() => withoutAppLoader(TEMPLATE, sha256)).toThrow('no app loader')
  })
})

describe('the index.html of every page that is not prerendered', () => {
  it('carries the frame of a page in #root, and nothing else changes', () => {
    const shell = '<div class="a"><header></header><main aria-busy="true"></main></div>'
    const index = withStartShell(TEMPLATE, shell)
    expect(index).toContain(`<div id="root">${shell}</div>`)
    expect(index.replace(shell, '')).toBe(TEMPLATE)
  })

  it('refuses a template whose #root is not empty', () => {
    expect(() => withStartShell(html, '<p></p>')).toThrow('no empty #root')
  })
})
