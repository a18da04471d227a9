import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ANALYSIS_SIZE,
  assessPhoto,
  assessPixels,
  BLURRY_SHARPNESS,
  DARK_BRIGHTNESS,
} from './photo-quality'

interface Grey {
  values: Float32Array
  width: number
  height: number
}

function image(width: number, height: number, shade: (x: number, y: number) => number): Grey {
  const values = new Float32Array(width * height)
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) values[y * width + x] = shade(x, y)
  }
  return { values, width, height }
}

const checkerboard = (cell: number, dark = 20, light = 235) =>
  image(256, 256, (x, y) => ((Math.floor(x / cell) + Math.floor(y / cell)) % 2 ? light : dark))

/** Dark strokes in rows of 7 px "letters" on a white page, laid out by a fixed seed. */
function textLike(): Grey {
  let seed = 7
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
  const page = image(256, 256, () => 240)
  for (let line = 20; line < 236; line += 14) {
    for (let x = 16; x < 240; x += 6) {
      const vertical = random() < 0.5
      for (let step = 0; step < 7; step += 1) {
        const px = vertical ? x + 2 : x + (step % 4)
        const py = vertical ? line + step : line + 3
        page.values[py * 256 + px] = 30
      }
    }
  }
  return page
}

/** `passes` 3×3 box blurs, edges clamped. */
function boxBlur(source: Grey, passes: number): Grey {
  let current = source
  for (let pass = 0; pass < passes; pass += 1) {
    const { values, width, height } = current
    const at = (x: number, y: number) =>
      values[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))] ??
      0
    current = image(width, height, (x, y) => {
      let sum = 0
      for (let dy = -1; dy <= 1; dy += 1)
        for (let dx = -1; dx <= 1; dx += 1) sum += at(x + dx, y + dy)
      return sum / 9
    })
  }
  return current
}

function rgba({ values }: Grey, alpha = 255): Uint8ClampedArray {
  const data = new Uint8ClampedArray(values.length * 4)
  values.forEach((value, index) => data.set([value, value, value, alpha], index * 4))
  return data
}

const assess = (grey: Grey, original?: { width: number; height: number }) =>
  assessPixels(rgba(grey), grey.width, grey.height, original)

describe('assessPixels', () => {
  it('finds a uniform black image dark (and, with no detail at all, blurry)', () => {
    const result = assess(
      image(256, 256, () => 0),
      { width: 1200, height: 900 },
    )
    expect(result).toMatchObject({ tooDark: true, tooBlurry: true, tooSmall: false })
    expect(result.brightness).toBe(0)
  })

  it('finds a sharp but dim photo dark only', () => {
    const result = assess(checkerboard(8, 0, 60), { width: 1200, height: 900 })
    expect(result.brightness).toBeLessThan(DARK_BRIGHTNESS)
    expect(result).toMatchObject({ tooDark: true, tooBlurry: false })
  })

  it.each([
    ['a bright checkerboard', checkerboard(8)],
    ['text-like strokes', textLike()],
    ['text-like strokes blurred once', boxBlur(textLike(), 1)],
  ])('finds %s fine', (_name, grey) => {
    const result = assess(grey, { width: 1600, height: 1200 })
    expect(result).toMatchObject({ tooDark: false, tooBlurry: false, tooSmall: false })
    expect(result.sharpness).toBeGreaterThan(BLURRY_SHARPNESS)
  })

  it.each([
    ['text-like strokes blurred 5 times', boxBlur(textLike(), 5)],
    ['a fine checkerboard blurred 8 times', boxBlur(checkerboard(4), 8)],
    ['a checkerboard blurred 8 times', boxBlur(checkerboard(16), 8)],
  ])('finds %s blurry', (_name, grey) => {
    const result = assess(grey)
    expect(result).toMatchObject({ tooDark: false, tooBlurry: true })
    expect(result.sharpness).toBeLessThan(BLURRY_SHARPNESS)
  })

  it('loses sharpness with every blur', () => {
    const scores = [0, 1, 2, 3, 5].map((passes) => assess(boxBlur(textLike(), passes)).sharpness)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
  })

  it('judges size by the original photo, not the scaled copy', () => {
    const copy = checkerboard(8)
    expect(assess(copy).tooSmall).toBe(true)
    expect(assess(copy, { width: 800, height: 599 }).tooSmall).toBe(true)
    expect(assess(copy, { width: 600, height: 800 }).tooSmall).toBe(false)
  })

  it('shows transparent areas on white', () => {
    const transparent = image(64, 64, () => 0)
    const result = assessPixels(rgba(transparent, 0), 64, 64)
    expect(result.brightness).toBe(255)
  })

  it('refuses a buffer smaller than its dimensions', () => {
    expect(() => assessPixels(new Uint8ClampedArray(10), 4, 4)).toThrow(RangeError)
  })
})

describe('assessPhoto', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('answers undefined where the photo cannot be decoded', async () => {
    // Node has no createImageBitmap.
    expect(await assessPhoto(new Blob([new Uint8Array([0xff, 0xd8, 0xff])]))).toBeUndefined()
    vi.stubGlobal('createImageBitmap', () =>
      Promise.reject(new DOMException('bad', 'InvalidStateError')),
    )
    expect(await assessPhoto(new Blob(['%PDF-1.7']))).toBeUndefined()
  })

  it('measures a scaled copy and reports the problems of the whole photo', async () => {
    const close = vi.fn()
    const drawImage = vi.fn()
    vi.stubGlobal('createImageBitmap', () => Promise.resolve({ width: 2048, height: 512, close }))
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(
          readonly width: number,
          readonly height: number,
        ) {}
        getContext() {
          const { width, height } = this
          return {
            drawImage,
            // An opaque black photo.
            getImageData: () => ({ data: rgba(image(width, height, () => 0)) }),
          }
        }
      },
    )
    const result = await assessPhoto(new Blob(['photo']))
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, ANALYSIS_SIZE, 128)
    expect(result).toMatchObject({
      problems: ['DARK', 'BLURRY', 'SMALL'],
      width: 2048,
      height: 512,
    })
    expect(close).toHaveBeenCalledOnce()
  })
})
