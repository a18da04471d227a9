// A clean copy of a document photo, made in the browser before it is uploaded: the pixels are
// drawn afresh into a JPEG, so nothing but the picture leaves the device (no bytes hidden after
// the image, no EXIF with where and when it was taken, no embedded thumbnail), the photo stands
// the way the camera held it, and a 12-megapixel phone photo uploads at a fraction of its size.
// docs/decisions/016-document-photos-copied-in-the-browser.md says why, and why PDFs are not.

/** The longer side of the copy: the small print of a licence stays legible at this size. */
export const COPY_LONG_SIDE = 3000

/** JPEG quality of the copy: text edges stay sharp; lower starts to blur small print. */
export const COPY_QUALITY = 0.9

export type PhotoCopy =
  | { kind: 'copied'; blob: Blob; width: number; height: number }
  /** The browser could not decode the file as a picture (broken, or not the image it claims). */
  | { kind: 'undecodable' }
  /** This browser cannot draw and encode off-screen: the file goes as it is, checked. */
  | { kind: 'unsupported' }

export async function copyPhoto(file: Blob): Promise<PhotoCopy> {
  if (typeof createImageBitmap !== 'function') return { kind: 'unsupported' }
  let bitmap: ImageBitmap
  try {
    // EXIF orientation is applied to the pixels, since the copy carries no EXIF to say it.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch (error) {
    // Browsers reject a file they cannot decode with a DOMException (InvalidStateError); a
    // TypeError means this runtime takes no Blob at all (a test DOM), which says nothing of the file.
    return error instanceof TypeError ? { kind: 'unsupported' } : { kind: 'undecodable' }
  }
  try {
    const scale = Math.min(1, COPY_LONG_SIDE / Math.max(bitmap.width, bitmap.height))
    const width = Math.max(1, Math.round(bitmap.width * scale))
    const height = Math.max(1, Math.round(bitmap.height * scale))
    const surface = drawingSurface(width, height)
    if (!surface) return { kind: 'unsupported' }
    const { canvas, context } = surface
    // A transparent PNG scan shows on white, as on paper, not on JPEG's black.
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, width, height)
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, width, height)
    const blob = await encode(canvas)
    return blob?.type === 'image/jpeg'
      ? { kind: 'copied', blob, width, height }
      : { kind: 'unsupported' }
  } catch {
    return { kind: 'unsupported' }
  } finally {
    bitmap.close()
  }
}

type Surface =
  | { canvas: OffscreenCanvas; context: OffscreenCanvasRenderingContext2D }
  | { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D }

function drawingSurface(width: number, height: number): Surface | undefined {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height)
    const context = canvas.getContext('2d')
    return context ? { canvas, context } : undefined
  }
  if (typeof document === 'undefined') return undefined
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  return context ? { canvas, context } : undefined
}

function encode(canvas: Surface['canvas']): Promise<Blob | null> {
  if ('convertToBlob' in canvas) {
    return canvas.convertToBlob({ type: 'image/jpeg', quality: COPY_QUALITY })
  }
  return new Promise((resolve) => {
    canvas.toBlob(resolve, 'image/jpeg', COPY_QUALITY)
  })
}
