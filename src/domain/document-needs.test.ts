import { describe, expect, it } from 'vitest'
import type { RequiredDocuments, UploadedDocument } from '../api/schemas/documents'
import {
  documentNeeds,
  isSentBackStatus,
  isTouristIn,
  outstandingNeeds,
  sidesOf,
} from './document-needs'

// Which documents a booking still waits for (SPEC §3): the rentals pages list them, and the
// booking page reads the customer's group from the same tourist flag.

const REQUIRED: RequiredDocuments = {
  RESIDENT: [
    { type: 'EMIRATES_ID', isTwoSided: true, isMandatory: true, isHidden: false },
    { type: 'DRIVING_LICENSE', isTwoSided: true, isMandatory: true, isHidden: false },
  ],
  TOURIST: [
    { type: 'PASSPORT', isTwoSided: false, isMandatory: true, isHidden: false },
    { type: 'VISA', isTwoSided: false, isMandatory: false, isHidden: true },
    { type: 'DRIVING_LICENSE', isTwoSided: true, isMandatory: true, isHidden: false },
    {
      type: 'INTERNATIONAL_DRIVING_PERMIT',
      isTwoSided: false,
      isMandatory: false,
      isHidden: false,
    },
  ],
}

function uploaded(
  type: UploadedDocument['type'],
  side: UploadedDocument['side'],
  status: UploadedDocument['status'],
): UploadedDocument {
  return { documentId: `${type}-${side}`, type, side, status }
}

describe('documents still needed', () => {
  it('takes the group from the tourist flag of the rental’s country', () => {
    const user = { isTouristUae: true, isTouristKsa: false }
    expect(isTouristIn(user, 'ae')).toBe(true)
    expect(isTouristIn(user, 'sa')).toBe(false)
    expect(isTouristIn(user, undefined)).toBe(false)
  })

  it('lists every mandatory document of the group while nothing is uploaded', () => {
    const needs = outstandingNeeds(documentNeeds(REQUIRED, false, { uploadedDocuments: [] }))
    expect(needs).toEqual([
      { type: 'EMIRATES_ID', mandatory: true, state: 'missing' },
      { type: 'DRIVING_LICENSE', mandatory: true, state: 'missing' },
    ])
  })

  it('needs both sides of a two-sided document, and says which need a new upload', () => {
    const needs = documentNeeds(REQUIRED, false, {
      uploadedDocuments: [
        uploaded('EMIRATES_ID', 'FRONT', 'APPROVED'),
        uploaded('DRIVING_LICENSE', 'FRONT', 'DECLINED'),
        uploaded('DRIVING_LICENSE', 'BACK', 'PENDING'),
      ],
    })
    expect(needs.map((need) => need.state)).toEqual(['missing', 'resubmit'])
  })

  it('drops approved documents and shows those under review', () => {
    const needs = documentNeeds(REQUIRED, false, {
      uploadedDocuments: [
        uploaded('EMIRATES_ID', 'FRONT', 'APPROVED'),
        uploaded('EMIRATES_ID', 'BACK', 'APPROVED'),
        uploaded('DRIVING_LICENSE', 'FRONT', 'SUBMITTED'),
        uploaded('DRIVING_LICENSE', 'BACK', 'PENDING'),
      ],
    })
    expect(outstandingNeeds(needs)).toEqual([
      { type: 'DRIVING_LICENSE', mandatory: true, state: 'review' },
    ])
  })

  it('leaves hidden and optional documents out of what a tourist still owes', () => {
    const needs = documentNeeds(REQUIRED, true, { uploadedDocuments: [] })
    expect(needs.map((need) => need.type)).not.toContain('VISA')
    expect(outstandingNeeds(needs).map((need) => need.type)).toEqual([
      'PASSPORT',
      'DRIVING_LICENSE',
    ])
  })
})

describe('sides and reviews', () => {
  it('uploads a two-sided document as front and back, any other as its one side', () => {
    expect(sidesOf({ isTwoSided: true })).toEqual(['FRONT', 'BACK'])
    expect(sidesOf({ isTwoSided: false })).toEqual(['ONE_SIDED'])
  })

  it('sends a side back when the review declined it or asked for it again', () => {
    expect(isSentBackStatus('DECLINED')).toBe(true)
    expect(isSentBackStatus('RESUBMISSION_REQUESTED')).toBe(true)
    for (const status of ['AWAITING_SUBMISSION', 'PENDING', 'SUBMITTED', 'APPROVED'] as const) {
      expect(isSentBackStatus(status)).toBe(false)
    }
  })
})
