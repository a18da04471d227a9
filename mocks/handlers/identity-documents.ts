import { HttpResponse } from 'msw'
import { identityPaths } from '../../src/api/paths'
import { driverTypeSchema } from '../../src/api/schemas/common'
import { documentTypeSchema } from '../../src/api/schemas/documents'
import { safeFileName } from '../../src/domain/upload-file'
import { db } from '../db'
import { driverTypeFromQuery } from '../lib/driver-type-query'
import {
  deleteStoredFile,
  inlineDisposition,
  placeholderPng,
  readStoredFile,
  storeFile,
} from '../lib/files'
import {
  documentStatus,
  driverDocuments,
  hasAllMandatorySides,
  reviewDocuments,
  setKycStatus,
} from '../lib/kyc'
import { parseCountry, requiredDocumentsFor } from '../lib/required-documents'
import { errorResponse } from '../lib/respond'
import { route } from '../lib/route'
import { requireUser } from '../lib/session'
import { nowIso } from '../lib/time'
import { checkSide, readUpload } from '../lib/uploads'

// Identity documents (SPEC §7 "Identity"): what a driver must upload, the upload itself, its
// review status and the stored file.

function notFound(what: string): Response {
  return errorResponse(404, `Unknown ${what}`, { code: 'NOT_FOUND' })
}

function badQuery(message: string): Response {
  return errorResponse(400, message, { code: 'BAD_QUERY' })
}

export const documentHandlers = [
  route<{ driverType: string }>(
    'get',
    'platform',
    identityPaths.requiredDocuments,
    async ({ params, cookies }) => {
      const user = await requireUser(cookies)
      if (!driverTypeSchema.safeParse(params.driverType).success) return notFound('driver type')
      return HttpResponse.json(requiredDocumentsFor(user.countryCode))
    },
  ),

  route('get', 'platform', identityPaths.residentDocuments, async ({ request, cookies }) => {
    const user = await requireUser(cookies)
    // Both drivers need the same set; the query is still checked, as the platform does.
    driverTypeFromQuery(request)
    return HttpResponse.json({ documents: requiredDocumentsFor(user.countryCode).RESIDENT })
  }),

  route('get', 'platform', identityPaths.touristDocuments, async ({ request, cookies }) => {
    await requireUser(cookies)
    // Both drivers need the same set; the query is still checked, as the platform does.
    driverTypeFromQuery(request)
    const country = parseCountry(new URL(request.url).searchParams.get('country'))
    if (!country) return badQuery('country must be ae, sa or hu')
    return HttpResponse.json({ documents: requiredDocumentsFor(country).TOURIST })
  }),

  route<{ driverType: string }>(
    'get',
    'platform',
    identityPaths.documentStatus,
    async ({ params, cookies }) => {
      const user = await requireUser(cookies)
      const driverType = driverTypeSchema.safeParse(params.driverType)
      if (!driverType.success) return notFound('driver type')
      await reviewDocuments(user)
      return HttpResponse.json(await documentStatus(user, driverType.data))
    },
  ),

  route<{ driverType: string; documentType: string; side: string }>(
    'post',
    'platform',
    identityPaths.uploadDocument,
    async ({ request, params, cookies }) => {
      const user = await requireUser(cookies)
      const driverType = driverTypeSchema.safeParse(params.driverType)
      if (!driverType.success) return notFound('driver type')
      const documentType = documentTypeSchema.safeParse(params.documentType)
      if (!documentType.success) return notFound('document type')
      const side = checkSide(user, documentType.data, params.side)
      if (side instanceof Response) return side
      const upload = await readUpload(request)
      if (upload instanceof Response) return upload

      // A new upload of the same side replaces the earlier one (and its review).
      const target = { driverType: driverType.data, type: documentType.data, side }
      for (const earlier of driverDocuments(user.userId, target.driverType)) {
        if (earlier.type === target.type && earlier.side === target.side) {
          deleteStoredFile(earlier.documentId)
          db.documents.delete((q) => q.where({ documentId: earlier.documentId }))
        }
      }
      const documentId = `doc-${crypto.randomUUID()}`
      storeFile(documentId, upload.bytes, upload.type)
      await db.documents.create({
        documentId,
        ownerId: user.userId,
        ...target,
        status: 'PENDING',
        fileName: safeFileName(upload.clientName, upload.type),
        mimeType: upload.type,
        size: upload.bytes.byteLength,
        uploadedAt: nowIso(),
      })
      const complete = await hasAllMandatorySides(user, target.driverType)
      await setKycStatus(user.userId, target.driverType, complete ? 'SUBMITTED' : 'IN_PROGRESS')
      await reviewDocuments(user)
      return HttpResponse.json(await documentStatus(user, target.driverType))
    },
  ),

  // Only the owner may read a document; anyone else learns nothing, not even that it exists.
  route<{ documentId: string }>(
    'get',
    'platform',
    identityPaths.userDocument,
    async ({ params, cookies }) => {
      const user = await requireUser(cookies)
      const document = db.documents.findFirst((q) =>
        q.where({ documentId: params.documentId, ownerId: user.userId }),
      )
      if (!document) return notFound('document')
      const file = readStoredFile(document.documentId) ?? placeholderPng()
      return new HttpResponse(file.bytes, {
        headers: {
          'Content-Type': file.mimeType,
          'Content-Disposition': inlineDisposition(document.fileName),
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      })
    },
  ),
]
