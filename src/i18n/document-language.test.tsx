import { afterEach, describe, expect, it } from 'vitest'
import { applyDocumentLanguage } from './i18n'

/** The attribute writes `<html>` receives while `run` runs (a write of the same value counts). */
async function writesDuring(run: () => void): Promise<string[]> {
  const writes: string[] = []
  const observer = new MutationObserver((records) => {
    for (const record of records) writes.push(record.attributeName ?? '')
  })
  observer.observe(document.documentElement, { attributes: true })
  run()
  await Promise.resolve()
  observer.disconnect()
  return writes
}

describe('the document language', () => {
  afterEach(() => {
    document.documentElement.lang = 'en'
    document.documentElement.dir = 'ltr'
  })

  it('leaves <html lang dir> alone when the page was drawn with them', async () => {
    document.documentElement.lang = 'ar'
    document.documentElement.dir = 'rtl'
    expect(await writesDuring(() => applyDocumentLanguage('ar'))).toEqual([])
  })

  it('sets what differs', async () => {
    document.documentElement.lang = 'en'
    document.documentElement.dir = 'ltr'
    expect(await writesDuring(() => applyDocumentLanguage('ar'))).toEqual(['lang', 'dir'])
    expect(document.documentElement.lang).toBe('ar')
    expect(document.documentElement.dir).toBe('rtl')
  })
})
