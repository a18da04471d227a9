import { describe, expect, it, vi } from 'vitest'
import type { PhotoAssessment } from '../../../lib/photo-quality'
import { prepareUpload, type PrepareTools } from './prepare-upload'

// The steps between the picker and the upload, with the browser's decoder swapped for stand-ins.

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const png = (...extra: string[]) =>
  new File([new Uint8Array(PNG_HEAD), ...extra], 'IMG 0042.PNG', { type: 'image/png' })
const CLEAN_COPY = new Blob(['\xff\xd8\xff clean'], { type: 'image/jpeg' })

function tools(overrides: Partial<PrepareTools> = {}): PrepareTools {
  return {
    copy: vi.fn(() =>
      Promise.resolve({ kind: 'copied' as const, blob: CLEAN_COPY, width: 9, height: 9 }),
    ),
    assess: vi.fn(() => Promise.resolve(undefined)),
    ...overrides,
  }
}

describe('prepareUpload', () => {
  it('uploads a clean JPEG copy of a photo under a safe name', async () => {
    const used = tools()
    const prepared = await prepareUpload(png(), used)
    expect(prepared.kind).toBe('ready')
    if (prepared.kind !== 'ready') return
    expect(prepared.file.name).toBe('IMG 0042.jpg')
    expect(prepared.file.type).toBe('image/jpeg')
    expect(await prepared.file.text()).toBe(await CLEAN_COPY.text())
    // The photo checks look at what is sent.
    expect(used.assess).toHaveBeenCalledWith(prepared.file)
  })

  it('refuses a photo the browser cannot open', async () => {
    const copy = () => Promise.resolve({ kind: 'undecodable' as const })
    expect(await prepareUpload(png(), tools({ copy }))).toEqual({
      kind: 'refused',
      reason: 'UNDECODABLE',
    })
  })

  it('sends the checked original where the browser cannot copy', async () => {
    const copy = () => Promise.resolve({ kind: 'unsupported' as const })
    const prepared = await prepareUpload(png(), tools({ copy }))
    expect(prepared).toMatchObject({ kind: 'ready', file: { name: 'IMG 0042.png' } })
  })

  it('refuses markup before anything is copied', async () => {
    const used = tools()
    const polyglot = png('x'.repeat(4096), '<img src=x onerror=alert(1)>')
    expect(await prepareUpload(polyglot, used)).toEqual({ kind: 'refused', reason: 'POLYGLOT' })
    expect(used.copy).not.toHaveBeenCalled()
  })

  it('sends a PDF as it is', async () => {
    const used = tools()
    const pdf = new File(['%PDF-1.7\n'], 'scan.PDF', { type: 'application/pdf' })
    expect(await prepareUpload(pdf, used)).toMatchObject({
      kind: 'ready',
      file: { name: 'scan.pdf', type: 'application/pdf' },
    })
    expect(used.copy).not.toHaveBeenCalled()
  })

  it('warns about the copy when it is too dark to read', async () => {
    const dark: PhotoAssessment = {
      problems: ['DARK'],
      tooDark: true,
      tooBlurry: false,
      tooSmall: false,
      brightness: 12,
      sharpness: 4000,
      width: 960,
      height: 640,
    }
    const assess = () => Promise.resolve(dark)
    expect(await prepareUpload(png(), tools({ assess }))).toMatchObject({
      kind: 'warned',
      problems: ['DARK'],
      file: { type: 'image/jpeg' },
    })
  })
})
