import { describe, expect, it } from 'vitest'
import { UPLOAD_MAX_BYTES } from '../../src/api/schemas/documents'
import { readUpload } from './uploads'

// The platform's own file checks, as a client that skips the page's checks meets them: the
// same rules as src/domain/upload-file.ts, each refusal with its status and code.

const JPEG = [0xff, 0xd8, 0xff, 0xe0]
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

const text = (value: string) => [...new TextEncoder().encode(value)]

function file(bytes: number[] | Uint8Array<ArrayBuffer>, name: string, type: string): File {
  return new File([bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)], name, { type })
}

function uploadRequest(upload: File): Request {
  const form = new FormData()
  form.append('file', upload)
  return new Request('http://localhost/identity/me/documents/MAIN/EMIRATES_ID/FRONT', {
    method: 'POST',
    body: form,
  })
}

async function refusalOf(upload: File): Promise<{ status: number; code: unknown }> {
  const answer = await readUpload(uploadRequest(upload))
  if (!(answer instanceof Response)) throw new Error(`${upload.name} was accepted`)
  const body = (await answer.json()) as { code?: unknown }
  return { status: answer.status, code: body.code }
}

describe('readUpload', () => {
  it.each([
    [
      'a renamed Windows executable',
      file([0x4d, 0x5a, 0x90, 0, 3, 0], 'licence.jpg', 'image/jpeg'),
    ],
    ['an HTML page', file(text('<!doctype html><script>alert(1)</script>'), 'id.png', 'image/png')],
    [
      'an SVG',
      file(
        text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        'id.jpg',
        'image/jpeg',
      ),
    ],
    ['a GIF', file(text('GIF89a'), 'id.png', 'image/png')],
  ])('refuses %s as an unsupported type (422)', async (_name, upload) => {
    expect(await refusalOf(upload)).toEqual({ status: 422, code: 'UNSUPPORTED_FILE_TYPE' })
  })

  it.each([
    [
      'a PDF with a <script',
      file(text('%PDF-1.7\n<script>alert(1)</script>'), 'a.pdf', 'application/pdf'),
    ],
    [
      'a PNG with a page in a text chunk',
      file([...PNG, ...text('tEXt<html><body><p>Hi</p></body></html>')], 'a.png', 'image/png'),
    ],
    [
      'a JPEG with a tag of any name far past its first kilobyte',
      file(
        [...JPEG, ...new Array<number>(64 * 1024).fill(0xa5), ...text('<details open ontoggle=x>')],
        'a.jpg',
        'image/jpeg',
      ),
    ],
    [
      'a JPEG with <SVG in any case',
      file([...JPEG, ...text('<SVG onload=alert(1)>')], 'a.jpg', 'image/jpeg'),
    ],
    [
      'a PNG with UTF-16 <svg onload',
      file([...PNG, ...text('<\0s\0v\0g\0 \0o\0n\0l\0o\0a\0d\0=\0x\0>\0')], 'a.png', 'image/png'),
    ],
  ])('refuses %s as a polyglot (422)', async (_name, upload) => {
    expect(await refusalOf(upload)).toEqual({ status: 422, code: 'POLYGLOT_FILE' })
  })

  it('refuses an empty file (422)', async () => {
    expect(await refusalOf(file([], 'empty.jpg', 'image/jpeg'))).toEqual({
      status: 422,
      code: 'EMPTY_FILE',
    })
  })

  it('refuses one byte over the limit (413) and takes a file of exactly the limit', async () => {
    const atLimit = new Uint8Array(UPLOAD_MAX_BYTES)
    atLimit.set(JPEG)
    expect(await readUpload(uploadRequest(file(atLimit, 'big.jpg', 'image/jpeg')))).toMatchObject({
      type: 'image/jpeg',
    })
    const overLimit = new Uint8Array(UPLOAD_MAX_BYTES + 1)
    overLimit.set(JPEG)
    expect(await refusalOf(file(overLimit, 'big.jpg', 'image/jpeg'))).toEqual({
      status: 413,
      code: 'FILE_TOO_LARGE',
    })
  })

  it('takes a camera JPEG whose XMP metadata is XML, whatever its name and declared type', async () => {
    const photo = file(
      [...JPEG, ...text('<?xpacket begin=""?><x:xmpmeta xmlns:x="adobe:ns:meta/">')],
      'scan.exe',
      'application/octet-stream',
    )
    const accepted = await readUpload(uploadRequest(photo))
    expect(accepted).toMatchObject({
      clientName: 'scan.exe',
      type: 'image/jpeg',
    })
  })
})
