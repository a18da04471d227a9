import { describe, expect, it } from 'vitest'
import { ENDPOINT_FAMILIES } from '../lib/controls'
import { panelText } from './panel-text'

// Every word of the panel on an Arabic page is Arabic: section titles, buttons, statuses, fault
// descriptions, flag names and failures (the platform's English detail goes to the console).

const ARABIC = /[\u0600-\u06FF]/
const ar = panelText('ar')

/** Every text of the panel, functions called with sample arguments, keyed by its path. */
function textsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (typeof value === 'function')
    return [[path, String(Reflect.apply(value, undefined, [3, 'x']))]]
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, inner]) => textsOf(inner, `${path}.${key}`))
  }
  return []
}

describe('the panel’s Arabic', () => {
  it.each(textsOf(ar, 'ar'))('%s is Arabic: %s', (_path, shown) => {
    expect(shown).toMatch(ARABIC)
  })

  it('has the same texts as English', () => {
    const paths = (texts: [string, string][]) => texts.map(([path]) => path.slice(3))
    expect(paths(textsOf(ar, 'ar'))).toEqual(paths(textsOf(panelText('en'), 'en')))
  })

  it('names every endpoint family and keeps the platform’s English detail out', () => {
    expect(Object.keys(ar.familyNames).sort()).toEqual([...ENDPOINT_FAMILIES].sort())
    expect(ar.failed('Sandbox: logging in failed: No account uses a@b.c')).not.toMatch(/account/)
    expect(ar.faultCount(2)).toBe('عطلان')
    expect(ar.faultCount(11)).toBe('11 عطلًا')
  })
})
