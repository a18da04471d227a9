// Uploaded document files, kept as they came (src/domain/upload-file.ts sniffs their type and
// rebuilds their name). The bytes stay in memory only (documents can be large and localStorage
// is small), so after a reload a stored document answers with a placeholder image.

/**
 * The Content-Disposition of a stored file shown inline, its name as an RFC 5987 value:
 * percent-encoded UTF-8, including the apostrophe and parentheses a safe name may keep, which
 * encodeURIComponent leaves as they are.
 */
export function inlineDisposition(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `inline; filename*=UTF-8''${encoded}`
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
