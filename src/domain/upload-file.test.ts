import { describe, expect, it, vi } from 'vitest'
import { UPLOAD_MAX_BYTES } from '../api/schemas/documents'
import {
  checkUploadFile,
  containsMarkup,
  MAX_FILE_NAME_LENGTH,
  safeFileName,
  sniffFileType,
  type UploadFileType,
} from './upload-file'

const bytes = (...values: number[]) => new Uint8Array(values)
const text = (value: string) => new TextEncoder().encode(value)
function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const result = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  parts.reduce((offset, part) => (result.set(part, offset), offset + part.length), 0)
  return result
}

// Real file heads: signature plus the first structure a viewer reads.
const PNG = concat(
  bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  bytes(0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0x04, 0, 0, 0, 0x03, 0, 0x08, 0x02, 0, 0, 0),
)
const JPEG = concat(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), text('JFIF\0'), bytes(1, 1, 0, 0, 1))
// Camera JPEGs carry XMP (XML) in their first kilobyte: that alone is no polyglot.
const JPEG_XMP = concat(
  bytes(0xff, 0xd8, 0xff, 0xe1, 0x01, 0x00),
  text(
    'http://ns.adobe.com/xap/1.0/\0<?xpacket begin="\uFEFF"?><x:xmpmeta xmlns:x="adobe:ns:meta/">',
  ),
)
const PDF = text('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<</Type/Catalog/Pages 2 0 R>>\nendobj\n')
const EXE = concat(bytes(0x4d, 0x5a, 0x90, 0, 0x03, 0, 0, 0), text('This program cannot be run'))
const HTML = text('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>')
const SVG = text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')
const GIF = text('GIF89a\x01\x00\x01\x00')
const ZIP = concat(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0), text('word/document.xml'))

let noiseBytes = new Uint8Array(0)

/**
 * Bytes that look like compressed image data: the start of one fixed pseudo-random sequence
 * (xorshift), made once.
 */
function noise(length: number): Uint8Array<ArrayBuffer> {
  if (noiseBytes.length < length) noiseBytes = xorshiftBytes(Math.max(length, UPLOAD_MAX_BYTES))
  return noiseBytes.slice(0, length)
}

function xorshiftBytes(length: number): Uint8Array<ArrayBuffer> {
  const result = new Uint8Array(length)
  let state = 0x2545f491
  for (let index = 0; index < length; index += 1) {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    result[index] = state & 0xff
  }
  return result
}

const file = (content: Uint8Array<ArrayBuffer>, name: string, type = 'image/jpeg') =>
  new File([content], name, { type })

describe('sniffFileType', () => {
  it.each<[string, Uint8Array, UploadFileType | undefined]>([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['PDF', PDF, 'application/pdf'],
    ['a Windows executable', EXE, undefined],
    ['HTML', HTML, undefined],
    ['SVG', SVG, undefined],
    ['GIF', GIF, undefined],
    ['ZIP', ZIP, undefined],
    ['a truncated PNG signature', PNG.subarray(0, 4), undefined],
    ['"%PDF" without the dash', text('%PDF1.7'), undefined],
    ['a signature later in the file', concat(text('<html>'), PNG), undefined],
    ['nothing', bytes(), undefined],
  ])('%s → %s', (_name, head, expected) => {
    expect(sniffFileType(head)).toBe(expected)
  })
})

