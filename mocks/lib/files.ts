// Uploaded document files. The platform trusts neither the client's file name nor its declared
// type: the type comes from the file's first bytes and the name is rebuilt. The bytes stay in
// memory only (documents can be large and localStorage is small), so after a reload a stored
// document answers with a placeholder image.

export interface SniffedType {
  mimeType: 'image/jpeg' | 'image/png' | 'application/pdf'
  extension: 'jpg' | 'png' | 'pdf'
}

const SIGNATURES: ReadonlyArray<{ bytes: readonly number[]; type: SniffedType }> = [
  { bytes: [0xff, 0xd8, 0xff], type: { mimeType: 'image/jpeg', extension: 'jpg' } },
  {
    bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    type: { mimeType: 'image/png', extension: 'png' },
  },
  // "%PDF-"
  {
    bytes: [0x25, 0x50, 0x44, 0x46, 0x2d],
    type: { mimeType: 'application/pdf', extension: 'pdf' },
  },
]

/** How many leading bytes `sniffFileType` needs. */
export const SNIFF_LENGTH = 8

/**
 * The file's real type from its magic bytes, or undefined for anything else (SVG, HTML, EXE,
 * and polyglots that hide an allowed signature further in).
 */
export function sniffFileType(head: Uint8Array): SniffedType | undefined {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.type
}

const MAX_BASE_NAME = 80

/**
 * A file name safe to store and to send back in Content-Disposition: the client's base name
 * without directories, control characters (NUL included), quotes or reserved characters, cut
 * to a sane length, with the extension of the sniffed type. Letters of any script are kept.
 */
export function safeFileName(clientName: string, extension: SniffedType['extension']): string {
  const baseName = clientName.split(/[/\\]/).pop() ?? ''
  const withoutExtension = baseName.replace(/\.[^.]*$/, '')
  const cleaned = withoutExtension
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N} _-]+/gu, '_')
    .replace(/_{2,}/g, '_')
  const limited = firstCharacters(cleaned, MAX_BASE_NAME).replace(/^[\s_-]+|[\s_-]+$/g, '')
  return `${limited === '' ? 'document' : limited}.${extension}`
}

/** Cuts between user-perceived characters, and caps code units so combining marks cannot pile up. */
function firstCharacters(text: string, count: number): string {
  let result = ''
  let taken = 0
  for (const { segment } of new Intl.Segmenter().segment(text)) {
    if (taken === count || result.length + segment.length > count * 2) break
    result += segment
    taken += 1
  }
  return result
}

export interface StoredFile {
  bytes: Uint8Array<ArrayBuffer>
  mimeType: string
}

const files = new Map<string, StoredFile>()

export function storeFile(
  documentId: string,
  bytes: Uint8Array<ArrayBuffer>,
  mimeType: string,
): void {
  files.set(documentId, { bytes, mimeType })
}

export function readStoredFile(documentId: string): StoredFile | undefined {
  return files.get(documentId)
}

export function deleteStoredFile(documentId: string): void {
  files.delete(documentId)
}

export function clearStoredFiles(): void {
  files.clear()
}

// A 96×64 grey "document" drawing: what a stored document shows once its bytes are gone.
const PLACEHOLDER_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABAAQMAAADf+uBNAAAABlBMVEXl5+uco69PLv7PAAAAKklEQVR42mP4jwQYUDgHGOCAebhz4J4mgUNft5HGoXO4kcQZiikEZy4BAAlpsTFiMtjdAAAAAElFTkSuQmCC'

export function placeholderPng(): StoredFile {
  const binary = atob(PLACEHOLDER_PNG_BASE64)
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  return { bytes, mimeType: 'image/png' }
}
