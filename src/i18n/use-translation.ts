import type { i18n as I18n, TFunction } from 'i18next'
import { useContext, useSyncExternalStore } from 'react'
import { getI18n, I18nContext } from 'react-i18next'
import { NAMESPACE } from './namespace'

// The app's `useTranslation`: react-i18next's without its cost per component. That hook gives
// every component that calls it a copy of the i18next instance (its ~40 properties copied by
// descriptor, so that a language change gives it a new identity), made as the component mounts:
// dozens of copies while the cars page hydrates, for an object no component here reads. This one
// hands every component the same answer for a language: its `t` (src/i18n/plain-lookups.ts makes
// it read plain strings from the bundle), the instance itself, and whether it is ready.

export interface Translation {
  t: TFunction
  i18n: I18n
  /** The instance is set up and has the current language's strings (react-i18next's test). */
  ready: boolean
}

interface Source {
  subscribe: (onChange: () => void) => () => void
  snapshot: () => Translation
}

const sources = new WeakMap<I18n, Source>()

/** One store per instance: its snapshot changes with the language, and once it is ready. */
function sourceOf(i18n: I18n): Source {
  const known = sources.get(i18n)
  if (known) return known
  // A language change gives a new `t` even for the same language (react-i18next does the same).
  // Counted before any component hears of it: this listener is the instance's first of ours.
  let revision = 0
  i18n.on('languageChanged', () => {
    revision += 1
  })
  let last: (Translation & { language: string; revision: number }) | undefined
  const source: Source = {
    subscribe: (onChange) => {
      // Set up (`initialized`) can only turn `ready` on.
      i18n.on('languageChanged', onChange)
      i18n.on('initialized', onChange)
      return () => {
        i18n.off('languageChanged', onChange)
        i18n.off('initialized', onChange)
      }
    },
    snapshot: () => {
      const language = i18n.language
      const ready =
        (i18n.isInitialized || i18n.initializedStoreOnce) && i18n.hasLoadedNamespace(NAMESPACE)
      if (
        last !== undefined &&
        last.language === language &&
        last.ready === ready &&
        last.revision === revision
      ) {
        return last
      }
      const t: TFunction = i18n.getFixedT(language, NAMESPACE)
      last = { t, i18n, ready, language, revision }
      return last
    },
  }
  sources.set(i18n, source)
  return source
}

/**
 * The strings of the current language, for a component: `t`, the instance and `ready`. The
 * component is drawn again when the language changes or the instance finishes setting up (as
 * react-i18next's, which it replaces). The instance is the provider's (`I18nextProvider`) or else
 * the app's.
 */
export function useTranslation(): Translation {
  // Without a provider the context holds nothing, whatever its type says.
  const context = useContext(I18nContext) as { i18n?: I18n } | undefined
  const i18n = context?.i18n ?? getI18n()
  const source = sourceOf(i18n)
  return useSyncExternalStore(source.subscribe, source.snapshot, source.snapshot)
}
