import { Temporal } from 'temporal-polyfill'
import type { DriverType } from '../../src/api/schemas/common'
import type { DocumentStatus, KycStatus, KycStatusValue } from '../../src/api/schemas/documents'
import { isSentBackStatus, sidesOf } from '../../src/domain/document-needs'
import { db, type DocumentRecord, type UserRecord } from '../db'
import { controls } from './controls'
import { deleteStoredFile } from './files'
import { documentGroupFor } from './required-documents'
import { nowInstant } from './time'
import { kycRecord } from './users'

// Identity checks: what a driver has uploaded, where the review stands, and the sandbox's
// reviewer. The reviewer is lazy: an upload stays PENDING until someone reads it at least
// REVIEW_DELAY_MS (sandbox clock) after the upload; that read decides and stores the outcome.
// While the documentReview flag is 'hold' no read decides anything; the first read after it is
// released decides every upload whose time has come, however long it was held.

export const REVIEW_DELAY_MS = 5_000

/** Test hook: customers whose email contains this have every upload declined. */
export const DECLINED_EMAIL_MARKER = '+declined'

/**
 * What the reviewer decides now: nothing while the review is held (a control), a decline for the
 * kyc-rejected scenario (a control) or the email marker, otherwise an approval.
 */
function reviewOutcome(user: UserRecord): 'APPROVED' | 'DECLINED' | undefined {
  const review = controls.flags.documentReview
  if (review === 'hold') return undefined
  const decline = review === 'decline' || user.email.includes(DECLINED_EMAIL_MARKER)
  return decline ? 'DECLINED' : 'APPROVED'
}

export function driverDocuments(ownerId: string, driverType: DriverType): DocumentRecord[] {
  return db.documents.findMany((q) =>
    q.where((record) => record.ownerId === ownerId && record.driverType === driverType),
  )
}

/** Decides every upload of the user whose review time has come, unless the review is held. */
export async function reviewDocuments(user: UserRecord): Promise<void> {
  const outcome = reviewOutcome(user)
  if (outcome === undefined) return
  const due = nowInstant().subtract({ milliseconds: REVIEW_DELAY_MS })
  const ready = db.documents.findMany((q) =>
    q.where(
      (record) =>
        record.ownerId === user.userId &&
        record.status === 'PENDING' &&
        Temporal.Instant.compare(Temporal.Instant.from(record.uploadedAt), due) <= 0,
    ),
  )
  if (ready.length === 0) return
  for (const document of ready) {
    await db.documents.update((q) => q.where({ documentId: document.documentId }), {
      data(record) {
        record.status = outcome
      },
    })
  }
  // The driver's KYC follows a completed review, so the app sees the decision in one place.
  for (const driverType of new Set(ready.map((document) => document.driverType))) {
    const { overallStatus } = await documentStatus(user, driverType)
    if (overallStatus === 'APPROVED' || overallStatus === 'DECLINED') {
      await setKycStatus(user.userId, driverType, overallStatus)
    }
  }
}

/** SPEC §3 document status of one driver, from what is stored (call reviewDocuments first). */
export async function documentStatus(
  user: UserRecord,
  driverType: DriverType,
): Promise<DocumentStatus> {
  const kyc = await kycRecord(user.userId, driverType)
  const mandatory = documentGroupFor(user.countryCode, kyc.isTourist).filter(
    (document) => document.isMandatory,
  )
  const uploaded = driverDocuments(user.userId, driverType)
  const statusOf = (type: string, side: string) =>
    uploaded.find((document) => document.type === type && document.side === side)?.status

  const current = mandatory.find((document) =>
    sidesOf(document).some((side) => {
      const status = statusOf(document.type, side)
      return status === undefined || isSentBackStatus(status)
    }),
  )
  const approved = mandatory.every((document) =>
    sidesOf(document).every((side) => statusOf(document.type, side) === 'APPROVED'),
  )
  let overallStatus: DocumentStatus['overallStatus'] = null
  if (uploaded.some((document) => isSentBackStatus(document.status))) overallStatus = 'DECLINED'
  else if (uploaded.length > 0) overallStatus = approved ? 'APPROVED' : 'SUBMITTED'

  return {
    driverType,
    overallStatus,
    currentDocument: current?.type ?? null,
    uploadedDocuments: uploaded.map(({ documentId, type, side, status }) => ({
      documentId,
      type,
      side,
      status,
    })),
  }
}

/** Whether every side of every mandatory document has been uploaded, whatever its review. */
export async function hasAllMandatorySides(
  user: UserRecord,
  driverType: DriverType,
): Promise<boolean> {
  const kyc = await kycRecord(user.userId, driverType)
  const uploaded = driverDocuments(user.userId, driverType)
  return documentGroupFor(user.countryCode, kyc.isTourist)
    .filter((document) => document.isMandatory)
    .every((document) =>
      sidesOf(document).every((side) =>
        uploaded.some((upload) => upload.type === document.type && upload.side === side),
      ),
    )
}

export async function setKycStatus(
  ownerId: string,
  driverType: DriverType,
  status: KycStatusValue,
): Promise<void> {
  const record = await kycRecord(ownerId, driverType)
  await db.kyc.update(record, {
    data(draft) {
      draft.status = status
    },
  })
}

export async function kycStatusOf(ownerId: string): Promise<KycStatus> {
  const main = await kycRecord(ownerId, 'MAIN')
  const additional = await kycRecord(ownerId, 'ADDITIONAL')
  return {
    MAIN: { status: main.status, isTourist: main.isTourist },
    ADDITIONAL: { status: additional.status, isTourist: additional.isTourist },
  }
}

/** Forgets a driver's uploads, files included. */
export function deleteDriverDocuments(ownerId: string, driverType: DriverType): void {
  for (const document of driverDocuments(ownerId, driverType)) {
    deleteStoredFile(document.documentId)
    db.documents.delete((q) => q.where({ documentId: document.documentId }))
  }
}
