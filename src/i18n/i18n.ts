import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { directionOf, type Language } from '../domain/locales'
import { takeEarlyResponse } from '../api/early-responses'
import { retriedWhenOnline } from '../domain/connection'
import { withPlainLookups } from './plain-lookups'
import { NAMESPACE } from './namespace'

// UI strings load from public/locales/<lng>/common.json (the only namespace). English is the
// fallback language; each bundle is fetched once and kept.

export const i18n = i18next.createInstance()

/**
 * Sets the instance up, once. Not done while the module is evaluated: i18next's start-up was
 * the largest part of evaluating the first script, one long task on a phone, so the app does it
 * in a task of its own (src/app/start.tsx). Everything here that reads strings calls it first.
 */
export function initI18n(): void {
  if (i18n.isInitialized || i18n.isInitializing) return
  withPlainLookups(i18n)
  void i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'ar'],
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    // Given (empty), so the instance is ready when `init` returns rather than a task later.
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  })
}

const loading = new Map<Language, Promise<void>>()

function bundleUrl(language: Language): string {
  return `${import.meta.env.BASE_URL}locales/${language}/${NAMESPACE}.json?v=${__BUILD_ID__}`
}

/**
 * A language's strings, added whole: each is loaded once, so there is nothing to merge them into
 * (a deep merge walked every string on the first page's main thread). The bundle is the caller's
 * fresh parse, kept as it is: i18next would otherwise copy all of it through JSON first.
 */
export function addStrings(language: Language, bundle: Record<string, unknown>): void {
  initI18n()
  i18n.addResourceBundle(language, NAMESPACE, bundle, false, false, { skipCopy: true })
}

async function loadBundle(language: Language): Promise<void> {
  initI18n()
  if (i18n.hasResourceBundle(language, NAMESPACE)) return
  let pending = loading.get(language)
  if (!pending) {
    const url = bundleUrl(language)
    // The first try takes the answer index.html asked for early; a retry asks afresh.
    let early = takeEarlyResponse(url)
    // Offline (the connection dropped while the page started), the strings are fetched again
    // once it is back: falling back to English would draw the page afresh over the prerendered
    // one in its own language.
    const fetchBundle = retriedWhenOnline(async () => {
      const asked = early ?? fetch(url)
      early = undefined
      const response = await asked
      if (!response.ok) throw new Error(`Translations for ${language}: ${response.status}`)
      return (await response.json()) as Record<string, unknown>
    })
    pending = fetchBundle()
      .then((bundle) => addStrings(language, bundle))
      .finally(() => loading.delete(language))
    loading.set(language, pending)
  }
  await pending
}

/**
 * Loads a language's strings without making it current: a page preloaded on hover must not
 * switch the page the customer is still on.
 */
export async function preloadLanguage(language: Language): Promise<void> {
  await loadBundle(language).catch(() => undefined)
}

let settled: Language | undefined
const settledListeners = new Set<() => void>()

/** Whether the last language asked for has been dealt with: loaded, or given up on. */
export function isLanguageSettled(language: Language): boolean {
  return settled === language
}

export function onLanguageSettled(listener: () => void): () => void {
  settledListeners.add(listener)
  return () => settledListeners.delete(listener)
}

/** Loads a language (and English as its fallback when the load fails) and makes it current. */
export async function ensureLanguage(language: Language): Promise<void> {
  try {
    try {
      await loadBundle(language)
    } catch {
      await loadBundle('en')
    }
    if (i18n.language !== language) await i18n.changeLanguage(language)
    applyDocumentLanguage(language)
  } finally {
    // Even when no strings could be had, the page must show (with its error state) rather than
    // wait for strings forever.
    settled = language
    settledListeners.forEach((listener) => listener())
  }
}

/**
 * Sets `<html lang dir>`, only where they differ: writing `lang` again, even unchanged, makes the
 * browser recompute every element's style (`:lang()`), a long task on a phone just as a
 * prerendered page, drawn with the right ones, becomes interactive.
 */
export function applyDocumentLanguage(language: Language): void {
  if (typeof document === 'undefined') return
  const root = document.documentElement
  const direction = directionOf(language)
  if (root.lang !== language) root.lang = language
  if (root.dir !== direction) root.dir = direction
}
