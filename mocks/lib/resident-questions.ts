import type { DriverType, ServerLanguage } from '../../src/api/schemas/common'
import {
  answerValueSchemas,
  type AnswerType,
  type kycAnswersSchema,
  type residentQuestionSchema,
} from '../../src/api/schemas/documents'
import type { z } from 'zod/mini'
import { db, type ResidentQuestionRecord } from '../db'

// The residents' questions (SPEC §3, §7): worded in the language the call asks for, each with
// its answer type, and each answer checked against that type with the app's own schemas.

type ResidentQuestion = z.infer<typeof residentQuestionSchema>
type Answers = z.infer<typeof kycAnswersSchema>['answers']

const TYPE_PROBLEMS: Record<AnswerType, string> = {
  YES_NO: 'Expected YES or NO',
  NUMBER: 'Expected a whole number of up to 6 digits',
  TEXT: 'Expected 1 to 500 characters',
}

const SAID_YES = new Set(['yes', 'y', 'نعم'])
const SAID_NO = new Set(['no', 'n', 'لا'])

/**
 * A saved answer as its question takes it now. Answers kept from when every question was free
 * text ("Yes", "نعم", " ٤ ") still count where they fit the type; anything else is asked again.
 */
function asTyped(type: AnswerType, saved: string): string | null {
  if (type === 'YES_NO') {
    const word = saved.trim().toLowerCase()
    if (SAID_YES.has(word)) return 'YES'
    if (SAID_NO.has(word)) return 'NO'
  }
  const parsed = answerValueSchemas[type].safeParse(saved)
  return parsed.success ? parsed.data : null
}

function savedAnswer(
  ownerId: string,
  driverType: DriverType,
  question: ResidentQuestionRecord,
): string | null {
  const record = db.residentAnswers.findFirst((q) =>
    q.where(
      (answer) =>
        answer.ownerId === ownerId &&
        answer.driverType === driverType &&
        answer.questionId === question.id,
    ),
  )
  return record ? asTyped(question.answerType, record.answer) : null
}

export function residentQuestionsFor(
  ownerId: string,
  driverType: DriverType,
  countryCode: ResidentQuestionRecord['countryCode'],
  language: ServerLanguage,
): ResidentQuestion[] {
  const questions = db.residentQuestions.findMany(
    (q) => q.where((question) => question.countryCode === countryCode),
    { orderBy: { order: 'asc' } },
  )
  return questions.map((question) => ({
    id: question.id,
    question: question.question[language],
    answerType: question.answerType,
    answer: savedAnswer(ownerId, driverType, question),
  }))
}

export type CheckedAnswers =
  | { ok: true; answers: Array<{ questionId: string; answer: string }> }
  | {
      ok: false
      code: 'UNKNOWN_QUESTION' | 'INVALID_ANSWER'
      fieldErrors: Record<string, string[]>
    }

/**
 * Each answer against its question's type, by the body's paths (answers.N.id, answers.N.answer).
 * What is kept is what the type's schema parses to (YES, 42, trimmed text).
 */
export function checkAnswers(answers: Answers): CheckedAnswers {
  const unknown: Record<string, string[]> = {}
  const invalid: Record<string, string[]> = {}
  const checked: Array<{ questionId: string; answer: string }> = []
  answers.forEach(({ id, answer }, index) => {
    const question = db.residentQuestions.findFirst((q) => q.where({ id }))
    if (!question) {
      unknown[`answers.${index}.id`] = ['Unknown question']
      return
    }
    const parsed = answerValueSchemas[question.answerType].safeParse(answer)
    if (parsed.success) checked.push({ questionId: id, answer: parsed.data })
    else invalid[`answers.${index}.answer`] = [TYPE_PROBLEMS[question.answerType]]
  })
  if (Object.keys(unknown).length > 0) {
    return { ok: false, code: 'UNKNOWN_QUESTION', fieldErrors: unknown }
  }
  if (Object.keys(invalid).length > 0) {
    return { ok: false, code: 'INVALID_ANSWER', fieldErrors: invalid }
  }
  return { ok: true, answers: checked }
}
