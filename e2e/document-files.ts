import { deflateSync } from 'node:zlib'

// Document files made in the test: a sharp, bright "card" photo (also with where it was taken in
// its metadata, or with a web page hidden after its pixels), a dark one, a PDF scan, and an
// executable renamed .jpg. Nothing is read from disk.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let c = 0xffffffff
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** An RGB PNG whose pixel (x, y) has the grey level `shade(x, y)`, with text metadata. */
function png(
  width: number,
  height: number,
  shade: (x: number, y: number) => number,
  metadata: Record<string, string> = {},
): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const start = y * (width * 3 + 1)
    for (let x = 0; x < width; x++) {
      const value = shade(x, y)
      rows.set([value, value, value], start + 1 + x * 3)
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...Object.entries(metadata).map(([key, value]) =>
      chunk('tEXt', Buffer.from(`${key}\0${value}`, 'latin1')),
    ),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A bright card with dark "text" strokes: sharp, well lit and large enough to read. */
export function cardPhoto(): Buffer {
  return png(960, 640, (x, y) => ((y % 40 < 6 && x % 120 < 90) || x % 97 < 3 ? 20 : 235))
}

/** Where a photo was taken, as a camera or phone writes it into the file. */
export const PHOTO_LOCATION = '25.19720 N, 55.27440 E'

/** The card photo with its location in the file's metadata. */
export function locatedCardPhoto(): Buffer {
  return png(960, 640, (x, y) => ((y % 40 < 6 && x % 120 < 90) || x % 97 < 3 ? 20 : 235), {
    'GPS Position': PHOTO_LOCATION,
  })
}

/** The card photo with a web page after its last chunk, past the first kilobytes. */
export function photoWithHiddenPage(): Buffer {
  return Buffer.concat([
    cardPhoto(),
    Buffer.alloc(8192, 0x20),
    Buffer.from('<details open ontoggle=alert(document.domain)>', 'latin1'),
  ])
}

/** The same size, nearly black. */
export function darkPhoto(): Buffer {
  return png(960, 640, (x, y) => ((x + y) % 50 < 2 ? 30 : 8))
}

/** A one-page PDF. */
export function pdfScan(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  )
}

/** A Windows executable's first bytes under a photo's name. */
export function renamedExe(): Buffer {
  return Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(510, 0x90)])
}
