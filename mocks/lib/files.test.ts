import { describe, expect, it } from 'vitest'
import { placeholderPng, safeFileName, storedTypeOf } from './files'

const bytes = (...values: number[]) => new Uint8Array(values)
const text = (value: string) => new TextEncoder().encode(value)

describe('storedTypeOf', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xdb, 0, 0), 'image/jpeg'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'image/png'],
    ['PDF', text('%PDF-1.7\n'), 'application/pdf'],
  ])('recognises %s by its first bytes', (_name, head, mimeType) => {
    expect(storedTypeOf(head)?.mimeType).toBe(mimeType)
  })

  it('stores each type under its own extension', () => {
    expect(storedTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))?.extension).toBe('jpg')
    expect(storedTypeOf(text('%PDF-1.4'))?.extension).toBe('pdf')
  })

  it.each([
    ['SVG with a script', text('<svg onload="alert(1)"></svg>')],
    ['HTML', text('<!doctype html><script>alert(1)</script>')],
    ['a Windows executable', bytes(0x4d, 0x5a, 0x90, 0x00)],
    ['GIF', text('GIF89a')],
    ['a polyglot with the PNG signature later on', text('<html>\x89PNG\r\n\x1a\n')],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['"%PDF" without the dash', text('%PDF1.7')],
    ['nothing', bytes()],
  ])('refuses %s', (_name, head) => {
    expect(storedTypeOf(head)).toBeUndefined()
  })
})

describe('safeFileName', () => {
  it.each([
    ['../../etc/passwd', 'passwd.jpg'],
    ['C:\\Users\\me\\Desktop\\licence.png', 'licence.jpg'],
    ['a\u0000b.jpg', 'a_b.jpg'],
    ['"><img src=x onerror=alert(1)>.jpg', 'img src_x onerror_alert_1.jpg'],
    ['رخصة القيادة.jpeg', 'رخصة القيادة.jpg'],
    ['exe\u202Egpj.png', 'exe_gpj.jpg'],
    ['.htaccess', 'document.jpg'],
    ['', 'document.jpg'],
  ])('turns %j into %j', (name, expected) => {
    expect(safeFileName(name, 'jpg')).toBe(expected)
  })

  it('keeps long names to 80 characters without splitting one', () => {
    expect(safeFileName(`${'a'.repeat(500)}.pdf`, 'pdf')).toBe(`${'a'.repeat(80)}.pdf`)
    // Letter + vowel mark: one character, never cut in between.
    expect(safeFileName('بَ'.repeat(200), 'png')).toBe(`${'بَ'.repeat(80)}.png`)
    // A letter buried under a thousand combining marks is not a name.
    expect(safeFileName(`a${'\u0301'.repeat(1000)}`, 'png')).toBe('document.png')
    // Emoji are not letters: they go.
    expect(safeFileName('🚗 car.png', 'png')).toBe('car.png')
  })
})

describe('placeholderPng', () => {
  it('is a PNG', () => {
    const { bytes: png, mimeType } = placeholderPng()
    expect(mimeType).toBe('image/png')
    expect(storedTypeOf(png)?.mimeType).toBe('image/png')
  })
})
