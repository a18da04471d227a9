import { describe, expect, it } from 'vitest'
import { login } from '../../src/api/auth'
import {
  getDocumentStatus,
  getKycStatus,
  getRequiredDocuments,
  getResidentDocuments,
  getTouristDocuments,
  getUserDocument,
  register,
  uploadDocument,
} from '../../src/api/identity'
import type { DocumentSide, DocumentType } from '../../src/api/schemas/documents'
import { UPLOAD_MAX_BYTES } from '../../src/api/schemas/documents'
import { db } from '../db'
import { controls } from '../lib/controls'
import { REVIEW_DELAY_MS } from '../lib/kyc'
import { failureOf, startPlatformForTests } from '../lib/test-platform'
import { PERSONA_PASSWORD } from '../seed/personas'

startPlatformForTests()

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0]
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

function jpeg(extra = 64): Blob {
  return new Blob([new Uint8Array([...JPEG_HEAD, ...new Array<number>(extra).fill(7)])], {
    type: 'image/jpeg',
  })
}

const loginAs = (email: string) => login({ email, password: PERSONA_PASSWORD })

function upload(documentType: DocumentType, side: DocumentSide, file = jpeg()) {
  return uploadDocument({ driverType: 'MAIN', documentType, side }, file, 'scan.jpg')
}

async function uploadResidentSet() {
  for (const type of ['EMIRATES_ID', 'DRIVING_LICENSE'] as const) {
    for (const side of ['FRONT', 'BACK'] as const) await upload(type, side)
  }
}

describe('required documents', () => {
  it('depend on the country: UAE residents show an Emirates ID, Saudi tourists a hidden visa', async () => {
    await loginAs('new@rental.test')
    const uae = await getRequiredDocuments('MAIN')
    expect(uae.RESIDENT.map((document) => document.type)).toEqual([
      'EMIRATES_ID',
      'DRIVING_LICENSE',
    ])
    expect(uae.TOURIST.find((document) => document.type === 'VISA')).toMatchObject({
      isMandatory: true,
      isHidden: false,
    })
    await loginAs('tourist.ksa@rental.test')
    const ksa = await getRequiredDocuments('ADDITIONAL')
    expect(ksa.RESIDENT[0]).toMatchObject({ type: 'NATIONAL_ID', isTwoSided: true })
    expect(ksa.TOURIST.find((document) => document.type === 'VISA')).toMatchObject({
      isHidden: true,
      isMandatory: false,
    })
  })

  it('lists the resident and the tourist group', async () => {
    await loginAs('riyadh@rental.test')
    const resident = await getResidentDocuments('MAIN')
    expect(resident.documents.map((document) => document.type)).toEqual([
      'NATIONAL_ID',
      'DRIVING_LICENSE',
    ])
    const tourist = await getTouristDocuments('ae', 'MAIN')
    expect(tourist.documents.map((document) => [document.type, document.isMandatory])).toEqual([
      ['PASSPORT', true],
      ['VISA', true],
      ['DRIVING_LICENSE', true],
      ['INTERNATIONAL_DRIVING_PERMIT', false],
    ])
    expect(await failureOf(getTouristDocuments('mars', 'MAIN'))).toMatchObject({ status: 400 })
  })

  it('need a session', async () => {
    expect(await failureOf(getRequiredDocuments('MAIN'))).toMatchObject({ status: 401 })
    expect(await failureOf(getDocumentStatus('MAIN'))).toMatchObject({ status: 401 })
  })
})

