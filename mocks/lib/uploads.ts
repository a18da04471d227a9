import {
  documentSideSchema,
  UPLOAD_MAX_BYTES,
  type DocumentSide,
  type DocumentType,
} from '../../src/api/schemas/documents'
import { sidesOf } from '../../src/domain/document-needs'
import { containsMarkup, sniffFileType, type UploadFileType } from '../../src/domain/upload-file'
import type { UserRecord } from '../db'
import { errorResponse, type ErrorCode } from './respond'
import { requiredDocumentsFor } from './required-documents'

// Checks a document upload the way a careful platform would: the side must fit the document,
// the size is checked before the body is read when the request says it, and the type comes from
// the file's first bytes, never from its name or declared type. The file checks are the
// client's own (src/domain/upload-file.ts), so a file the page refuses is refused here too,
// with a code, when a client skips them.

/** Room for the multipart envelope around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024

export interface AcceptedUpload {
  bytes: Uint8Array<ArrayBuffer>
  clientName: string
  type: UploadFileType
}

function unprocessable(field: string, code: ErrorCode, message: string): Response {
  return errorResponse(422, message, { code, fieldErrors: { [field]: [message] } })
}

function tooLarge(): Response {
  return errorResponse(413, 'The file is larger than 10 MB', { code: 'FILE_TOO_LARGE' })
}

/** The side as a DocumentSide when it fits the document in the user's country, else the 422. */
export function checkSide(
  user: UserRecord,
  documentType: DocumentType,
  side: string,
): DocumentSide | Response {
  const groups = requiredDocumentsFor(user.countryCode)
  const document = [...groups.RESIDENT, ...groups.TOURIST].find(
    (candidate) => candidate.type === documentType,
  )
  if (!document) {
    return unprocessable(
      'documentType',
      'DOCUMENT_NOT_ACCEPTED',
      'This document is not used in your country',
    )
  }
  const parsed = documentSideSchema.safeParse(side)
  if (!parsed.success || !sidesOf(document).includes(parsed.data)) {
    return unprocessable(
      'side',
      'SIDE_MISMATCH',
      document.isTwoSided
        ? 'Upload the FRONT or the BACK of this document'
        : 'This document has one side: upload it as ONE_SIDED',
    )
  }
  return parsed.data
}

/** The uploaded file when it is acceptable, else the answer that refuses it. */
export async function readUpload(request: Request): Promise<AcceptedUpload | Response> {
  const declaredLength = Number(request.headers.get('Content-Length'))
  if (declaredLength > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) return tooLarge()

  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return errorResponse(400, 'Send the document as multipart form data', {
      code: 'MALFORMED_BODY',
    })
  }
  const file = form.get('file')
  if (!(file instanceof Blob)) return unprocessable('file', 'FILE_REQUIRED', 'Choose a file')
  if (file.size === 0) return unprocessable('file', 'EMPTY_FILE', 'The file is empty')
  if (file.size > UPLOAD_MAX_BYTES) return tooLarge()

  const bytes = new Uint8Array(await file.arrayBuffer())
  const type = sniffFileType(bytes)
  if (!type) {
    return unprocessable('file', 'UNSUPPORTED_FILE_TYPE', 'Upload a JPG, PNG or PDF file')
  }
  // An allowed signature with HTML, SVG or script anywhere in the bytes: harmless as an image, an
  // attack if the file is ever served or opened as markup.
  if (containsMarkup(bytes)) {
    return unprocessable(
      'file',
      'POLYGLOT_FILE',
      'This file holds web page code: upload a plain photo or scan',
    )
  }
  return {
    bytes,
    clientName: file instanceof File ? file.name : '',
    type,
  }
}