describe('checkUploadFile', () => {
  it.each<[string, File, UploadFileType, string]>([
    ['a PNG', file(PNG, 'licence.png', 'image/png'), 'image/png', 'licence.png'],
    ['a JPEG', file(JPEG, 'licence.jpeg'), 'image/jpeg', 'licence.jpg'],
    ['a JPEG with XMP metadata', file(JPEG_XMP, 'IMG_0001.JPG'), 'image/jpeg', 'IMG_0001.jpg'],
    ['a PDF', file(PDF, 'passport.pdf', 'application/pdf'), 'application/pdf', 'passport.pdf'],
    ['a PDF named .jpg', file(PDF, 'scan.jpg'), 'application/pdf', 'scan.pdf'],
  ])('accepts %s by its bytes, whatever its name says', async (_name, upload, type, safeName) => {
    expect(await checkUploadFile(upload)).toEqual({ ok: true, type, safeName })
  })

  it.each<[string, File, string]>([
    ['an .exe renamed .jpg', file(EXE, 'photo.jpg'), 'WRONG_TYPE'],
    ['HTML renamed .png', file(HTML, 'licence.png', 'image/png'), 'WRONG_TYPE'],
    ['SVG with a script', file(SVG, 'licence.svg', 'image/svg+xml'), 'WRONG_TYPE'],
    ['SVG renamed .jpg', file(SVG, 'licence.jpg'), 'WRONG_TYPE'],
    ['GIF', file(GIF, 'licence.gif', 'image/gif'), 'WRONG_TYPE'],
    ['ZIP renamed .pdf', file(ZIP, 'licence.pdf', 'application/pdf'), 'WRONG_TYPE'],
    [
      'a PDF with a <script',
      file(concat(PDF, text('<script>alert(1)</script>')), 'a.pdf'),
      'POLYGLOT',
    ],
    [
      'a PNG with an HTML page in a text chunk',
      file(concat(PNG, text('tEXt<html><body><b>Hi</b></body></html>')), 'a.png'),
      'POLYGLOT',
    ],
    ['a JPEG with <SVG', file(concat(JPEG, text('<SVG onload=alert(1)>')), 'a.jpg'), 'POLYGLOT'],
    [
      'a JPEG with markup after 5 MB of image data',
      file(concat(JPEG, noise(5 * 1024 * 1024), text('<img src=x onerror=alert(1)>')), 'a.jpg'),
      'POLYGLOT',
    ],
    ['0 bytes', file(bytes(), 'licence.jpg'), 'EMPTY'],
  ])('refuses %s', async (_name, upload, reason) => {
    expect(await checkUploadFile(upload)).toEqual({ ok: false, reason })
  })

  it('accepts a photo of noise-like image data the size of the limit', async () => {
    const photo = file(concat(JPEG, noise(UPLOAD_MAX_BYTES - JPEG.length)), 'IMG_0002.jpg')
    expect(await checkUploadFile(photo)).toMatchObject({ ok: true })
  })

  it('accepts exactly the maximum size and refuses one byte more', async () => {
    const padding = (size: number) => new Uint8Array(size - PDF.length)
    const atMax = new File([PDF, padding(UPLOAD_MAX_BYTES)], 'big.pdf')
    const overMax = new File([PDF, padding(UPLOAD_MAX_BYTES + 1)], 'big.pdf')
    expect(atMax.size).toBe(UPLOAD_MAX_BYTES)
    expect(await checkUploadFile(atMax)).toMatchObject({ ok: true })
    expect(await checkUploadFile(overMax)).toEqual({ ok: false, reason: 'TOO_LARGE' })
    const small = new File([PNG, padding(2048 + PDF.length - PNG.length)], 'a.png')
    expect(small.size).toBe(2048)
    expect(await checkUploadFile(small, { maxBytes: 2048 })).toMatchObject({ ok: true })
    expect(await checkUploadFile(small, { maxBytes: 2047 })).toMatchObject({ reason: 'TOO_LARGE' })
  })

  it('refuses a 100 MB file without reading any of it', async () => {
    const unread = () => {
      throw new Error('the file was read')
    }
    const read = vi.fn(unread)
    const huge: Blob & { name: string } = {
      name: 'huge.jpg',
      size: 100 * 1024 * 1024,
      type: 'image/jpeg',
      slice: read,
      arrayBuffer: read,
      bytes: read,
      text: read,
      stream: read,
    }
    expect(await checkUploadFile(huge)).toEqual({ ok: false, reason: 'TOO_LARGE' })
    expect(read).not.toHaveBeenCalled()
  })

  it('reports a file that can no longer be read', async () => {
    const upload = file(PNG, 'gone.png')
    vi.spyOn(upload, 'arrayBuffer').mockRejectedValue(new DOMException('gone', 'NotReadableError'))
    expect(await checkUploadFile(upload)).toEqual({ ok: false, reason: 'UNREADABLE' })
  })
})

