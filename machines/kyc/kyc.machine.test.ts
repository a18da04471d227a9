import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toPromise } from 'xstate'
import { ApiError } from '../../src/api/errors'
import type { DocumentSide, DocumentType } from '../../src/api/schemas/documents'
import { MAX_REVIEW_ATTEMPTS, REVIEW_POLL_MS, REVIEW_RECHECK_MS } from './kyc.machine'
import type { UploadInput } from './kyc.actors'
import {
  allSides,
  docStatus,
  kycStatus,
  photo,
  question,
  residentSet,
  startKyc,
} from './kyc.test-kit'

const NOW = Date.UTC(2026, 11, 1, 10, 0, 0)
const touristUser = { isTouristUae: true, isTouristKsa: true }

const httpError = (status: number, code?: string) =>
  new ApiError({ kind: 'http', status, code, message: code ?? 'failed', url: '/x' })
const networkError = () => new ApiError({ kind: 'network', message: 'offline', url: '/x' })

type Actor = ReturnType<typeof startKyc>['actor']

/** Lets the fakes answer (promises), without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0)

const sideOf = (actor: Actor, type: DocumentType, side: DocumentSide) =>
  actor
    .getSnapshot()
    .context.documents.find((document) => document.type === type)
    ?.sides.find((candidate) => candidate.side === side)

const choose = (actor: Actor, documentType: DocumentType, side: DocumentSide, file = photo()) =>
  actor.send({ type: 'file.chosen', documentType, side, file })

const EVERY_RESIDENT_SIDE = [
  ['EMIRATES_ID', 'FRONT'],
  ['EMIRATES_ID', 'BACK'],
  ['DRIVING_LICENSE', 'FRONT'],
  ['DRIVING_LICENSE', 'BACK'],
] as const

/** Loads a UAE resident and uploads every side of the set. */
async function uploaded(fakes: Parameters<typeof startKyc>[1] = {}) {
  const kyc = startKyc({}, fakes)
  await settle()
  for (const [type, side] of EVERY_RESIDENT_SIDE) choose(kyc.actor, type, side)
  await settle()
  return kyc
}

const residentApproved = docStatus(allSides(residentSet, 'APPROVED'), 'APPROVED')
const residentPending = docStatus(allSides(residentSet, 'PENDING'), 'SUBMITTED')

