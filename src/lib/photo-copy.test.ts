import { afterEach, describe, expect, it, vi } from 'vitest'
import { COPY_LONG_SIDE, COPY_QUALITY, copyPhoto } from './photo-copy'

// The copy is made with the browser's decoder and canvas, which Node lacks: these stand-ins
// record what the copy asks of them. A real browser runs it in e2e/documents.spec.ts.

interface Drawn {
  size: [number, number]
  calls: string[]
  exported?: ImageEncodeOptions
}

function stubBrowser(photo: { width: number; height: number }, encodedType = 'image/jpeg') {
  const drawn: Drawn = { size: [0, 0], calls: [] }
  const close = vi.fn()
  const decode = vi.fn((_file: Blob, _options?: ImageBitmapOptions) =>
    Promise.resolve({ ...photo, close }),
  )
  vi.stubGlobal('createImageBitmap', decode)
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(width: number, height: number) {
        drawn.size = [width, height]
      }
      getContext() {
        return {
          set fillStyle(value: string) {
            drawn.calls.push(`fill ${value}`)
          },
          set imageSmoothingQuality(_value: string) {},
          fillRect: (...args: number[]) => drawn.calls.push(`fillRect ${args.join(',')}`),
          drawImage: (_image: unknown, ...args: number[]) =>
            drawn.calls.push(`draw ${args.join(',')}`),
        }
      }
      convertToBlob(options: ImageEncodeOptions) {
        drawn.exported = options
        return Promise.resolve(new Blob(['jpeg'], { type: encodedType }))
      }
    },
  )
  return { drawn, close, decode }
}

describe('copyPhoto', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('draws a large photo afresh, upright, on white, at the copy size, as a JPEG', async () => {
    const { drawn, close, decode } = stubBrowser({ width: 4032, height: 3024 })
    const copy = await copyPhoto(new Blob(['photo']))
    expect(decode).toHaveBeenCalledWith(expect.any(Blob), { imageOrientation: 'from-image' })
    expect(drawn.size).toEqual([COPY_LONG_SIDE, 2250])
    expect(drawn.calls).toEqual(['fill #ffffff', 'fillRect 0,0,3000,2250', 'draw 0,0,3000,2250'])
    expect(drawn.exported).toEqual({ type: 'image/jpeg', quality: COPY_QUALITY })
    expect(copy).toMatchObject({ kind: 'copied', width: 3000, height: 2250 })
    expect(close).toHaveBeenCalledOnce()
  })

  it('keeps a small photo at its own size', async () => {
    const { drawn } = stubBrowser({ width: 960, height: 640 })
    expect(await copyPhoto(new Blob(['photo']))).toMatchObject({ width: 960, height: 640 })
    expect(drawn.size).toEqual([960, 640])
  })

  it('tells a file the browser cannot decode', async () => {
    vi.stubGlobal('createImageBitmap', () =>
      Promise.reject(new DOMException('bad', 'InvalidStateError')),
    )
    expect(await copyPhoto(new Blob(['not a photo']))).toEqual({ kind: 'undecodable' })
  })

  it('leaves the file as it is where the browser cannot make a JPEG copy', async () => {
    // Node: no decoder at all.
    expect(await copyPhoto(new Blob(['photo']))).toEqual({ kind: 'unsupported' })
    // A test DOM: a decoder that takes no Blob.
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new TypeError('not a source')))
    expect(await copyPhoto(new Blob(['photo']))).toEqual({ kind: 'unsupported' })
    const { close } = stubBrowser({ width: 100, height: 100 }, 'image/png')
    expect(await copyPhoto(new Blob(['photo']))).toEqual({ kind: 'unsupported' })
    expect(close).toHaveBeenCalledOnce()
  })
})
