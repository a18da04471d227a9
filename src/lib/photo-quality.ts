// A capture check for photos of identity documents (not PDFs): too dark, too blurry or too small
// to read. It only advises: every failure to decode or draw answers undefined, so the check can
// never block an upload.

/** Below this mean luma (0–255) a document photo is too dark to read. */
export const DARK_BRIGHTNESS = 50

/**
 * Below this variance of the Laplacian, measured on the image scaled to `ANALYSIS_SIZE`, the
 * photo is too blurry: the usual threshold for this measure. In the tests, sharp text-like
 * strokes score ~40 000, the same strokes box-blurred (3×3) twice ~290, three times ~110 and
 * five times, when letters merge, ~35. Calibrated on synthetic images only: tune it with real
 * captures, and remember the check only advises.
 */
export const BLURRY_SHARPNESS = 100

/** A shorter side below this many pixels cannot show a licence's small print. */
export const MIN_SHORT_SIDE = 600

/**
 * The longer side the photo is scaled to before it is measured. Large enough that blur which
 * ruins small print at full size still shows (at 256 px a 10 px motion blur on a 4000 px photo
 * shrinks below one pixel), small enough to measure in a few milliseconds.
 */
export const ANALYSIS_SIZE = 512

export type PhotoProblem = 'DARK' | 'BLURRY' | 'SMALL'

export interface PixelAssessment {
  tooDark: boolean
  tooBlurry: boolean
  tooSmall: boolean
  /** Mean luma, 0–255. */
  brightness: number
  /** Variance of the 3×3 Laplacian of the grey image. */
  sharpness: number
}

export interface PhotoAssessment extends PixelAssessment {
  problems: PhotoProblem[]
  /** The photo's own size, before scaling. */
  width: number
  height: number
}

/**
 * Measures RGBA pixels. `original` is the photo's size when the pixels are a scaled copy: the
 * size check is about the photo, the others about the copy.
 */
export function assessPixels(
  data: Uint8ClampedArray,
  width: number,
  height: number,
  original: { width: number; height: number } = { width, height },
): PixelAssessment {
  if (data.length < width * height * 4) throw new RangeError('Fewer pixels than width × height')
  const grey = toGrey(data, width * height)
  const brightness = mean(grey)
  const sharpness = laplacianVariance(grey, width, height)
  return {
    tooDark: brightness < DARK_BRIGHTNESS,
    tooBlurry: sharpness < BLURRY_SHARPNESS,
    tooSmall: Math.min(original.width, original.height) < MIN_SHORT_SIDE,
    brightness,
    sharpness,
  }
}

function toGrey(data: Uint8ClampedArray, pixels: number): Float32Array {
  const grey = new Float32Array(pixels)
  for (let pixel = 0; pixel < pixels; pixel += 1) {
    const index = pixel * 4
    const luma =
      0.299 * (data[index] ?? 0) + 0.587 * (data[index + 1] ?? 0) + 0.114 * (data[index + 2] ?? 0)
    // Transparent areas of a PNG scan show on white, not as the black their RGB values hold.
    const alpha = (data[index + 3] ?? 255) / 255
    grey[pixel] = luma * alpha + 255 * (1 - alpha)
  }
  return grey
}

function mean(values: Float32Array): number {
  let sum = 0
  for (const value of values) sum += value
  return values.length === 0 ? 0 : sum / values.length
}

/** Blur removes the fine detail the Laplacian responds to, so its spread drops (Pech-Pacheco). */
function laplacianVariance(grey: Float32Array, width: number, height: number): number {
  let sum = 0
  let sumOfSquares = 0
  let count = 0
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const at = (dx: number, dy: number) => grey[(y + dy) * width + x + dx] ?? 0
      const value = at(0, -1) + at(-1, 0) + at(1, 0) + at(0, 1) - 4 * at(0, 0)
      sum += value
      sumOfSquares += value * value
      count += 1
    }
  }
  if (count === 0) return 0
  const average = sum / count
  return sumOfSquares / count - average * average
}

/**
 * Decodes, scales and measures a photo in the browser. Undefined when the browser cannot decode
 * it (no `createImageBitmap`, a PDF, a broken file) or cannot draw it.
 */
export async function assessPhoto(file: Blob): Promise<PhotoAssessment | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    return undefined
  }
  try {
    const original = { width: bitmap.width, height: bitmap.height }
    const scale = Math.min(1, ANALYSIS_SIZE / Math.max(original.width, original.height))
    const width = Math.max(1, Math.round(original.width * scale))
    const height = Math.max(1, Math.round(original.height * scale))
    const context = drawingContext(width, height)
    if (!context) return undefined
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, width, height)
    const assessment = assessPixels(
      context.getImageData(0, 0, width, height).data,
      width,
      height,
      original,
    )
    return { ...assessment, problems: problemsOf(assessment), ...original }
  } catch {
    return undefined
  } finally {
    // The decoded photo can take tens of megabytes; free it now rather than at collection.
    bitmap.close()
  }
}

function drawingContext(
  width: number,
  height: number,
): OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null {
  if (typeof OffscreenCanvas === 'function') {
    return new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true })
  }
  if (typeof document === 'undefined') return null
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  return canvas.getContext('2d', { willReadFrequently: true })
}

function problemsOf(assessment: PixelAssessment): PhotoProblem[] {
  const problems: PhotoProblem[] = []
  if (assessment.tooDark) problems.push('DARK')
  if (assessment.tooBlurry) problems.push('BLURRY')
  if (assessment.tooSmall) problems.push('SMALL')
  return problems
}
