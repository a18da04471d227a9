import type { i18n as I18n } from 'i18next'

// A string read straight from the bundle, for the calls that need nothing else of i18next. Every
// screen asks `t` for its words, hundreds of calls in one render of the cars page, and the `t`
// that `useTranslation()` hands out copies all of i18next's options into a new object on every
// call before it resolves fallbacks, interpolates and looks for nesting: a visible share of the
// tasks that hydrate a page on a phone. Anything else (a plural, a context, a default value, a
// format, nesting, a key the language lacks) goes to i18next as before.

/**
 * Options that change which string i18next picks (a plural, a context, a default): a call with any
 * of them goes to i18next, as does one with a value the string does not ask for (it may be one of
 * i18next's other options, such as `lng`) or one that is not a string, number or boolean.
 */
const PICKS_THE_STRING = /^(count|context|ordinal|defaultValue)/

/** `{{name}}`: a placeholder filled with a value as it is. Any other form goes to i18next. */
const PLACEHOLDER = /\{\{(.*?)\}\}/g
const PLAIN_NAME = /^\s*[A-Za-z_$][\w$]*\s*$/

/** The string filled in as i18next would, or nothing when it needs more than that. */
function fill(text: string, options: unknown): string | undefined {
  if (text === '' || text.includes('$t(')) return undefined
  if (options !== undefined && (typeof options !== 'object' || options === null)) return undefined
  const values = new Map(Object.entries(options ?? {}))
  if ([...values.keys()].some((name) => PICKS_THE_STRING.test(name))) return undefined
  const used = new Set<string>()
  let filled = ''
  let from = 0
  for (const match of text.matchAll(PLACEHOLDER)) {
    const inner = match[1] ?? ''
    const name = inner.trim()
    const value: unknown = PLAIN_NAME.test(inner) ? values.get(name) : undefined
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      return undefined
    }
    used.add(name)
    filled += text.slice(from, match.index) + String(value)
    from = match.index + match[0].length
  }
  return used.size === values.size ? filled + text.slice(from) : undefined
}

/**
 * `key` in `language`'s strings of `namespace`, with `options`' values filled in, when it needs
 * nothing more of i18next; otherwise undefined, and the caller asks i18next.
 */
export function plainLookup(
  instance: I18n,
  language: unknown,
  namespace: unknown,
  key: unknown,
  options: unknown,
): string | undefined {
  if (typeof key !== 'string' || typeof language !== 'string' || key.includes(':')) return undefined
  if (language === 'cimode') return undefined
  const only: unknown =
    Array.isArray(namespace) && namespace.length === 1 ? namespace[0] : undefined
  const ns = only ?? namespace
  if (typeof ns !== 'string') return undefined
  const text: unknown = instance.getResource(language, ns, key)
  return typeof text === 'string' ? fill(text, options) : undefined
}

/**
 * Makes every `t` the instance hands out (`useTranslation()` asks `getFixedT`) read plain strings
 * straight from the bundle. Each `t` keeps the language, namespace and key prefix i18next gave it.
 */
export function withPlainLookups(instance: I18n): void {
  const getFixedT = instance.getFixedT.bind(instance)
  const fastGetFixedT = (...args: unknown[]): unknown => {
    const fixed: unknown = Reflect.apply(getFixedT, instance, args)
    if (typeof fixed !== 'function') return fixed
    const prefix: unknown = Reflect.get(fixed, 'keyPrefix')
    if (prefix !== undefined) return fixed
    const t = (key: unknown, options?: unknown, ...rest: unknown[]): unknown => {
      const languages: unknown = Reflect.get(t, 'lngs')
      if (rest.length === 0 && !Array.isArray(languages)) {
        const language: unknown = Reflect.get(t, 'lng') ?? instance.language
        const text = plainLookup(instance, language, Reflect.get(t, 'ns'), key, options)
        if (text !== undefined) return text
      }
      return Reflect.apply(fixed, undefined, [key, options, ...rest])
    }
    // The language, namespaces and prefix i18next set on its `t`, which callers may read.
    return Object.assign(t, fixed)
  }
  Object.defineProperty(instance, 'getFixedT', {
    configurable: true,
    writable: true,
    value: fastGetFixedT,
  })
}
