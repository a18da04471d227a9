import i18next, { type i18n as I18n } from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import ar from '../../public/locales/ar/common.json'
import en from '../../public/locales/en/common.json'
import { withPlainLookups } from './plain-lookups'

// Every `t` the app uses reads plain strings straight from the bundle: the answer must be
// i18next's own, for every string of both languages, however the call is made.

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) =>
    flatten(child, prefix ? `${prefix}.${key}` : key),
  )
}

// Forms the bundles do not use today, which i18next treats in its own ways.
const forms = {
  nested: 'Go to $t(brand.name), {{name}}',
  nestedOnly: 'Go to $t(brand.name)',
  spaced: '{{ name }} and {{-name}} and {{name, uppercase}} and {{missing}}',
  path: 'Hello {{user.name}}',
  inherited: 'Made by {{constructor}}',
  empty: '',
}
const english = { ...en, forms }
const arabic = { ...ar, forms }
const keys = [...new Set(flatten(english).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort()

async function instance(plain: boolean): Promise<I18n> {
  const created = i18next.createInstance()
  if (plain) withPlainLookups(created)
  await created.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: english }, ar: { common: arabic } },
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  return created
}

/** The values a string asks for, with text that a second pass of i18next would change. */
function valuesFor(key: string): Record<string, string | number> {
  const found = lookup(english, key) ?? lookup(english, `${key}_other`)
  const text = typeof found === 'string' ? found : ''
  const names = [...text.matchAll(/\{\{\s*([\w$]+)\s*\}\}/g)].map((match) => match[1] ?? '')
  return Object.fromEntries(
    names.map((name, index) => [name, index % 2 ? 1234.5 : ` {{${name}}} $t(brand.name) ١٢ `]),
  )
}

function lookup(bundle: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? Reflect.get(node, part) : undefined,
      bundle,
    )
}

describe('plain lookups', () => {
  it("answer as i18next does, for every string in English and Arabic, with and without i18next's options", async () => {
    const [plain, stock] = await Promise.all([instance(true), instance(false)])
    const calls: [string, Record<string, unknown> | undefined][] = keys.flatMap((key) => {
      const values = valuesFor(key)
      return [
        [key, undefined],
        [key, values],
        [key, { ...values, count: 2 }],
        [key, { ...values, context: 'male' }],
        [key, { ...values, defaultValue: 'default' }],
        [key, { extra: 'ignored' }],
        [key, { name: { first: 'object' } }],
      ]
    })
    for (const language of ['en', 'ar'] as const) {
      const fast = plain.getFixedT(language, 'common')
      const reference = stock.getFixedT(language, 'common')
      for (const [key, options] of calls) {
        expect(fast(key as never, options), `${language} ${key}`).toBe(
          reference(key as never, options),
        )
      }
    }
    // Every string of both languages, twice: about 2 s alone, several times that on a busy
    // 2-core machine, and it grows with the strings.
  }, 30_000)

  it('leave i18next out of a plain call, and hand it everything else', async () => {
    const plain = await instance(true)
    const translate = vi.spyOn(plain, 't')
    const t = plain.getFixedT('ar', 'common')

    expect(t('brand.name')).toBe(lookup(ar, 'brand.name'))
    expect(translate).not.toHaveBeenCalled()

    // A key Arabic lacks falls back to English through i18next.
    const missing: string = 'nowhere.key'
    expect(t(missing as never)).toBe(missing)
    expect(translate).toHaveBeenCalledTimes(1)
  })

  it('follow the language the app switches to', async () => {
    const plain = await instance(true)
    const current = plain.getFixedT(null, 'common')
    expect(current('brand.name')).toBe(lookup(en, 'brand.name'))
    await plain.changeLanguage('ar')
    expect(current('brand.name')).toBe(lookup(ar, 'brand.name'))
  })
})
