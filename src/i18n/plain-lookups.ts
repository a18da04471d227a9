import type { i18n as I18n } from 'i18next'

// A string read straight from the bundle, for the calls that need nothing else of i18next. Every
// screen asks `t` for its words, hundreds of calls in one render of the cars page, and the `t`
// that `useTranslation()` hands out copies all of i18next's options into a new object on every
// call before it resolves fallbacks, interpolates and looks for nesting: a visible share of the
// tasks that hydrate a page on a phone. Anything else (a plural, a context, a default value, a
// format, nesting, a key the language lacks) goes to i18next as before.

/** i18next's own options for `t`: a call with any of them goes to i18next. */
const I18NEXT_OPTIONS = new Set([
  'applyPostProcessor',
  'context',
  'count',
  'fallbackLng',
  'interpolation',
  'joinArrays',
  'keyPrefix',
  'keySeparator',
  'lng',
  'lngs',
  'missingInterpolationHandler',
  'nest',
  'ns',
  'nsSeparator',
  'ordinal',
  'postProcess',
  'replace',
  'returnDetails',
  'returnObjects',
  'skipInterpolation',
])

/** `{{name}}`: a placeholder filled with a value as it is. Any other form goes to i18next. */
const PLACEHOLDER = /\{\{(.*?)\}\}/g
const PLAIN_NAME = /^\s*[A-Za-z_$][\w$]*\s*$/
const NESTING = '$t('

type Values = Record<string, string | number | boolean>

/** The call's values, when they are all plain: none of i18next's options, no objects. */
function plainValues(options: unknown): Values | undefined {
  if (options === undefined) return {}
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined
  const values: Values = {}
  for (const [name, value] of Object.entries(options)) {
    if (I18NEXT_OPTIONS.has(name) || name.startsWith('defaultValue')) return undefined
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      return undefined
    }
    values[name] = value
  }
  return values
}

/** The string filled in as i18next would, or nothing when it needs more than that. */
function fill(text: string, values: Values): string | undefined {
  if (text === '' || text.includes(NESTING)) return undefined
  if (!text.includes('{{')) return text
  let filled = ''
  let from = 0
  for (const match of text.matchAll(PLACEHOLDER)) {
    const inner = match[1] ?? ''
    const value = PLAIN_NAME.test(inner) ? values[inner.trim()] : undefined
    if (value === undefined) return undefined
    filled += text.slice(from, match.index) + String(value)
    from = match.index + match[0].length
  }
  return filled + text.slice(from)
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
  const values = plainValues(options)
  if (!values) return undefined
  const text: unknown = instance.getResource(language, ns, key)
  return typeof text === 'string' ? fill(text, values) : undefined
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
