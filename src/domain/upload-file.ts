import { UPLOAD_MAX_BYTES, type UPLOAD_MIME_TYPES } from '../api/schemas/documents'

// Checks an identity document before it is uploaded (SPEC §5: jpg/jpeg, png or pdf). Neither
// the file's name nor its declared type is trusted: the type comes from its first bytes, a file
// that anywhere in its bytes carries markup a browser would render or run is refused, and the
// name is rebuilt. The size is checked before anything is read, so a huge file never lands in
// memory. The fake platform applies the same checks (mocks/lib/uploads.ts) and stores the name
// this file rebuilds.

export type UploadFileType = (typeof UPLOAD_MIME_TYPES)[number]

export type UploadRefusal = 'EMPTY' | 'TOO_LARGE' | 'WRONG_TYPE' | 'POLYGLOT' | 'UNREADABLE'

export type UploadCheck =
  { ok: true; type: UploadFileType; safeName: string } | { ok: false; reason: UploadRefusal }

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

/** The file's real type from its magic bytes, or undefined for anything else. */
export function sniffFileType(head: Uint8Array): UploadFileType | undefined {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.type
}

const LESS_THAN = 0x3c
const GREATER_THAN = 0x3e
const SLASH = 0x2f
const EQUALS = 0x3d
const COLON = 0x3a
const DOUBLE_QUOTE = 0x22
const SINGLE_QUOTE = 0x27
/** Longer names are no HTML element a browser knows; the cap keeps the scan linear. */
const MAX_TAG_NAME = 32
/** How far a tag may run before its `>`: attribute values of real markup are short. */
const MAX_TAG_LENGTH = 2048
/**
 * A tag with attributes shorter than this is not counted: `<a b=c>` does nothing, and compressed
 * photo data holds short tag-like runs by chance (none of this length in 6 GB of random bytes).
 */
const MIN_TAG_WITH_ATTRIBUTES = 10
/** Likewise an element closed by name counts from three letters (`<svg>`, not `<i>`). */
const MIN_PAIRED_NAME = 3

const isSpace = (byte: number) =>
  byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d
const isLetter = (byte: number) => (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7a
const isNameByte = (byte: number) =>
  isLetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte === 0x2d
const isTagText = (byte: number) => isSpace(byte) || (byte >= 0x20 && byte <= 0x7e)

/**
 * Whether the bytes anywhere hold markup a browser would render or run if the file were ever
 * served or opened as HTML or SVG: a tag of any name with attributes (`<img src=x onerror=…>`,
 * `<svg/onload=…>`), an element closed by its name (`<script>…</script>`) or an HTML doctype.
 * Not a list of dangerous tags: the HTML parser knows more than any list. XML in a namespace
 * (`<x:xmpmeta …>`, the XMP metadata cameras write) and processing instructions (`<?xpacket`)
 * are not markup a browser runs, and PDF's `<<` dictionaries and `<hex>` strings have no
 * attributes. NUL bytes are skipped, so UTF-16 markup is found too. Linear in the file's size.
 */
export function containsMarkup(bytes: Uint8Array): boolean {
  const opened = new Set<string>()
  for (let at = bytes.indexOf(LESS_THAN); at !== -1; at = bytes.indexOf(LESS_THAN, at + 1)) {
    const tag = readTag(bytes, at)
    if (!tag) continue
    if (tag.kind === 'doctype') return true
    if (tag.kind === 'close') {
      if (opened.has(tag.name)) return true
    } else if (tag.hasAttributes && tag.length >= MIN_TAG_WITH_ATTRIBUTES) {
      return true
    } else if (tag.name.length >= MIN_PAIRED_NAME) {
      opened.add(tag.name)
    }
  }
  return false
}

type Tag =
  | { kind: 'doctype' }
  | { kind: 'open'; name: string; hasAttributes: boolean; length: number }
  | { kind: 'close'; name: string }

/** The index of the first byte at or after `at` that is not NUL (UTF-16 text has one per letter). */
function skipNul(bytes: Uint8Array, at: number): number {
  let index = at
  while (bytes[index] === 0) index += 1
  return index
}

/** The tag that starts at `start` (a `<`), when the bytes form one up to its `>`. */
function readTag(bytes: Uint8Array, start: number): Tag | undefined {
  let at = skipNul(bytes, start + 1)
  if (startsWithWord(bytes, at, '!doctype')) return { kind: 'doctype' }
  const closing = bytes[at] === SLASH
  if (closing) at = skipNul(bytes, at + 1)
  if (!isLetter(bytes[at] ?? 0)) return undefined
  let name = ''
  while (at < bytes.length && isNameByte(bytes[at] ?? 0) && name.length <= MAX_TAG_NAME) {
    name += String.fromCharCode((bytes[at] ?? 0) | 0x20)
    at = skipNul(bytes, at + 1)
  }
  const next = bytes[at] ?? 0
  if (next === COLON || !(isSpace(next) || next === SLASH || next === GREATER_THAN)) {
    return undefined
  }
  let hasAttributes = false
  let quote = 0
  let length = at - start
  let previous = 0
  for (let read = 0; at < bytes.length && read < MAX_TAG_LENGTH; read += 1) {
    const byte = bytes[at] ?? 0
    if (!isTagText(byte)) return undefined
    length += 1
    if (quote !== 0) {
      if (byte === quote) quote = 0
    } else if (byte === DOUBLE_QUOTE || byte === SINGLE_QUOTE) {
      quote = byte
    } else if (byte === EQUALS && isNameByte(previous)) {
      hasAttributes = true
    } else if (byte === GREATER_THAN) {
      return closing ? { kind: 'close', name } : { kind: 'open', name, hasAttributes, length }
    }
    previous = byte
    at = skipNul(bytes, at + 1)
  }
  return undefined
}

function startsWithWord(bytes: Uint8Array, start: number, word: string): boolean {
  let at = start
  for (let index = 0; index < word.length; index += 1) {
    const byte = bytes[at] ?? 0
    if ((isLetter(byte) ? byte | 0x20 : byte) !== word.charCodeAt(index)) return false
    at = skipNul(bytes, at + 1)
  }
  return isSpace(bytes[at] ?? 0)
}

/** Runs the checks in order; the file is read only when its size is acceptable. */
export async function checkUploadFile(
  file: Blob & { name?: string },
  options: { maxBytes?: number } = {},
): Promise<UploadCheck> {
  const maxBytes = options.maxBytes ?? UPLOAD_MAX_BYTES
  if (file.size === 0) return { ok: false, reason: 'EMPTY' }
  if (file.size > maxBytes) return { ok: false, reason: 'TOO_LARGE' }
  let bytes: Uint8Array<ArrayBuffer>
  try {
    bytes = new Uint8Array(await file.arrayBuffer())
  } catch {
    // The file changed or was removed on disk after it was picked (NotReadableError).
    return { ok: false, reason: 'UNREADABLE' }
  }
  const type = sniffFileType(bytes)
  if (!type) return { ok: false, reason: 'WRONG_TYPE' }
  if (containsMarkup(bytes)) return { ok: false, reason: 'POLYGLOT' }
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
