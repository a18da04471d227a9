import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { carImageSchema } from '../../src/api/schemas/listings'
import { generateFleet, PHOTO_WIDTHS } from './listings'

// The sandbox's photos are files in public/ (npm run sandbox:images): every address the fleet
// hands out must be one, and every WebP size must really be WebP at the width it claims, or a
// card would show a broken picture (or a blurry one) only in the browser.

const PUBLIC_DIR = join(import.meta.dirname, '..', '..', 'public')

function file(url: string): Buffer {
  expect(url.startsWith('/rental/')).toBe(true)
  return readFileSync(join(PUBLIC_DIR, url.slice('/rental/'.length)))
}

/** The pixel width a WebP file declares (lossy `VP8 ` or extended `VP8X` layout). */
function webpWidth(bytes: Buffer): number {
  expect(bytes.toString('latin1', 0, 4)).toBe('RIFF')
  expect(bytes.toString('latin1', 8, 12)).toBe('WEBP')
  const chunk = bytes.toString('latin1', 12, 16)
  if (chunk === 'VP8X') return bytes.readUIntLE(24, 3) + 1
  if (chunk === 'VP8 ') return bytes.readUInt16LE(26) & 0x3fff
  throw new Error(`Unexpected WebP chunk ${chunk}`)
}

describe('the sandbox fleet’s photos', () => {
  const images = generateFleet(90).flatMap((car) => car.listing.images)

  it('are every one a drawing with a WebP file at each width', () => {
    expect(images.length).toBe(270)
    for (const image of images) {
      const parsed = carImageSchema.parse(image)
      expect(file(parsed.url).toString('utf8', 0, 4)).toBe('<svg')
      expect(parsed.renditions.map((rendition) => rendition.width)).toEqual([...PHOTO_WIDTHS])
      for (const rendition of parsed.renditions) {
        expect(webpWidth(file(rendition.url))).toBe(rendition.width)
      }
    }
  })
})