describe('containsMarkup', () => {
  it.each([
    ['a tag of any name with attributes', '<details open ontoggle=alert(1)>'],
    ['attributes after a slash', '<svg/onload=alert(1)>'],
    ['attributes in quotes, with a > inside', '<a href="javascript:x>y" id=a>'],
    ['an element closed by its name', '<script>alert(1)</script>'],
    ['an element closed by its name in another case', '<STYLE>*{}</style >'],
    ['an HTML doctype', '<!DocType html>'],
    ['UTF-16 markup', '<\0s\0c\0r\0i\0p\0t\0>\0x\0<\0/\0s\0c\0r\0i\0p\0t\0>\0'],
  ])('finds %s', (_name, markup) => {
    expect(containsMarkup(concat(JPEG, noise(4096), text(markup), noise(64)))).toBe(true)
  })

  it.each([
    ['XMP metadata: namespaced XML and a processing instruction', JPEG_XMP],
    [
      'a whole XMP packet',
      text(
        '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">' +
          '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description ' +
          'rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>ID</dc:title>' +
          '</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>',
      ),
    ],
    ['PDF dictionaries and hex strings', concat(PDF, text('<</Length 5>> <FEFF0041> <A1B2>'))],
    ['short tag-like runs', text('<a b=c> <i>x</i> <G => <uN\n=>')],
    ['a tag that never closes', text('<img src=x onerror=alert(1)')],
    ['10 MB of noise', noise(10 * 1024 * 1024)],
  ])('accepts %s', (_name, content) => {
    expect(containsMarkup(content)).toBe(false)
  })
})

describe('safeFileName', () => {
  it.each<[string | undefined, UploadFileType, string]>([
    ['../../etc/passwd.jpg', 'image/jpeg', 'passwd.jpg'],
    ['../../etc/passwd', 'image/jpeg', 'passwd.jpg'],
    ['C:\\Users\\me\\Desktop\\licence.png', 'image/png', 'licence.png'],
    ['a\u0000b.png', 'image/png', 'ab.png'],
    // Shown as "exe.jpg" by the right-to-left override.
    ['\u202Egpj.exe', 'image/jpeg', 'gpj.jpg'],
    ['licence\u2066\u200B.exe\u2069.pdf', 'application/pdf', 'licence.exe.pdf'],
    ['رخصة القيادة.pdf', 'application/pdf', 'رخصة القيادة.pdf'],
    ['می\u200Cخواهم.png', 'image/png', 'می\u200Cخواهم.png'],
    ['E\u0301milie Müller.jpeg', 'image/jpeg', 'Émilie Müller.jpg'],
    ['  my \t licence\n.jpg ', 'image/jpeg', 'my licence.jpg'],
    ['"><img src=x onerror=alert(1)>.jpg', 'image/jpeg', '_img src=x onerror=alert(1)_.jpg'],
    ['scan.jpg', 'application/pdf', 'scan.pdf'],
    ["O'Brien (scan).jpg", 'image/jpeg', "O'Brien (scan).jpg"],
    ['.htaccess', 'image/png', 'htaccess.png'],
    ['CON.jpg', 'image/jpeg', 'document.jpg'],
    ['🚗.png', 'image/png', 'document.png'],
    ['', 'application/pdf', 'document.pdf'],
    ['.', 'image/jpeg', 'document.jpg'],
    ['..', 'image/jpeg', 'document.jpg'],
    ['../', 'image/png', 'document.png'],
    [undefined, 'image/png', 'document.png'],
  ])('%j as %s → %j', (name, type, expected) => {
    expect(safeFileName(name, type)).toBe(expected)
  })

  // The page sends the name it made safe and the platform stores safeFileName of what it got:
  // the same rule, so the platform keeps the page's name as it is.
  it.each([
    '../../etc/passwd',
    'a\u0000b.jpg',
    '"><img src=x onerror=alert(1)>.jpg',
    '\u202Egpj.exe',
    '.htaccess',
    'رخصة القيادة.jpeg',
    'E\u0301milie Müller.jpeg',
    'CON.jpg',
    `${'a'.repeat(300)}.pdf`,
    'بَ'.repeat(200),
  ])('leaves the safe name of %j as it is', (name) => {
    const safe = safeFileName(name, 'image/jpeg')
    expect(safeFileName(safe, 'image/jpeg')).toBe(safe)
  })

  it('keeps long names to 80 characters with the extension, never splitting one', () => {
    const long = safeFileName(`${'a'.repeat(300)}.pdf`, 'application/pdf')
    expect(long).toBe(`${'a'.repeat(MAX_FILE_NAME_LENGTH - 4)}.pdf`)
    expect(long).toHaveLength(MAX_FILE_NAME_LENGTH)
    // Letter + vowel mark is one character: it is kept whole or not at all.
    expect(safeFileName('بَ'.repeat(200), 'image/png')).toBe(`${'بَ'.repeat(38)}.png`)
    // A letter under a thousand combining marks is not a name.
    expect(safeFileName(`a${'\u0301'.repeat(1000)}.png`, 'image/png')).toBe('document.png')
  })
})
