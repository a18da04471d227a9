import { describe, expect, it } from 'vitest'
import { login } from '../../src/api/auth'
import {
  getDocumentStatus,
  getKycStatus,
  getMe,
  getResidentQuestions,
  setIsTourist,
  submitKycAnswers,
  updateKycStatus,
} from '../../src/api/identity'
import { failureOf, startPlatformForTests } from '../lib/test-platform'
import { PERSONA_PASSWORD } from '../seed/personas'

startPlatformForTests()

const loginAs = (email: string) => login({ email, password: PERSONA_PASSWORD })

describe('is-tourist', () => {
  it('switches a driver to tourist and, with forceDelete, drops their uploads', async () => {
    await loginAs('customer@rental.test')
    await expect(setIsTourist('MAIN', { forceDelete: true, isTourist: true })).resolves.toEqual({
      MAIN: { status: 'NOT_STARTED', isTourist: true },
      ADDITIONAL: { status: 'NOT_STARTED', isTourist: false },
    })
    await expect(getMe()).resolves.toMatchObject({ isTouristUae: true, isTouristKsa: false })
    await expect(getDocumentStatus('MAIN')).resolves.toMatchObject({
      currentDocument: 'PASSPORT',
      uploadedDocuments: [],
    })
  })

  it('keeps uploads without forceDelete and sets the Saudi flag for a Riyadh user', async () => {
    await loginAs('riyadh@rental.test')
    await setIsTourist('MAIN', { forceDelete: false, isTourist: true })
    await expect(getMe()).resolves.toMatchObject({ isTouristKsa: true, isTouristUae: false })
    const status = await getDocumentStatus('MAIN')
    expect(status.uploadedDocuments).toHaveLength(4)
    expect(status.currentDocument).toBe('PASSPORT')
  })
})

describe('KYC questions and status', () => {
  it('answers resident questions and shows the saved answers', async () => {
    await loginAs('new@rental.test')
    const before = await getResidentQuestions('ae', 'MAIN')
    expect(before.questions.map((question) => [question.id, question.answer])).toEqual([
      ['ae-residency-years', null],
      ['ae-local-licence', null],
    ])
    await expect(
      submitKycAnswers({
        driverType: 'MAIN',
        answers: [{ id: 'ae-residency-years', answer: '4' }],
      }),
    ).resolves.toBeNull()
    const after = await getResidentQuestions('ae', 'MAIN')
    expect(after.questions[0]).toMatchObject({ answer: '4' })
    const additional = await getResidentQuestions('ae', 'ADDITIONAL')
    expect(additional.questions[0]).toMatchObject({ answer: null })
  })

  it('refuses an unknown question (422)', async () => {
    await loginAs('new@rental.test')
    expect(
      await failureOf(
        submitKycAnswers({ driverType: 'MAIN', answers: [{ id: 'shoe-size', answer: '42' }] }),
      ),
    ).toEqual({ status: 422, code: 'UNKNOWN_QUESTION', fields: ['answers.0.id'] })
  })

  it('reads and updates the KYC status', async () => {
    expect(await failureOf(getKycStatus())).toMatchObject({ status: 401 })
    await loginAs('new@rental.test')
    await expect(
      updateKycStatus({ driverType: 'ADDITIONAL', status: 'IN_PROGRESS' }),
    ).resolves.toMatchObject({ ADDITIONAL: { status: 'IN_PROGRESS' } })
    await expect(getKycStatus()).resolves.toMatchObject({
      MAIN: { status: 'NOT_STARTED' },
      ADDITIONAL: { status: 'IN_PROGRESS' },
    })
  })
})
