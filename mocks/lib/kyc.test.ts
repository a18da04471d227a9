import { describe, expect, it } from 'vitest'
import { login } from '../../src/api/auth'
import { getDocumentStatus, getKycStatus, uploadDocument } from '../../src/api/identity'
import type { DocumentSide, DocumentType } from '../../src/api/schemas/documents'
import { PERSONA_PASSWORD } from '../seed/personas'
import { moveClock, setFlags } from '../testing'
import { REVIEW_DELAY_MS } from './kyc'
import { startPlatformForTests } from './test-platform'

// The sandbox reviewer with the documentReview flag on 'hold': nothing is decided however long
// the uploads wait, and once the flag is released the next read decides every upload whose
// REVIEW_DELAY_MS has passed, by the released flag.

startPlatformForTests()

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 7, 7, 7, 7])
const HOUR_MS = 60 * 60_000

function upload(documentType: DocumentType, side: DocumentSide) {
  return uploadDocument(
    { driverType: 'MAIN', documentType, side },
    new Blob([JPEG], { type: 'image/jpeg' }),
    'scan.jpg',
  )
}

async function uploadBothSides(documentType: DocumentType) {
  await upload(documentType, 'FRONT')
  await upload(documentType, 'BACK')
}

async function statuses(): Promise<string[]> {
  const { uploadedDocuments } = await getDocumentStatus('MAIN')
  return uploadedDocuments.map(({ type, side, status }) => `${type} ${side} ${status}`)
}

async function reviewStates(): Promise<string[]> {
  const { uploadedDocuments } = await getDocumentStatus('MAIN')
  return uploadedDocuments.map(({ status }) => status)
}

describe('the document review on hold', () => {
  it('leaves every upload PENDING, long after its review time', async () => {
    await login({ email: 'new@rental.test', password: PERSONA_PASSWORD })
    setFlags({ documentReview: 'hold' })
    await uploadBothSides('EMIRATES_ID')
    await uploadBothSides('DRIVING_LICENSE')

    moveClock(HOUR_MS)
    await expect(statuses()).resolves.toEqual([
      'EMIRATES_ID FRONT PENDING',
      'EMIRATES_ID BACK PENDING',
      'DRIVING_LICENSE FRONT PENDING',
      'DRIVING_LICENSE BACK PENDING',
    ])
    await expect(getDocumentStatus('MAIN')).resolves.toMatchObject({
      overallStatus: 'SUBMITTED',
      currentDocument: null,
    })
    await expect(getKycStatus()).resolves.toMatchObject({ MAIN: { status: 'SUBMITTED' } })
  })

  it.each([
    ['approve', 'APPROVED'],
    ['decline', 'DECLINED'],
  ] as const)('released to %s, decides every upload at once', async (review, decided) => {
    await login({ email: 'new@rental.test', password: PERSONA_PASSWORD })
    setFlags({ documentReview: 'hold' })
    await uploadBothSides('EMIRATES_ID')
    await uploadBothSides('DRIVING_LICENSE')
    moveClock(REVIEW_DELAY_MS)
    await expect(reviewStates()).resolves.toEqual(['PENDING', 'PENDING', 'PENDING', 'PENDING'])

    setFlags({ documentReview: review })
    await expect(getDocumentStatus('MAIN')).resolves.toMatchObject({
      overallStatus: decided,
      uploadedDocuments: Array.from({ length: 4 }, () => ({ status: decided })),
    })
    await expect(getKycStatus()).resolves.toMatchObject({ MAIN: { status: decided } })
  })

  it('released, still waits out the review time of a recent upload', async () => {
    await login({ email: 'new@rental.test', password: PERSONA_PASSWORD })
    setFlags({ documentReview: 'hold' })
    await uploadBothSides('EMIRATES_ID')
    moveClock(REVIEW_DELAY_MS)
    await uploadBothSides('DRIVING_LICENSE')
    await expect(reviewStates()).resolves.toEqual(['PENDING', 'PENDING', 'PENDING', 'PENDING'])

    setFlags({ documentReview: 'approve' })
    await expect(statuses()).resolves.toEqual([
      'EMIRATES_ID FRONT APPROVED',
      'EMIRATES_ID BACK APPROVED',
      'DRIVING_LICENSE FRONT PENDING',
      'DRIVING_LICENSE BACK PENDING',
    ])
    moveClock(REVIEW_DELAY_MS)
    await expect(statuses()).resolves.toEqual([
      'EMIRATES_ID FRONT APPROVED',
      'EMIRATES_ID BACK APPROVED',
      'DRIVING_LICENSE FRONT APPROVED',
      'DRIVING_LICENSE BACK APPROVED',
    ])
  })
})
