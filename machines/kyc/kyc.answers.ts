import { toFailure } from '../../src/api/errors'
import { answerValueSchemas, MAX_ANSWER_LENGTH } from '../../src/api/schemas/documents'
import type { AnswersInput, QuestionsInput } from './kyc.actors'
import type { AnswerProblem, KycContext, ResidentQuestion } from './kyc.types'

// The resident questions: drafts in context, exactly as typed; saved answers on the platform.
// A draft is checked against its question's answer type with the platform's own schemas
// (answerValueSchemas), and what is sent is what they parse it to (YES, 42, trimmed text).

type Drafts = Pick<KycContext, 'answers'>

/** What the resident questions are asked for: this driver, this country, the page's language. */
export const questionsInput = ({ context }: { context: KycContext }): QuestionsInput => ({
  driverType: context.driverType,
  country: context.country,
  language: context.language,
})

const draftOf = (context: Drafts, id: string) => context.answers[id] ?? ''

/** The answer the platform would keep for this draft, or null while it does not fit the type. */
export function answerOf(context: Drafts, question: ResidentQuestion): string | null {
  const parsed = answerValueSchemas[question.answerType].safeParse(draftOf(context, question.id))
  return parsed.success ? parsed.data : null
}

/** Why a draft does not fit its question; null when it does. */
export function answerProblem(context: Drafts, question: ResidentQuestion): AnswerProblem | null {
  if (answerOf(context, question) !== null) return null
  const draft = draftOf(context, question.id).trim()
  if (draft === '') return 'REQUIRED'
  if (question.answerType === 'NUMBER') return 'NOT_A_NUMBER'
  if (question.answerType === 'TEXT' && draft.length > MAX_ANSWER_LENGTH) return 'TOO_LONG'
  return 'REQUIRED'
}

export function answerProblems(
  context: Pick<KycContext, 'answers' | 'questions'>,
): Record<string, AnswerProblem> {
  const problems: Record<string, AnswerProblem> = {}
  for (const question of context.questions) {
    const problem = answerProblem(context, question)
    if (problem) problems[question.id] = problem
  }
  return problems
}

/** Every question has an answer the platform holds; none to answer counts as done. */
export const hasSavedAnswers = (questions: ResidentQuestion[]) =>
  questions.every((question) => (question.answer ?? '').trim() !== '')

export function canSubmitAnswers(context: Pick<KycContext, 'answers' | 'questions'>): boolean {
  return (
    context.questions.length > 0 &&
    context.questions.every((question) => answerOf(context, question) !== null)
  )
}

export function answersBody(context: KycContext): AnswersInput {
  return {
    driverType: context.driverType,
    answers: context.questions.map((question) => ({
      id: question.id,
      answer: answerOf(context, question) ?? '',
    })),
  }
}

/**
 * The answers the platform refused (422 with answers.N.answer in its field errors), by question
 * id; N is the question's place in the body answersBody sent.
 */
export function refusedAnswers(
  context: Pick<KycContext, 'questions'>,
  error: unknown,
): Record<string, AnswerProblem> {
  const refused: Record<string, AnswerProblem> = {}
  for (const path of Object.keys(toFailure(error).fieldErrors)) {
    const index = /^answers\.(\d+)\.answer$/.exec(path)?.[1]
    const question = index === undefined ? undefined : context.questions[Number(index)]
    if (question) refused[question.id] = 'REFUSED'
  }
  return refused
}

type AnswersPart = Pick<KycContext, 'questions' | 'answers' | 'answerProblems'>

/** Freshly loaded questions: the drafts start from what the platform holds. */
export function loadedQuestions(questions: ResidentQuestion[]): AnswersPart {
  return {
    questions,
    answers: Object.fromEntries(questions.map(({ id, answer }) => [id, answer ?? ''])),
    answerProblems: {},
  }
}

/** The same questions in another language: the new wording, every draft and problem kept. */
export function retoldQuestions(context: AnswersPart, questions: ResidentQuestion[]): AnswersPart {
  function kept<T>(by: Record<string, T>): Record<string, T> {
    const still: Record<string, T> = {}
    for (const { id } of questions) {
      const value = by[id]
      if (value !== undefined) still[id] = value
    }
    return still
  }
  return {
    questions,
    answers: {
      ...Object.fromEntries(questions.map(({ id, answer }) => [id, answer ?? ''])),
      ...kept(context.answers),
    },
    answerProblems: kept(context.answerProblems),
  }
}

/** A draft changed: a problem on show follows it (gone once fixed), none appears while typing. */
export function withDraft(
  context: AnswersPart,
  id: string,
  answer: string,
): Pick<KycContext, 'answers' | 'answerProblems'> {
  const answers = { ...context.answers, [id]: answer }
  const question = context.questions.find((candidate) => candidate.id === id)
  const { [id]: shown, ...others } = context.answerProblems
  const problem = shown && question ? answerProblem({ answers }, question) : null
  return { answers, answerProblems: problem ? { ...others, [id]: problem } : others }
}

/** The platform holds these answers now (what answersBody sent). */
export function savedAnswers(
  context: Pick<KycContext, 'questions'>,
  sent: AnswersInput['answers'],
): Pick<KycContext, 'questions' | 'answerProblems' | 'answersFailure'> {
  return {
    questions: context.questions.map((question) => ({
      ...question,
      answer: sent.find(({ id }) => id === question.id)?.answer ?? question.answer,
    })),
    answerProblems: {},
    answersFailure: null,
  }
}
