import { useState, useSyncExternalStore } from 'react'
import type { Language } from '../domain/locales'
import { i18n, isLanguageSettled, onLanguageSettled } from './i18n'
import { NAMESPACE } from './namespace'

function subscribe(notify: () => void): () => void {
  i18n.on('languageChanged', notify)
  i18n.store.on('added', notify)
  const stopSettled = onLanguageSettled(notify)
  return () => {
    i18n.off('languageChanged', notify)
    i18n.store.off('added', notify)
    stopSettled()
  }
}

/**
 * Whether the page's strings have arrived and are current, so nothing shows a raw key
 * ("common.skipToContent") or the other language's words; or the app has given up on them (the
 * English fallback, or an error state, beats a blank page). Once true it stays true: switching
 * language later keeps the page as it is until the new strings are in.
 */
export function useStringsReady(language: Language): boolean {
  const ready = useSyncExternalStore(
    subscribe,
    () => isReady(language),
    () => isReady(language),
  )
  // Recorded while rendering, as React allows for information from previous renders.
  const [seen, setSeen] = useState(false)
  if (ready && !seen) setSeen(true)
  return ready || seen
}

function isReady(language: Language): boolean {
  return (
    (i18n.language === language && i18n.hasResourceBundle(language, NAMESPACE)) ||
    isLanguageSettled(language)
  )
}
