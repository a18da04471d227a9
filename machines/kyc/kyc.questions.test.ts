import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../src/api/errors'
import { REVIEW_POLL_MS } from './kyc.machine'
import { allSides, docStatus, question, residentSet, startKyc } from './kyc.test-kit'

// The residents' questions: asked in the page's language, each answered as its type says, checked
// with the platform's own schemas before sending, and nothing typed lost on the way.

const settle = () => vi.advanceTimersByTimeAsync(0)

const years = question('ae-residency-years', null, 'NUMBER')
const licence = question('ae-local-licence', null, 'YES_NO')
const employer = question('sa-employer', null, 'TEXT')

const inArabic = (q: typeof years) => ({ ...q, question: `سؤال ${q.id}؟` })

async function asked(fakes: Parameters<typeof startKyc>[1] = {}, language: 'EN' | 'AR' = 'EN') {
  const kyc = startKyc({ language }, { questions: [[years, licence, employer]], ...fakes })
  await settle()
  return kyc
}

describe('kycMachine, resident questions', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('asks the platform in the page’s language', async () => {
    const { questions } = await asked({}, 'AR')
    expect(questions.calls).toEqual([{ driverType: 'MAIN', country: 'ae', language: 'AR' }])
  })

  it('asks again when the page changes language, keeping every draft', async () => {
    const { actor, questions } = await asked({
      questions: [[years, licence, employer], [years, licence, employer].map(inArabic)],
    })
    actor.send({ type: 'answer.set', id: 'ae-residency-years', answer: '4' })
    actor.send({ type: 'answer.set', id: 'sa-employer', answer: '' })
    actor.send({ type: 'answers.submit' })
    actor.send({ type: 'language.change', language: 'AR' })
    await settle()
    expect(questions.calls.at(-1)).toEqual({ driverType: 'MAIN', country: 'ae', language: 'AR' })
    const { context } = actor.getSnapshot()
    expect(context.language).toBe('AR')
    expect(context.questions.map((q) => q.question)).toEqual([
      'سؤال ae-residency-years؟',
      'سؤال ae-local-licence؟',
      'سؤال sa-employer؟',
    ])
    expect(context.answers).toEqual({
      'ae-residency-years': '4',
      'ae-local-licence': '',
      'sa-employer': '',
    })
    expect(context.answerProblems).toEqual({
      'ae-local-licence': 'REQUIRED',
      'sa-employer': 'REQUIRED',
    })
  })

  it('asks again in the new language when the questions show after a switch during review', async () => {
    const { actor, questions } = startKyc(
      {},
      {
        status: [docStatus(allSides(residentSet, 'PENDING'), 'SUBMITTED')],
        questions: [[{ ...licence, answer: 'YES' }], [inArabic({ ...licence, answer: 'YES' })]],
        reviews: [
          docStatus(allSides(residentSet, 'PENDING'), 'SUBMITTED'),
          docStatus(allSides(residentSet, 'DECLINED'), 'DECLINED'),
        ],
      },
    )
    await settle()
    expect(actor.getSnapshot().matches('reviewing')).toBe(true)
    actor.send({ type: 'language.change', language: 'AR' })
    expect(questions.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(REVIEW_POLL_MS)
    expect(actor.getSnapshot().matches('actionNeeded')).toBe(true)
    expect(questions.calls.at(-1)).toMatchObject({ language: 'AR' })
    expect(actor.getSnapshot().context.questions[0]?.question).toBe('سؤال ae-local-licence؟')
  })

  it('asks nothing again for the language it already speaks', async () => {
    const { actor, questions } = await asked({}, 'AR')
    actor.send({ type: 'language.change', language: 'AR' })
    await settle()
    expect(questions.calls).toHaveLength(1)
  })

  it('sends nothing until each answer fits its type, and says why next to each', async () => {
    const { actor, answers } = await asked()
    actor.send({ type: 'answer.set', id: 'ae-residency-years', answer: 'four' })
    actor.send({ type: 'answer.set', id: 'sa-employer', answer: 'x'.repeat(501) })
    actor.send({ type: 'answers.submit' })
    expect(answers.calls).toHaveLength(0)
    expect(actor.getSnapshot().context.answerProblems).toEqual({
      'ae-residency-years': 'NOT_A_NUMBER',
      'ae-local-licence': 'REQUIRED',
      'sa-employer': 'TOO_LONG',
    })
    // Fixing one answer clears its message alone; what was typed stays as typed.
    actor.send({ type: 'answer.set', id: 'ae-local-licence', answer: 'NO' })
    expect(actor.getSnapshot().context.answerProblems).toEqual({
      'ae-residency-years': 'NOT_A_NUMBER',
      'sa-employer': 'TOO_LONG',
    })
    expect(actor.getSnapshot().context.answers['ae-residency-years']).toBe('four')
  })

  it('sends each answer as the platform keeps it: Latin digits, YES or NO, trimmed text', async () => {
    const { actor, answers } = await asked()
    actor.send({ type: 'answer.set', id: 'ae-residency-years', answer: ' ١٢ ' })
    actor.send({ type: 'answer.set', id: 'ae-local-licence', answer: 'YES' })
    actor.send({ type: 'answer.set', id: 'sa-employer', answer: ' Rental LLC ' })
    actor.send({ type: 'answers.submit' })
    await settle()
    expect(answers.calls).toEqual([
      {
        driverType: 'MAIN',
        answers: [
          { id: 'ae-residency-years', answer: '12' },
          { id: 'ae-local-licence', answer: 'YES' },
          { id: 'sa-employer', answer: 'Rental LLC' },
        ],
      },
    ])
    const { context } = actor.getSnapshot()
    expect(context.questions.map((q) => q.answer)).toEqual(['12', 'YES', 'Rental LLC'])
    expect(context.answers['ae-residency-years']).toBe(' ١٢ ')
  })

  it('keeps what is typed while the answers are saved; the saved ones are those sent', async () => {
    const { actor } = await asked()
    actor.send({ type: 'answer.set', id: 'ae-residency-years', answer: '3' })
    actor.send({ type: 'answer.set', id: 'ae-local-licence', answer: 'NO' })
    actor.send({ type: 'answer.set', id: 'sa-employer', answer: 'Rental' })
    actor.send({ type: 'answers.submit' })
    expect(actor.getSnapshot().matches({ collecting: { customer: 'submittingAnswers' } })).toBe(
      true,
    )
    actor.send({ type: 'answer.set', id: 'sa-employer', answer: 'Rental L' })
    await settle()
    const { context } = actor.getSnapshot()
    expect(context.answers['sa-employer']).toBe('Rental L')
    expect(context.questions.find((q) => q.id === 'sa-employer')?.answer).toBe('Rental')
  })

  it('shows the platform’s refusal next to the answer it names, drafts kept', async () => {
    const refused = new ApiError({
      kind: 'http',
      status: 422,
      code: 'INVALID_ANSWER',
      message: 'Some answers do not fit their question',
      fieldErrors: { 'answers.1.answer': ['Expected YES or NO'] },
      url: '/x',
    })
    const { actor } = await asked({ answers: [refused] })
    actor.send({ type: 'answer.set', id: 'ae-residency-years', answer: '3' })
    actor.send({ type: 'answer.set', id: 'ae-local-licence', answer: 'YES' })
    actor.send({ type: 'answer.set', id: 'sa-employer', answer: 'Rental' })
    actor.send({ type: 'answers.submit' })
    await settle()
    const { context } = actor.getSnapshot()
    expect(context.answersFailure).toEqual({ code: 'INVALID_ANSWER', status: 422 })
    expect(context.answerProblems).toEqual({ 'ae-local-licence': 'REFUSED' })
    expect(context.answers).toEqual({
      'ae-residency-years': '3',
      'ae-local-licence': 'YES',
      'sa-employer': 'Rental',
    })
  })

  it('starts each draft from the answer the platform holds', async () => {
    const { actor } = await asked({
      questions: [[{ ...years, answer: '7' }, { ...licence, answer: 'NO' }, employer]],
    })
    expect(actor.getSnapshot().context.answers).toEqual({
      'ae-residency-years': '7',
      'ae-local-licence': 'NO',
      'sa-employer': '',
    })
  })
})
