import { describe, expect, it } from 'vitest'
import { sniffFileType } from '../../src/domain/upload-file'
import { inlineDisposition, placeholderPng } from './files'

describe('placeholderPng', () => {
  it('is a PNG', () => {
    const { bytes: png, mimeType } = placeholderPng()
    expect(mimeType).toBe('image/png')
    expect(sniffFileType(png)).toBe('image/png')
  })
})

describe('inlineDisposition', () => {
  it('encodes the name as an RFC 5987 value, apostrophes and parentheses too', () => {
    expect(inlineDisposition("O'Brien (scan).jpg")).toBe(
      "inline; filename*=UTF-8''O%27Brien%20%28scan%29.jpg",
    )
    expect(inlineDisposition('رخصة.pdf')).toBe(
      "inline; filename*=UTF-8''%D8%B1%D8%AE%D8%B5%D8%A9.pdf",
    )
  })
})
