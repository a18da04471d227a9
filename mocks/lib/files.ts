import { sniffFileType, type UploadFileType } from '../../src/domain/upload-file'

// Uploaded document files. The platform trusts neither the client's file name nor its declared
// type: the type comes from the file's first bytes, by the same rule the client checks before
// uploading (src/domain/upload-file.ts), and the name is rebuilt. The bytes stay in memory only
// (documents can be large and localStorage is small), so after a reload a stored document
// answers with a placeholder image.

export interface SniffedType {
  mimeType: UploadFileType
  extension: 'jpg' | 'png' | 'pdf'
}

const EXTENSIONS: Record<UploadFileType, SniffedType['extension']> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
}

/**
 * The file's real type and the extension it is stored under, or undefined for anything else
 * (SVG, HTML, EXE, and polyglots that hide an allowed signature further in).
 */
export function storedTypeOf(head: Uint8Array): SniffedType | undefined {
  const mimeType = sniffFileType(head)
  return mimeType && { mimeType, extension: EXTENSIONS[mimeType] }
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
