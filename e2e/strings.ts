import ar from '../public/locales/ar/common.json' with { type: 'json' }
import en from '../public/locales/en/common.json' with { type: 'json' }

// The strings a test asserts, taken from the page language's own locale file: an Arabic run
// then fails on an untranslated page instead of matching its English text.

export const STRINGS = { en, ar } as const
export type Strings = typeof en

/** A locale string with its `{{placeholders}}` filled in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}

/** The plural form i18next picks for `count` in `lang` (`key_one`, `key_few`…), filled in. */
export function plural(
  group: Record<string, unknown>,
  key: string,
  count: number,
  lang: keyof typeof STRINGS,
): string {
  const form = new Intl.PluralRules(lang).select(count)
  const text = group[`${key}_${form}`] ?? group[`${key}_other`]
  if (typeof text !== 'string') throw new Error(`No plural forms for "${key}"`)
  return fill(text, { count })
}

/**
 * An amount as the app writes it: digits, a no-break space, the currency, and in Arabic the whole
 * inside a left-to-right isolate (src/i18n/format.ts `formatMoney`), as a pattern source.
 */
export const MONEY = (currency = '[A-Z]{3}') => `\u2066?[+\u2212]?[\\d,.]+\\s${currency}\u2069?`