describe('kycMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(NOW)
  })
  afterEach(() => vi.useRealTimers())

  describe('loading', () => {
    it('loads the KYC status, then a resident’s set, document status and questions', async () => {
      const { actor, kyc, resident, tourist, status, questions } = startKyc(
        {},
        { questions: [[question('ae-residency-years')]] },
      )
      expect(actor.getSnapshot().matches('loading')).toBe(true)
      await settle()
      expect(actor.getSnapshot().matches('collecting')).toBe(true)
      expect(kyc.calls).toHaveLength(1)
      expect(resident.calls).toEqual([{ driverType: 'MAIN' }])
      expect(tourist.calls).toHaveLength(0)
      expect(status.calls).toEqual([{ driverType: 'MAIN' }])
      expect(questions.calls).toEqual([{ driverType: 'MAIN', country: 'ae', language: 'EN' }])
      const { context } = actor.getSnapshot()
      expect(context.isTourist).toBe(false)
      expect(context.questions.map((q) => q.id)).toEqual(['ae-residency-years'])
      expect(
        context.documents.map((d) => [d.type, d.sides.map((s) => `${s.side}:${s.upload}`)]),
      ).toEqual([
        ['EMIRATES_ID', ['FRONT:idle', 'BACK:idle']],
        ['DRIVING_LICENSE', ['FRONT:idle', 'BACK:idle']],
      ])
    })

    it.each([
      ['MAIN in the UAE with the UAE tourist flag', { country: 'ae', isTouristUae: true }, true],
      ['MAIN in the UAE with only the KSA flag', { country: 'ae', isTouristKsa: true }, false],
      ['MAIN in Riyadh with the KSA tourist flag', { country: 'sa', isTouristKsa: true }, true],
      ['MAIN whatever the KYC status says', { country: 'ae', kycTourist: true }, false],
      ['ADDITIONAL from its KYC status', { driverType: 'ADDITIONAL', kycTourist: true }, true],
      [
        'ADDITIONAL whatever the user’s flags say',
        { driverType: 'ADDITIONAL', isTouristUae: true },
        false,
      ],
    ] as const)('decides resident or tourist: %s', async (_, given, isTourist) => {
      const g: {
        country?: 'ae' | 'sa'
        driverType?: 'MAIN' | 'ADDITIONAL'
        isTouristUae?: boolean
        isTouristKsa?: boolean
        kycTourist?: boolean
      } = given
      const driverType = g.driverType ?? 'MAIN'
      const country = g.country ?? 'ae'
      const tourism = { isTourist: g.kycTourist ?? false }
      const { actor, resident, tourist, questions } = startKyc(
        {
          driverType,
          country,
          user: { isTouristUae: g.isTouristUae ?? false, isTouristKsa: g.isTouristKsa ?? false },
        },
        { kyc: [driverType === 'MAIN' ? kycStatus(tourism) : kycStatus({}, tourism)] },
      )
      await settle()
      expect(actor.getSnapshot().context.isTourist).toBe(isTourist)
      expect(tourist.calls).toEqual(isTourist ? [{ driverType, country }] : [])
      expect(resident.calls).toEqual(isTourist ? [] : [{ driverType }])
      // SPEC §3: the questions are for residents only.
      expect(questions.calls).toHaveLength(isTourist ? 0 : 1)
    })

    it('drops hidden documents: not shown, not required, no file taken', async () => {
      const { actor, uploads } = startKyc({ country: 'sa', user: touristUser })
      await settle()
      const types = actor.getSnapshot().context.documents.map((d) => d.type)
      expect(types).toEqual(['PASSPORT', 'DRIVING_LICENSE', 'INTERNATIONAL_DRIVING_PERMIT'])
      choose(actor, 'VISA', 'ONE_SIDED')
      expect(uploads.calls).toHaveLength(0)
    })

    it('keeps the reason of a failed load and loads again on retry', async () => {
      const { actor, kyc } = startKyc({}, { kyc: [httpError(503, 'MAINTENANCE'), kycStatus()] })
      await settle()
      expect(actor.getSnapshot().matches('failed')).toBe(true)
      expect(actor.getSnapshot().context.failure).toEqual({ code: 'MAINTENANCE', status: 503 })
      actor.send({ type: 'load.retry' })
      await settle()
      expect(kyc.calls).toHaveLength(2)
      expect(actor.getSnapshot().matches('collecting')).toBe(true)
      expect(actor.getSnapshot().context.failure).toBeNull()
    })

    it('fails when any part of the set fails to load', async () => {
      const { actor } = startKyc({}, { residentSet: [networkError(), residentSet] })
      await settle()
      expect(actor.getSnapshot().matches('failed')).toBe(true)
      expect(actor.getSnapshot().context.failure?.code).toBe('NETWORK')
    })

    it.each([
      [
        'a side sent back',
        docStatus([['EMIRATES_ID', 'FRONT', 'DECLINED']], 'DECLINED'),
        'actionNeeded',
      ],
      ['every side approved', residentApproved, 'approved'],
      ['every side under review', residentPending, 'reviewing'],
      ['one side stored', docStatus([['EMIRATES_ID', 'FRONT', 'PENDING']]), 'collecting'],
    ] as const)('resumes where the check stands: %s', async (_, loaded, state) => {
      const { actor } = startKyc({}, { status: [loaded] })
      await settle()
      expect(actor.getSnapshot().matches(state)).toBe(true)
    })
  })

  describe('uploads', () => {
    it('uploads sides side by side; a two-sided document needs both', async () => {
      const { actor, uploads } = startKyc()
      await settle()
      choose(actor, 'EMIRATES_ID', 'FRONT', photo('front.jpg'))
      choose(actor, 'EMIRATES_ID', 'BACK', photo('back.jpg'))
      choose(actor, 'DRIVING_LICENSE', 'FRONT')
      expect(uploads.calls.map((call) => `${call.documentType}:${call.side}`)).toEqual([
        'EMIRATES_ID:FRONT',
        'EMIRATES_ID:BACK',
        'DRIVING_LICENSE:FRONT',
      ])
      expect(uploads.calls[1]?.driverType).toBe('MAIN')
      expect(uploads.calls[1]?.file.name).toBe('back.jpg')
      // Nothing counts as uploaded before the platform answered.
      expect(sideOf(actor, 'EMIRATES_ID', 'FRONT')?.upload).toBe('uploading')
      expect(sideOf(actor, 'EMIRATES_ID', 'BACK')?.upload).toBe('uploading')
      await settle()
      expect(sideOf(actor, 'EMIRATES_ID', 'BACK')).toMatchObject({
        upload: 'uploaded',
        review: 'PENDING',
        file: null,
      })
      expect(actor.getSnapshot().matches('collecting')).toBe(true)
      choose(actor, 'DRIVING_LICENSE', 'BACK')
      await settle()
      expect(actor.getSnapshot().matches('reviewing')).toBe(true)
      // Every upload child is gone once it answered.
      const children = Object.keys(actor.getSnapshot().children)
      expect(children.filter((id) => id.startsWith('upload-'))).toEqual([])
    })

    it.each([
      ['413', httpError(413, 'FILE_TOO_LARGE'), { code: 'TOO_LARGE', status: 413 }],
      [
        '422',
        httpError(422, 'UNSUPPORTED_FILE_TYPE'),
        { code: 'UNSUPPORTED_FILE_TYPE', status: 422 },
      ],
      ['500', httpError(500), { code: 'SERVER', status: 500 }],
      ['503', httpError(503, 'SERVICE_UNAVAILABLE'), { code: 'SERVER', status: 503 }],
      ['no answer', networkError(), { code: 'NETWORK', status: 0 }],
    ])(
      'keeps the failure of an upload (%s) and sends the same file again on retry',
      async (_, error, failure) => {
        const file = photo('licence.png')
        const { actor, uploads } = startKyc(
          {},
          {
            uploads: [
              error,
              ({ documentType, side }) => docStatus([[documentType, side, 'PENDING']]),
            ],
          },
        )
        await settle()
        choose(actor, 'DRIVING_LICENSE', 'FRONT', file)
        await settle()
        expect(sideOf(actor, 'DRIVING_LICENSE', 'FRONT')).toMatchObject({
          upload: 'failed',
          failure,
          review: null,
        })
        actor.send({ type: 'side.retry', documentType: 'DRIVING_LICENSE', side: 'FRONT' })
        expect(sideOf(actor, 'DRIVING_LICENSE', 'FRONT')?.upload).toBe('uploading')
        await settle()
        expect(uploads.calls[1]?.file).toBe(file)
        expect(sideOf(actor, 'DRIVING_LICENSE', 'FRONT')).toMatchObject({
          upload: 'uploaded',
          failure: null,
          review: 'PENDING',
        })
      },
    )

    it('shows how much of a side has gone, and forgets it once the platform answered', async () => {
      let upload: UploadInput | undefined
      const { actor } = startKyc(
        {},
        {
          uploads: [
            (input) => {
              upload = input
              input.onProgress?.(0.4)
              return docStatus([['EMIRATES_ID', 'FRONT', 'PENDING']])
            },
          ],
        },
      )
      await settle()
      choose(actor, 'EMIRATES_ID', 'FRONT')
      expect(sideOf(actor, 'EMIRATES_ID', 'FRONT')).toMatchObject({
        upload: 'uploading',
        progress: 0.4,
      })
      await settle()
      expect(sideOf(actor, 'EMIRATES_ID', 'FRONT')).toMatchObject({
        upload: 'uploaded',
        progress: null,
      })
      // A late report of a finished upload changes nothing.
      upload?.onProgress?.(0.9)
      expect(sideOf(actor, 'EMIRATES_ID', 'FRONT')?.progress).toBeNull()
    })

    it('retries only a failed side, and takes no second file for a side uploading', async () => {
      const { actor, uploads } = startKyc()
      await settle()
      actor.send({ type: 'side.retry', documentType: 'EMIRATES_ID', side: 'FRONT' })
      expect(uploads.calls).toHaveLength(0)
      choose(actor, 'EMIRATES_ID', 'FRONT')
      choose(actor, 'EMIRATES_ID', 'FRONT')
      expect(uploads.calls).toHaveLength(1)
    })

    it.each([
      ['misses it', docStatus([['EMIRATES_ID', 'FRONT', 'PENDING']])],
      [
        'shows the copy it replaced',
        docStatus(
          [
            ['EMIRATES_ID', 'FRONT', 'PENDING'],
            ['EMIRATES_ID', 'BACK', 'DECLINED'],
          ],
          'DECLINED',
        ),
      ],
    ])(
      'keeps a side stored while another upload ran, whose late answer %s',
      async (_, frontAnswer) => {
        // The platform answered the front before it stored the back, but that answer came last.
        const later = <T>(ms: number, value: T) =>
          new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))
        const bothPending = docStatus([
          ['EMIRATES_ID', 'FRONT', 'PENDING'],
          ['EMIRATES_ID', 'BACK', 'PENDING'],
        ])
        const { actor } = startKyc({}, { uploads: [() => later(1_000, frontAnswer), bothPending] })
        await settle()
        choose(actor, 'EMIRATES_ID', 'FRONT')
        choose(actor, 'EMIRATES_ID', 'BACK')
        await settle()
        expect(sideOf(actor, 'EMIRATES_ID', 'BACK')).toMatchObject({
          upload: 'uploaded',
          review: 'PENDING',
        })
        await vi.advanceTimersByTimeAsync(1_000)
        for (const side of ['FRONT', 'BACK'] as const) {
          expect(sideOf(actor, 'EMIRATES_ID', side)).toMatchObject({
            upload: 'uploaded',
            review: 'PENDING',
          })
        }
        // What the page offers to view is the back's own answer too.
        expect(actor.getSnapshot().context.documentStatus?.uploadedDocuments).toEqual(
          expect.arrayContaining(bothPending.uploadedDocuments),
        )
        expect(actor.getSnapshot().matches('collecting')).toBe(true)
      },
    )

    it('drops an upload answer it did not ask for', async () => {
      const { actor } = startKyc()
      await settle()
      actor.send({ type: 'upload.done', uploadId: 'upload-9', status: residentApproved })
      expect(actor.getSnapshot().context.documentStatus).toEqual(docStatus())
      expect(sideOf(actor, 'EMIRATES_ID', 'FRONT')?.upload).toBe('idle')
    })

    it('needs the mandatory documents only: an optional permit can stay out', async () => {
      const { actor } = startKyc({ country: 'sa', user: touristUser })
      await settle()
      choose(actor, 'PASSPORT', 'ONE_SIDED')
      choose(actor, 'DRIVING_LICENSE', 'FRONT')
      choose(actor, 'DRIVING_LICENSE', 'BACK')
      await settle()
      expect(actor.getSnapshot().matches('reviewing')).toBe(true)
    })
  })

  describe('review', () => {
    it('checks every pollInterval until every mandatory side is approved', async () => {
      const { actor, reviews } = await uploaded({
        reviews: [residentPending, residentPending, residentApproved],
      })
      expect(actor.getSnapshot().matches('reviewing')).toBe(true)
      expect(reviews.calls).toEqual([{ driverType: 'MAIN' }])
      await vi.advanceTimersByTimeAsync(REVIEW_POLL_MS - 1)
      expect(reviews.calls).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(1)
      expect(reviews.calls).toHaveLength(2)
      await vi.advanceTimersByTimeAsync(REVIEW_POLL_MS)
      await expect(toPromise(actor)).resolves.toEqual({
        driverType: 'MAIN',
        isTourist: false,
        status: 'APPROVED',
      })
      expect(actor.getSnapshot().matches('approved')).toBe(true)
      expect(reviews.calls).toHaveLength(3)
    })

    it('ends as submitted when every mandatory side is with the review', async () => {
      const submitted = docStatus(allSides(residentSet, 'SUBMITTED'), 'SUBMITTED')
      const { actor } = await uploaded({ reviews: [submitted] })
      await expect(toPromise(actor)).resolves.toMatchObject({ status: 'SUBMITTED' })
    })

    it('asks again for a side sent back, alone, then reviews again', async () => {
      const declined = docStatus(
        [...allSides(residentSet, 'PENDING').slice(1), ['EMIRATES_ID', 'FRONT', 'DECLINED']],
        'DECLINED',
      )
      const { actor, uploads, reviews } = await uploaded({
        reviews: [declined, residentApproved],
      })
      expect(actor.getSnapshot().matches('actionNeeded')).toBe(true)
      expect(sideOf(actor, 'EMIRATES_ID', 'FRONT')?.review).toBe('DECLINED')
      // Only the side sent back takes a new file.
      choose(actor, 'DRIVING_LICENSE', 'FRONT')
      expect(uploads.calls).toHaveLength(4)
      choose(actor, 'EMIRATES_ID', 'FRONT')
      expect(uploads.calls).toHaveLength(5)
      await settle()
      expect(reviews.calls).toHaveLength(2)
      expect(actor.getSnapshot().matches('approved')).toBe(true)
    })

    it('reads on, after a side came back declined, until every side it decided shows', async () => {
      const idDeclined = docStatus(
        [
          ['EMIRATES_ID', 'FRONT', 'DECLINED'],
          ['EMIRATES_ID', 'BACK', 'DECLINED'],
          ['DRIVING_LICENSE', 'FRONT', 'PENDING'],
          ['DRIVING_LICENSE', 'BACK', 'PENDING'],
        ],
        'DECLINED',
      )
      const allDeclined = docStatus(allSides(residentSet, 'DECLINED'), 'DECLINED')
      const { actor, reviews } = await uploaded({ reviews: [idDeclined, allDeclined] })
      expect(actor.getSnapshot().matches('actionNeeded')).toBe(true)
      expect(sideOf(actor, 'DRIVING_LICENSE', 'BACK')?.review).toBe('PENDING')
      await vi.advanceTimersByTimeAsync(REVIEW_POLL_MS)
      expect(reviews.calls).toHaveLength(2)
      for (const [type, side] of EVERY_RESIDENT_SIDE) {
        expect(sideOf(actor, type, side)?.review).toBe('DECLINED')
      }
      // Every side is decided: nothing more to read.
      await vi.advanceTimersByTimeAsync(5 * REVIEW_POLL_MS)
      expect(reviews.calls).toHaveLength(2)
    })

    it('reads the sides still under review when an upload answer brought a decline', async () => {
      // The platform decided the Emirates ID while the licence's back was on its way.
      const lastUpload = docStatus(
        [
          ['EMIRATES_ID', 'FRONT', 'DECLINED'],
          ['EMIRATES_ID', 'BACK', 'DECLINED'],
          ['DRIVING_LICENSE', 'FRONT', 'PENDING'],
          ['DRIVING_LICENSE', 'BACK', 'PENDING'],
        ],
        'DECLINED',
      )
      const { actor, reviews } = startKyc(
        {},
        {
          uploads: [
            docStatus([['EMIRATES_ID', 'FRONT', 'PENDING']]),
            docStatus(allSides(residentSet, 'PENDING').slice(0, 2)),
            docStatus(allSides(residentSet, 'PENDING').slice(0, 3)),
            lastUpload,
          ],
          reviews: [docStatus(allSides(residentSet, 'DECLINED'), 'DECLINED')],
        },
      )
      await settle()
      for (const [type, side] of EVERY_RESIDENT_SIDE) {
        choose(actor, type, side)
        await settle()
      }
      expect(actor.getSnapshot().matches('actionNeeded')).toBe(true)
      expect(sideOf(actor, 'DRIVING_LICENSE', 'FRONT')?.review).toBe('PENDING')
      await vi.advanceTimersByTimeAsync(REVIEW_POLL_MS)
      expect(reviews.calls).toEqual([{ driverType: 'MAIN' }])
      expect(sideOf(actor, 'DRIVING_LICENSE', 'FRONT')?.review).toBe('DECLINED')
      expect(sideOf(actor, 'DRIVING_LICENSE', 'BACK')?.review).toBe('DECLINED')
    })

    it('reads a side under review while the others are still being chosen', async () => {
      const { actor, reviews } = startKyc(
        {},
        {
          status: [docStatus([['EMIRATES_ID', 'FRONT', 'PENDING']])],
          reviews: [docStatus([['EMIRATES_ID', 'FRONT', 'DECLINED']], 'DECLINED')],
        },
      )
      await settle()
      expect(actor.getSnapshot().matches('collecting')).toBe(true)
      await vi.advanceTimersByTimeAsync(REVIEW_POLL_MS)
      expect(reviews.calls).toHaveLength(1)
      expect(actor.getSnapshot().matches('actionNeeded')).toBe(true)
      expect(sideOf(actor, 'EMIRATES_ID', 'FRONT')?.review).toBe('DECLINED')
    })

    it('reads sides under review at most maxReviewAttempts times after the last upload', async () => {
      const { actor, reviews } = startKyc(
        { maxReviewAttempts: 2 },
        { status: [docStatus([['EMIRATES_ID', 'FRONT', 'PENDING']])] },
      )
      await settle()
      await vi.advanceTimersByTimeAsync(10 * REVIEW_POLL_MS)
      expect(reviews.calls).toHaveLength(2)
      expect(actor.getSnapshot().matches('collecting')).toBe(true)
      choose(actor, 'EMIRATES_ID', 'BACK')
      await settle()
      await vi.advanceTimersByTimeAsync(10 * REVIEW_POLL_MS)
      expect(reviews.calls).toHaveLength(4)
    })

    it('checks nothing while an upload runs, and drops a check an upload overtook', async () => {
      const sentBack = docStatus(
        [
          ['EMIRATES_ID', 'FRONT', 'DECLINED'],
          ['EMIRATES_ID', 'BACK', 'PENDING'],
        ],
        'DECLINED',
      )
      const later = <T>(ms: number, value: T) =>
        new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))
      const { actor, reviews } = startKyc(
        {},
        {
          status: [sentBack],
          uploads: [
            () =>
              later(
                REVIEW_POLL_MS + 1_000,
                docStatus([
                  ['EMIRATES_ID', 'FRONT', 'PENDING'],
                  ['EMIRATES_ID', 'BACK', 'PENDING'],
                ]),
              ),
            docStatus([
              ['EMIRATES_ID', 'FRONT', 'PENDING'],
              ['EMIRATES_ID', 'BACK', 'PENDING'],
              ['DRIVING_LICENSE', 'FRONT', 'PENDING'],
            ]),
          ],
          // Read before the licence below arrived.
          reviews: [() => later(2_000, sentBack)],
        },
      )
      await settle()
      expect(actor.getSnapshot().matches('actionNeeded')).toBe(true)
      choose(actor, 'EMIRATES_ID', 'FRONT')
      await vi.advanceTimersByTimeAsync(REVIEW_POLL_MS + 1_000)
      expect(reviews.calls).toHaveLength(0)
      expect(sideOf(actor, 'EMIRATES_ID', 'FRONT')?.review).toBe('PENDING')

      await vi.advanceTimersByTimeAsync(REVIEW_POLL_MS)
      expect(reviews.calls).toHaveLength(1)
      choose(actor, 'DRIVING_LICENSE', 'FRONT')
      await vi.advanceTimersByTimeAsync(2_000)
      expect(sideOf(actor, 'EMIRATES_ID', 'FRONT')?.review).toBe('PENDING')
      expect(sideOf(actor, 'DRIVING_LICENSE', 'FRONT')).toMatchObject({
        upload: 'uploaded',
        review: 'PENDING',
      })
    })

    it('goes back to collecting when the review no longer has a mandatory side', async () => {
      const { actor } = await uploaded({
        reviews: [docStatus(allSides(residentSet, 'PENDING').slice(1))],
      })
      expect(actor.getSnapshot().matches('collecting')).toBe(true)
      expect(sideOf(actor, 'EMIRATES_ID', 'FRONT')?.upload).toBe('idle')
    })

    it('times out after the attempt limit and tells when to look again', async () => {
      const { actor, reviews } = await uploaded()
      await vi.advanceTimersByTimeAsync(MAX_REVIEW_ATTEMPTS * REVIEW_POLL_MS)
      expect(actor.getSnapshot().matches('timedOut')).toBe(true)
      expect(reviews.calls).toHaveLength(MAX_REVIEW_ATTEMPTS)
      const { lastCheckedAt, checkAgainAt } = actor.getSnapshot().context
      expect(lastCheckedAt).toBe(NOW + (MAX_REVIEW_ATTEMPTS - 1) * REVIEW_POLL_MS)
      expect(checkAgainAt).toBe((lastCheckedAt ?? 0) + REVIEW_RECHECK_MS)
      await vi.advanceTimersByTimeAsync(10 * REVIEW_POLL_MS)
      expect(reviews.calls).toHaveLength(MAX_REVIEW_ATTEMPTS)
      actor.send({ type: 'review.check' })
      await settle()
      expect(actor.getSnapshot().matches('reviewing')).toBe(true)
      expect(actor.getSnapshot().context).toMatchObject({ reviewAttempts: 1, checkAgainAt: null })
      expect(reviews.calls).toHaveLength(MAX_REVIEW_ATTEMPTS + 1)
    })

    it('takes its attempt limit from the input', async () => {
      const kyc = startKyc({ maxReviewAttempts: 2 }, { status: [residentPending] })
      await vi.advanceTimersByTimeAsync(2 * REVIEW_POLL_MS)
      expect(kyc.actor.getSnapshot().matches('timedOut')).toBe(true)
      expect(kyc.reviews.calls).toHaveLength(2)
    })

    it('counts a failed check as an attempt, not as the end', async () => {
      const { actor } = await uploaded({ reviews: [networkError(), residentApproved] })
      expect(actor.getSnapshot().matches('reviewing')).toBe(true)
      await vi.advanceTimersByTimeAsync(REVIEW_POLL_MS)
      expect(actor.getSnapshot().matches('approved')).toBe(true)
    })
  })

  describe('switching resident ⇄ tourist', () => {
    it('switches at once when nothing is stored, then loads the other set', async () => {
      const { actor, switches, tourist, questions } = startKyc(
        {},
        { questions: [[question('q1')]], switches: [kycStatus({ isTourist: true })] },
      )
      await settle()
      actor.send({ type: 'tourist.switch', isTourist: true })
      expect(actor.getSnapshot().matches('switching')).toBe(true)
      await settle()
      expect(switches.calls).toEqual([{ driverType: 'MAIN', isTourist: true, forceDelete: false }])
      expect(tourist.calls).toEqual([{ driverType: 'MAIN', country: 'ae' }])
      expect(questions.calls).toHaveLength(1)
      const { context } = actor.getSnapshot()
      expect(actor.getSnapshot().matches('collecting')).toBe(true)
      expect(context).toMatchObject({ isTourist: true, touristChoice: true, questions: [] })
      expect(context.documents.map((d) => d.type)).toContain('PASSPORT')
    })

    it('asks first when uploads would be deleted; cancel keeps everything', async () => {
      const stored = docStatus([['EMIRATES_ID', 'FRONT', 'PENDING']])
      const { actor, switches } = startKyc({}, { status: [stored] })
      await settle()
      actor.send({ type: 'tourist.switch', isTourist: true })
      expect(actor.getSnapshot().matches('confirmingSwitch')).toBe(true)
      expect(actor.getSnapshot().context.pendingSwitch).toEqual({
        isTourist: true,
        forceDelete: false,
        removes: [{ type: 'EMIRATES_ID', side: 'FRONT' }],
      })
      actor.send({ type: 'switch.cancel' })
      expect(actor.getSnapshot().matches('collecting')).toBe(true)
      expect(actor.getSnapshot().context.pendingSwitch).toBeNull()
      expect(sideOf(actor, 'EMIRATES_ID', 'FRONT')?.upload).toBe('uploaded')
      expect(switches.calls).toHaveLength(0)
    })

    it('deletes the uploads (forceDelete) once the customer confirms', async () => {
      const stored = docStatus([['EMIRATES_ID', 'FRONT', 'PENDING']])
      const { actor, switches, tourist } = startKyc({}, { status: [stored, docStatus()] })
      await settle()
      actor.send({ type: 'tourist.switch', isTourist: true })
      actor.send({ type: 'switch.confirm' })
      await settle()
      expect(switches.calls).toEqual([{ driverType: 'MAIN', isTourist: true, forceDelete: true }])
      expect(tourist.calls).toHaveLength(1)
      expect(actor.getSnapshot().matches('collecting')).toBe(true)
      expect(actor.getSnapshot().context.isTourist).toBe(true)
    })

    it('ignores a switch to the same set or while an upload runs', async () => {
      const { actor, switches } = startKyc()
      await settle()
      actor.send({ type: 'tourist.switch', isTourist: false })
      expect(actor.getSnapshot().matches('collecting')).toBe(true)
      choose(actor, 'EMIRATES_ID', 'FRONT')
      actor.send({ type: 'tourist.switch', isTourist: true })
      expect(actor.getSnapshot().matches('collecting')).toBe(true)
      await settle()
      expect(switches.calls).toHaveLength(0)
    })

    it('stays put with the reason when the switch fails', async () => {
      const { actor } = startKyc({}, { switches: [httpError(409, 'KYC_LOCKED')] })
      await settle()
      actor.send({ type: 'tourist.switch', isTourist: true })
      await settle()
      expect(actor.getSnapshot().matches('collecting')).toBe(true)
      expect(actor.getSnapshot().context).toMatchObject({
        isTourist: false,
        pendingSwitch: null,
        failure: { code: 'KYC_LOCKED', status: 409 },
      })
    })
  })

  describe('resident questions', () => {
    it('sends every answer, trimmed, before the review starts', async () => {
      const { actor, answers } = await uploaded({ questions: [[question('q1'), question('q2')]] })
      // Every side is in, but the questions are not answered yet.
      expect(actor.getSnapshot().matches('collecting')).toBe(true)
      actor.send({ type: 'answer.set', id: 'q1', answer: ' 5 years ' })
      actor.send({ type: 'answers.submit' })
      expect(answers.calls).toHaveLength(0)
      actor.send({ type: 'answer.set', id: 'q2', answer: 'Yes' })
      actor.send({ type: 'answers.submit' })
      expect(actor.getSnapshot().matches({ collecting: { customer: 'submittingAnswers' } })).toBe(
        true,
      )
      await settle()
      expect(answers.calls).toEqual([
        {
          driverType: 'MAIN',
          answers: [
            { id: 'q1', answer: '5 years' },
            { id: 'q2', answer: 'Yes' },
          ],
        },
      ])
      expect(actor.getSnapshot().matches('reviewing')).toBe(true)
    })

    it('counts answers the platform already holds', async () => {
      const { actor } = await uploaded({ questions: [[question('q1', 'Yes')]] })
      expect(actor.getSnapshot().matches('reviewing')).toBe(true)
    })

    it('keeps the reason of a refused submit and the drafts', async () => {
      const { actor } = startKyc(
        {},
        { questions: [[question('q1')]], answers: [httpError(422, 'UNKNOWN_QUESTION')] },
      )
      await settle()
      actor.send({ type: 'answer.set', id: 'q1', answer: 'Yes' })
      actor.send({ type: 'answers.submit' })
      await settle()
      expect(actor.getSnapshot().matches({ collecting: { customer: 'editing' } })).toBe(true)
      expect(actor.getSnapshot().context).toMatchObject({
        answers: { q1: 'Yes' },
        answersFailure: { code: 'UNKNOWN_QUESTION', status: 422 },
      })
      expect(actor.getSnapshot().context.questions[0]?.answer).toBeNull()
    })

    it('takes no answer to an unknown question nor one over 500 characters', async () => {
      const { actor, answers } = startKyc({}, { questions: [[question('q1')]] })
      await settle()
      actor.send({ type: 'answer.set', id: 'q9', answer: 'Yes' })
      expect(actor.getSnapshot().context.answers).toEqual({ q1: '' })
      actor.send({ type: 'answer.set', id: 'q1', answer: 'x'.repeat(501) })
      actor.send({ type: 'answers.submit' })
      expect(answers.calls).toHaveLength(0)
    })
  })

  describe('forbidden events', () => {
    it('ignores events that do not belong to the current state', async () => {
      const { actor, switches, uploads, kyc } = await uploaded()
      expect(actor.getSnapshot().matches('reviewing')).toBe(true)
      for (const event of [
        { type: 'switch.confirm' },
        { type: 'switch.cancel' },
        { type: 'load.retry' },
        { type: 'review.check' },
        { type: 'tourist.switch', isTourist: true },
      ] as const) {
        expect(actor.getSnapshot().can(event)).toBe(false)
        actor.send(event)
      }
      choose(actor, 'EMIRATES_ID', 'FRONT')
      expect(actor.getSnapshot().matches('reviewing')).toBe(true)
      expect(switches.calls).toHaveLength(0)
      expect(uploads.calls).toHaveLength(4)
      expect(kyc.calls).toHaveLength(1)
    })

    it('takes nothing while loading', () => {
      const { actor, uploads } = startKyc({}, { questions: [[question('q1')]] })
      choose(actor, 'EMIRATES_ID', 'FRONT')
      actor.send({ type: 'answer.set', id: 'q1', answer: 'Yes' })
      actor.send({ type: 'switch.confirm' })
      expect(actor.getSnapshot().matches('loading')).toBe(true)
      expect(uploads.calls).toHaveLength(0)
    })
  })
})
