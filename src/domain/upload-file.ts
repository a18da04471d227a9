import { UPLOAD_MAX_BYTES, type UPLOAD_MIME_TYPES } from '../api/schemas/documents'

// Checks an identity document before it is uploaded (SPEC §5: jpg/jpeg, png or pdf). Neither
// the file's name nor its declared type is trusted: the type comes from its first bytes, a file
// that also carries markup a browser would run is refused, and the name is rebuilt. The size is
// checked before anything is read, so a huge file never lands in memory.

export type UploadFileType = (typeof UPLOAD_MIME_TYPES)[number]

export type UploadRefusal = 'EMPTY' | 'TOO_LARGE' | 'WRONG_TYPE' | 'POLYGLOT' | 'UNREADABLE'

export type UploadCheck =
  { ok: true; type: UploadFileType; safeName: string } | { ok: false; reason: UploadRefusal }

/** How much of the file is read: enough for the magic bytes and the markup scan. */
export const UPLOAD_HEAD_BYTES = 1024

const SIGNATURES: ReadonlyArray<{ bytes: readonly number[]; type: UploadFileType }> = [
  { bytes: [0xff, 0xd8, 0xff], type: 'image/jpeg' },
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], type: 'image/png' },
  // "%PDF-"
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], type: 'application/pdf' },
]

const EXTENSIONS: Record<UploadFileType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
}

/**
 * Tags a browser would render or run if the file were ever served as HTML or SVG. Camera JPEGs
 * carry XMP metadata (`<?xpacket`, `<x:xmpmeta`) in their first kilobyte, so XML itself is not
 * a sign of a polyglot; these tags are.
 */
const MARKUP_SIGNATURES = [
  '<script',
  '<html',
  '<svg',
  '<!doctype',
  '<iframe',
  '<body',
  '<object',
  '<embed',
]

/** The file's real type from its magic bytes, or undefined for anything else. */
export function sniffFileType(head: Uint8Array): UploadFileType | undefined {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.type
}

/** Whether the first kilobyte holds an HTML, SVG or script tag, in any letter case. */
export function hasMarkupSignature(head: Uint8Array): boolean {
  let text = ''
  // NUL bytes are skipped so UTF-16 markup (`<\0s\0v\0g\0`) is found as well.
  for (const byte of head.subarray(0, UPLOAD_HEAD_BYTES)) {
    if (byte !== 0) text += String.fromCharCode(byte)
  }
  const lower = text.toLowerCase()
  return MARKUP_SIGNATURES.some((signature) => lower.includes(signature))
}

/** Runs the checks in order; only the first `UPLOAD_HEAD_BYTES` bytes are ever read. */
export async function checkUploadFile(
  file: Blob & { name?: string },
  options: { maxBytes?: number } = {},
): Promise<UploadCheck> {
  const maxBytes = options.maxBytes ?? UPLOAD_MAX_BYTES
  if (file.size === 0) return { ok: false, reason: 'EMPTY' }
  if (file.size > maxBytes) return { ok: false, reason: 'TOO_LARGE' }
  let head: Uint8Array
  try {
    head = new Uint8Array(await file.slice(0, UPLOAD_HEAD_BYTES).arrayBuffer())
  } catch {
    // The file changed or was removed on disk after it was picked (NotReadableError).
    return { ok: false, reason: 'UNREADABLE' }
  }
  const type = sniffFileType(head)
  if (!type) return { ok: false, reason: 'WRONG_TYPE' }
  if (hasMarkupSignature(head)) return { ok: false, reason: 'POLYGLOT' }
  return { ok: true, type, safeName: safeFileName(file.name, type) }
}

/** Whole name with its extension, in UTF-16 code units (what servers and file systems limit). */
export const MAX_FILE_NAME_LENGTH = 80

const FALLBACK_BASE_NAME = 'document'

// Control, format (bidi overrides, zero-width, BOM), lone surrogate and private-use characters.
// ZWNJ and ZWJ stay: Persian and Indic names need them.
const INVISIBLE = /(?![\u200c\u200d])[\p{Cc}\p{Cf}\p{Cs}\p{Co}]/gu
// Reserved on Windows, and quotes that could break a Content-Disposition header.
const RESERVED = /[<>:"|?*]+/g
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com\d|lpt\d)$/i

/**
 * A file name safe to send and store: the last path segment of the client's name without
 * invisible or reserved characters, with the extension of the sniffed type, at most
 * `MAX_FILE_NAME_LENGTH` long, or `document.<ext>` when nothing usable remains. Letters of
 * any script are kept.
 */
export function safeFileName(name: string | undefined, type: UploadFileType): string {
  const extension = EXTENSIONS[type]
  const lastSegment = (name ?? '').normalize('NFC').replace(INVISIBLE, '').split(/[/\\]/).pop()
  const cleaned = trimDots((lastSegment ?? '').replace(RESERVED, '_').replace(/\s+/g, ' '))
  const stem = trimDots(cleaned.replace(EXTENSION, ''))
  const limited = trimDots(firstCharacters(stem, MAX_FILE_NAME_LENGTH - extension.length - 1))
  const usable = /[\p{L}\p{N}]/u.test(limited) && !WINDOWS_DEVICE.test(limited)
  return `${usable ? limited : FALLBACK_BASE_NAME}.${extension}`
}

/** A leading dot would make a hidden file; Windows drops trailing dots and spaces. */
function trimDots(text: string): string {
  return text.replace(/^[\s.]+|[\s.]+$/g, '')
}

/** Cuts between user-perceived characters, so no letter loses its marks or half a surrogate. */
function firstCharacters(text: string, maxLength: number): string {
  let result = ''
  for (const { segment } of new Intl.Segmenter().segment(text)) {
    if (result.length + segment.length > maxLength) break
    result += segment
  }
  return result
}
