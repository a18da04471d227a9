import { CITIES } from '../../src/domain/cities'
import { localeForCity, localePrefix } from '../../src/domain/locales'
import { documentTitle } from '../../src/lib/document-title'
import { FLOATING_CONTROL_ATTRIBUTE, FLOATING_DOCK_ATTRIBUTE } from '../../src/lib/floating-dock'
import { escapeAttribute, escapeText } from '../lib/html-escape'
import { PRERENDER_META, PRERENDER_STALE_ATTRIBUTE } from '../../src/app/prerender/match'
import { PRERENDER_ELEMENT_ID, serializePayload } from '../../src/app/prerender/payload'
import type { PrerenderedPage } from '../../src/app/prerender/entry-server'

const BASE = '/rental'

/** Every city's cars page as its links reach it: English unprefixed, and each language's locale. */
export function prerenderPaths(): string[] {
  const paths = new Set<string>()
  for (const city of CITIES) {
    paths.add(`${BASE}/${city.slug}/cars`)
    for (const language of ['en', 'ar'] as const) {
      const prefix = localePrefix(localeForCity(language, city.code))
      paths.add(`${BASE}${prefix ? `/${prefix}` : ''}/${city.slug}/cars`)
    }
  }
  return [...paths]
}

/** The page's h1 as plain text, for the tab's title before the app sets its own. */
function headingText(html: string): string | undefined {
  const inner = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1]
  if (inner === undefined) return undefined
  return inner
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim()
}

/** How the inline script that loads the app begins. */
const LOADER_START = "(function(){function l(){var s=document.createElement('script');"

/**
 * The build's index.html with a prerendered page in it: its language and direction, its title,
 * the markup inside #root and the data it was drawn with. The app's script loads once the page
 * has loaded and painted (a classic inline script, allowed by its hash in the page's policy), so
 * the first card's photo is not queued behind it; nothing else is preloaded before. A page drawn
 * for another screen loads the app at once. With the app, the loader asks for `preloads` (the
 * page's own code, scripts/prerender/chunks.ts), one preload link per task.
 */
export function buildPrerenderedHtml(
  template: string,
  page: PrerenderedPage,
  sha256: (code: string) => string,
  preloads: readonly string[] = [],
): string {
  const entry = template.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/)
  if (!entry?.[1]) throw new Error('The build’s index.html has no entry script')
  // Drawn for elsewhere (the first script marked it stale), the app is needed at once.
  // Otherwise it waits for the page's load and its first contentful paint, so no request of the
  // app's starts before the cards are on screen (where load comes first, the paint can be tens of
  // milliseconds later). A hidden page, or a browser without paint timing, waits for load only.
  // Each preload link costs the main thread a few milliseconds on a phone: one per task.
  const preload =
    preloads.length === 0
      ? ''
      : `var p=${JSON.stringify(preloads).replace(/</g, '\\u003c')},n=function(){var h=p.shift();if(h){var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=h;document.head.appendChild(k);setTimeout(n)}};setTimeout(n)`
  // The tab's session storage is opened in a task of its own while the entry downloads: the
  // first read waits for the browser process to hand the storage over (a synchronous call), and
  // the router reads it as the entry is evaluated, which made that task longer by the wait.
  const openStorage = 'setTimeout(function(){try{sessionStorage.length}catch(e){}});'
  const loader = `${LOADER_START}s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};document.head.appendChild(s);${openStorage}${preload}}if(document.documentElement.hasAttribute('${PRERENDER_STALE_ATTRIBUTE}'))l();else{var w=2,g=function(){--w||l()};addEventListener('load',function(){if(w>1&&document.visibilityState==='hidden')w=1;g()});var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf('paint')==-1)g();else new P(function(e,o){if(e.getEntriesByName('first-contentful-paint').length){o.disconnect();g()}}).observe({type:'paint',buffered:true})}})()`
  const heading = page.html === null ? undefined : headingText(page.html)
  const title = documentTitle(heading === undefined ? [] : [heading], page.title)
  let html = template
    .replace(entry[0], '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      /<html lang="[^"]*" dir="[^"]*">/,
      `<html lang="${page.language}" dir="${page.direction}"${dockAttribute(page.html)}>`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`)
    .replace('script-src ', `script-src 'sha256-${sha256(loader)}' `)
  html = html.replace(
    /<head>/,
    `<head>\n    <meta name="${PRERENDER_META}" content="${escapeAttribute(page.payload.path)}" data-phone="${String(page.payload.phone)}">`,
  )
  html = html.replace(
    '</head>',
    `    ${page.headTags}\n    <style>html[${PRERENDER_STALE_ATTRIBUTE}] #root{visibility:hidden}</style>\n    <script>${loader}</script>\n  </head>`,
  )
  return html.replace(
    '<div id="root"></div>',
    `<div id="root">${page.html ?? ''}</div>\n    <script type="application/json" id="${PRERENDER_ELEMENT_ID}">${serializePayload(page.payload)}</script>`,
  )
}

/**
 * The build's index.html (what every page that is not prerendered is answered with) with the
 * frame of a page in #root: painted from the first byte, replaced by the app's first render.
 */
export function withStartShell(template: string, shell: string): string {
  if (!template.includes('<div id="root"></div>'))
    throw new Error('The build’s index.html has no empty #root')
  return template.replace('<div id="root"></div>', `<div id="root">${shell}</div>`)
}

const NO_APP = 'void 0'

/**
 * A prerendered page without its app (`npm run bench` measures what the markup costs alone): the
 * loader becomes an inline script that does nothing, allowed by its own hash. A script stays in
 * its place because one after the stylesheet holds the parser until the stylesheet has loaded.
 */
export function withoutAppLoader(html: string, sha256: (code: string) => string): string {
  const start = html.indexOf(`<script>${LOADER_START}`)
  const end = html.indexOf('</script>', start)
  if (start < 0 || end < 0) throw new Error('The page has no app loader')
  const loader = html.slice(start + '<script>'.length, end)
  const allowed = `'sha256-${sha256(loader)}'`
  if (!html.includes(allowed)) throw new Error('The app loader is not allowed by its hash')
  return html
    .replace(`<script>${loader}</script>`, `<script>${NO_APP}</script>`)
    .replace(allowed, `'sha256-${sha256(NO_APP)}'`)
}

/**
 * A page drawn with a floating control comes with the shell's strip for it already reserved, as
 * the app marks it (src/lib/floating-dock.ts): nothing moves, and nothing is restyled, when the
 * control hydrates.
 */
function dockAttribute(markup: string | null): string {
  return markup?.includes(`${FLOATING_CONTROL_ATTRIBUTE}=`) ? ` ${FLOATING_DOCK_ATTRIBUTE}` : ''
}
