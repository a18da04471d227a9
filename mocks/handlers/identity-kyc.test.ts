import { http, HttpResponse } from 'msw'
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
import { apiUrl } from '../../src/api/config'
import { fillPath, identityPaths } from '../../src/api/paths'
import { residentQuestionsSchema } from '../../src/api/schemas/documents'
import { db } from '../db'
import { failureOf, startPlatformForTests } from '../lib/test-platform'
import { server } from '../node'
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
    const before = await getResidentQuestions('ae', 'MAIN', 'EN')
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
    const after = await getResidentQuestions('ae', 'MAIN', 'EN')
    expect(after.questions[0]).toMatchObject({ answer: '4' })
    const additional = await getResidentQuestions('ae', 'ADDITIONAL', 'EN')
    expect(additional.questions[0]).toMatchObject({ answer: null })
  })

  it('words each question in the language asked for, with its answer type', async () => {
    await loginAs('new@rental.test')
    const english = await getResidentQuestions('ae', 'MAIN', 'EN')
    const arabic = await getResidentQuestions('ae', 'MAIN', 'AR')
    expect(english.questions.map(({ question, answerType }) => [question, answerType])).toEqual([
      ['How many years have you lived in the UAE?', 'NUMBER'],
      ['Do you hold a UAE driving licence?', 'YES_NO'],
    ])
    expect(arabic.questions.map(({ question, answerType }) => [question, answerType])).toEqual([
      ['كم سنة أقمت في الإمارات؟', 'NUMBER'],
      ['هل تحمل رخصة قيادة إماراتية؟', 'YES_NO'],
    ])
    const saudi = await getResidentQuestions('sa', 'MAIN', 'AR')
    expect(saudi.questions.map(({ answerType }) => answerType)).toEqual([
      'NUMBER',
      'NUMBER',
      'TEXT',
    ])
  })

  it('words them in English without a language, and refuses one it does not speak', async () => {
    await loginAs('new@rental.test')
    const ask = (query: string) =>
      fetch(
        apiUrl(
          'platform',
          `${fillPath(identityPaths.residentQuestions, { countryCode: 'ae' })}?driverType=MAIN${query}`,
        ),
      )
    const plain = residentQuestionsSchema.parse(await (await ask('')).json())
    expect(plain.questions[0]?.question).toBe('How many years have you lived in the UAE?')
    const french = await ask('&language=FR')
    expect(french.status).toBe(400)
    await expect(french.json()).resolves.toMatchObject({
      code: 'BAD_QUERY',
      fieldErrors: { language: ['Expected EN or AR'] },
    })
  })

  it('takes each answer as its type says, and keeps it as the type parses it', async () => {
    await loginAs('new@rental.test')
    await submitKycAnswers({
      driverType: 'MAIN',
      answers: [
        { id: 'ae-residency-years', answer: ' ١٢ ' },
        { id: 'ae-local-licence', answer: 'NO' },
      ],
    })
    const saved = await getResidentQuestions('ae', 'MAIN', 'AR')
    expect(saved.questions.map(({ answer }) => answer)).toEqual(['12', 'NO'])
    expect(
      await failureOf(
        submitKycAnswers({
          driverType: 'MAIN',
          answers: [
            { id: 'ae-residency-years', answer: 'four' },
            { id: 'ae-local-licence', answer: 'نعم' },
            { id: 'sa-employer', answer: 'Rental LLC' },
          ],
        }),
      ),
    ).toEqual({
      status: 422,
      code: 'INVALID_ANSWER',
      fields: ['answers.0.answer', 'answers.1.answer'],
    })
    // Nothing of a refused submit is kept.
    const after = await getResidentQuestions('ae', 'MAIN', 'EN')
    expect(after.questions.map(({ answer }) => answer)).toEqual(['12', 'NO'])
  })

  it('still counts answers saved as free text where they fit the type', async () => {
    const user = await loginAs('new@rental.test')
    const keep = (questionId: string, answer: string) =>
      db.residentAnswers.create({ ownerId: user.userId, driverType: 'MAIN', questionId, answer })
    await keep('ae-residency-years', 'about four')
    await keep('ae-local-licence', 'نعم')
    const { questions } = await getResidentQuestions('ae', 'MAIN', 'EN')
    expect(questions.map(({ answer }) => answer)).toEqual([null, 'YES'])
  })

  it('fails loudly when its answer drifts from the contract', async () => {
    await loginAs('new@rental.test')
    server.use(
      http.get(apiUrl('platform', identityPaths.residentQuestions).href, () =>
        HttpResponse.json({ questions: [{ id: 'q', question: 'Q?', answer: null }] }),
      ),
    )
    await expect(getResidentQuestions('ae', 'MAIN', 'EN')).rejects.toMatchObject({
      kind: 'contract',
    })
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
