import type { AnswersInput } from './kyc.actors'
import type { KycContext, ResidentQuestion } from './kyc.types'

// The resident questions: drafts in context, saved answers on the platform (kycAnswersSchema:
// one answer per question, 1 to 500 characters).

const MAX_ANSWER_LENGTH = 500

export const draftOf = (context: Pick<KycContext, 'answers'>, id: string) =>
  (context.answers[id] ?? '').trim()

/** Every question has an answer the platform holds; none to answer counts as done. */
export const hasSavedAnswers = (questions: ResidentQuestion[]) =>
  questions.every((question) => (question.answer ?? '').trim() !== '')

export function canSubmitAnswers(context: Pick<KycContext, 'answers' | 'questions'>): boolean {
  return (
    context.questions.length > 0 &&
    context.questions.every((question) => {
      const length = draftOf(context, question.id).length
      return length > 0 && length <= MAX_ANSWER_LENGTH
    })
  )
}

export function answersBody(context: KycContext): AnswersInput {
  return {
    driverType: context.driverType,
    answers: context.questions.map(({ id }) => ({ id, answer: draftOf(context, id) })),
  }
}