describe('document status and upload', () => {
  it('starts empty and points at the first missing document', async () => {
    await loginAs('new@rental.test')
    await expect(getDocumentStatus('MAIN')).resolves.toEqual({
      driverType: 'MAIN',
      overallStatus: null,
      currentDocument: 'EMIRATES_ID',
      uploadedDocuments: [],
    })
    await loginAs('tourist.uae@rental.test')
    await expect(getDocumentStatus('MAIN')).resolves.toMatchObject({ currentDocument: 'PASSPORT' })
  })

  it('shows the approved documents of the customer persona', async () => {
    await loginAs('customer@rental.test')
    const status = await getDocumentStatus('MAIN')
    expect(status).toMatchObject({ overallStatus: 'APPROVED', currentDocument: null })
    expect(status.uploadedDocuments).toHaveLength(4)
  })

  it('accepts uploads, then approves them 5 s later by the sandbox clock', async () => {
    await loginAs('new@rental.test')
    const first = await upload('EMIRATES_ID', 'FRONT')
    expect(first).toMatchObject({ overallStatus: 'SUBMITTED', currentDocument: 'EMIRATES_ID' })
    await expect(getKycStatus()).resolves.toMatchObject({ MAIN: { status: 'IN_PROGRESS' } })
    await uploadResidentSet()
    await expect(getKycStatus()).resolves.toMatchObject({ MAIN: { status: 'SUBMITTED' } })
    const pending = await getDocumentStatus('MAIN')
    expect(pending.uploadedDocuments.map((document) => document.status)).toEqual(
      Array(4).fill('PENDING'),
    )
    expect(pending.currentDocument).toBeNull()

    controls.clockOffsetMs = REVIEW_DELAY_MS
    const reviewed = await getDocumentStatus('MAIN')
    expect(reviewed.overallStatus).toBe('APPROVED')
    expect(reviewed.uploadedDocuments.every((document) => document.status === 'APPROVED')).toBe(
      true,
    )
    await expect(getKycStatus()).resolves.toMatchObject({ MAIN: { status: 'APPROVED' } })
  })

  it('declines the uploads of a "+declined" email', async () => {
    await register({
      firstName: 'Dana',
      lastName: 'Test',
      email: 'dana+declined@rental.test',
      password: 'decline-me-1',
      preferredLanguage: 'EN',
      marketingMessagesAccepted: false,
      termsAccepted: true,
    })
    await upload('EMIRATES_ID', 'FRONT')
    controls.clockOffsetMs = REVIEW_DELAY_MS
    await expect(getDocumentStatus('MAIN')).resolves.toMatchObject({
      overallStatus: 'DECLINED',
      currentDocument: 'EMIRATES_ID',
      uploadedDocuments: [{ type: 'EMIRATES_ID', side: 'FRONT', status: 'DECLINED' }],
    })
  })

  it('replaces an earlier upload of the same side', async () => {
    await loginAs('new@rental.test')
    await upload('DRIVING_LICENSE', 'BACK')
    const again = await upload('DRIVING_LICENSE', 'BACK')
    expect(again.uploadedDocuments).toHaveLength(1)
  })

  it('judges the type by magic bytes, not by name or declared type', async () => {
    await loginAs('new@rental.test')
    const html = new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/png' })
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], {
      type: 'image/jpeg',
    })
    for (const file of [html, svg]) {
      expect(
        await failureOf(
          uploadDocument(
            { driverType: 'MAIN', documentType: 'EMIRATES_ID', side: 'FRONT' },
            file,
            'photo.png',
          ),
        ),
      ).toEqual({ status: 422, code: 'UNSUPPORTED_FILE_TYPE', fields: ['file'] })
    }
    const polyglot = new Blob([new Uint8Array([...PNG_HEAD]), '<html><script>alert(1)</script>'], {
      type: 'image/png',
    })
    expect(await failureOf(upload('EMIRATES_ID', 'FRONT', polyglot))).toEqual({
      status: 422,
      code: 'POLYGLOT_FILE',
      fields: ['file'],
    })
    const png = new Blob([new Uint8Array([...PNG_HEAD, 1, 2, 3])], { type: 'text/plain' })
    await expect(upload('EMIRATES_ID', 'FRONT', png)).resolves.toMatchObject({
      overallStatus: 'SUBMITTED',
    })
    expect(db.documents.findFirst((q) => q.where({ ownerId: 'user-new' }))).toMatchObject({
      mimeType: 'image/png',
      fileName: 'scan.png',
    })
  })

  it('refuses an empty file (422) and one byte over the limit (413)', async () => {
    await loginAs('new@rental.test')
    expect(await failureOf(upload('EMIRATES_ID', 'FRONT', new Blob([])))).toEqual({
      status: 422,
      code: 'EMPTY_FILE',
      fields: ['file'],
    })
    const tooBig = jpeg(UPLOAD_MAX_BYTES + 1 - JPEG_HEAD.length)
    expect(tooBig.size).toBe(UPLOAD_MAX_BYTES + 1)
    expect(await failureOf(upload('EMIRATES_ID', 'FRONT', tooBig))).toMatchObject({
      status: 413,
      code: 'FILE_TOO_LARGE',
    })
    expect(db.documents.findMany((q) => q.where({ ownerId: 'user-new' }))).toEqual([])
    // Reading a body of the size limit takes seconds on a busy 2-core machine.
  }, 20_000)

  it('refuses a side that does not fit the document', async () => {
    await loginAs('tourist.uae@rental.test')
    expect(await failureOf(upload('PASSPORT', 'FRONT'))).toEqual({
      status: 422,
      code: 'SIDE_MISMATCH',
      fields: ['side'],
    })
    expect(await failureOf(upload('DRIVING_LICENSE', 'ONE_SIDED'))).toMatchObject({
      status: 422,
      code: 'SIDE_MISMATCH',
    })
    // With the passport in, the visa is next.
    await expect(upload('PASSPORT', 'ONE_SIDED')).resolves.toMatchObject({
      currentDocument: 'VISA',
    })
  })
})

describe('GET users/documents/:id', () => {
  it('gives the owner the stored bytes, and a placeholder when they are gone', async () => {
    await loginAs('new@rental.test')
    const { uploadedDocuments } = await upload('EMIRATES_ID', 'FRONT')
    const documentId = uploadedDocuments[0]?.documentId ?? ''
    const blob = await getUserDocument(documentId)
    expect(blob.type).toBe('image/jpeg')
    expect([...new Uint8Array(await blob.arrayBuffer())].slice(0, 4)).toEqual(JPEG_HEAD)

    await loginAs('customer@rental.test')
    expect(await failureOf(getUserDocument(documentId))).toMatchObject({ status: 404 })
    const seeded = await getUserDocument('doc-user-customer-emirates_id-front')
    expect(seeded.type).toBe('image/png')
    expect([...new Uint8Array(await seeded.arrayBuffer())].slice(0, 8)).toEqual(PNG_HEAD)
  })
})
