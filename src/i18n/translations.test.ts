import { describe, expect, it } from 'vitest'
import ar from '../../public/locales/ar/common.json'
import en from '../../public/locales/en/common.json'

const ARABIC_PLURALS = ['zero', 'one', 'two', 'few', 'many', 'other']
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) =>
    flatten(child, prefix ? `${prefix}.${key}` : key),
  )
}

const baseKeys = (keys: string[]) =>
  [...new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, '')))].sort()

describe('translations', () => {
  const enKeys = flatten(en)
  const arKeys = flatten(ar)

  it('Arabic translates every English key, and nothing else', () => {
    expect(baseKeys(arKeys)).toEqual(baseKeys(enKeys))
  })

  it('Arabic carries all six plural forms wherever English has plurals', () => {
    const plural = baseKeys(enKeys.filter((key) => PLURAL_SUFFIX.test(key)))
    for (const key of plural) {
      for (const form of ARABIC_PLURALS) expect(arKeys).toContain(`${key}_${form}`)
    }
  })

  it('has no empty strings', () => {
    const values = (bundle: unknown): unknown[] =>
      typeof bundle === 'object' && bundle !== null
        ? Object.values(bundle).flatMap(values)
        : [bundle]
    for (const value of [...values(en), ...values(ar)]) expect(String(value).trim()).not.toBe('')
  })

  it('keeps interpolation placeholders in both languages', () => {
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort()
    const lookup = (bundle: unknown, key: string): unknown =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle)
    for (const key of enKeys.filter((k) => !PLURAL_SUFFIX.test(k))) {
      expect(placeholders(lookup(ar, key)), key).toEqual(placeholders(lookup(en, key)))
    }
  })
})

describe('Arabic wording', () => {
  /** The Arabic text at a dotted key path. */
  function arabicAt(path: string): unknown {
    return path.split('.').reduce<unknown>((node, key) => {
      return typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[key]
        : undefined
    }, ar)
  }

  it('never calls a deposit تأمين, the word for the insurance shown beside it', () => {
    const depositKeys = flatten(ar).filter((key) => /deposit/i.test(key))
    expect(depositKeys.length).toBeGreaterThan(10)
    for (const key of depositKeys) {
      const text = arabicAt(key)
      expect(typeof text === 'string' ? text : '', key).not.toMatch(/تأمين/)
    }
  })

  it('puts a day with its weekday after يوم ("يوم الجمعة، 4 ديسمبر"), never after في', () => {
    const dated = /في \{\{(date|day|newEnd|currentEnd|from|to|when)\}\}/
    for (const key of flatten(ar)) {
      const text = arabicAt(key)
      expect(typeof text === 'string' ? text : '', key).not.toMatch(dated)
    }
    // A sentence that a date element follows ends with يوم too.
    for (const key of ['bookingMoney.deposit.held_one', 'bookingMoney.deposit.released']) {
      expect(arabicAt(key), key).toMatch(/يوم$/)
    }
  })

  it('names the ride app one way, as its login, wallet and support pages do', () => {
    const rideApp = flatten(ar)
      .map((key) => arabicAt(key))
      .filter((text): text is string => typeof text === 'string' && /تطبيق ال/.test(text))
    expect(rideApp.length).toBeGreaterThan(10)
    for (const text of rideApp) expect(text).not.toMatch(/تطبيق الرحلات/)
  })
})
