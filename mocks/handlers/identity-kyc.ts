import { HttpResponse } from 'msw'
import { identityPaths } from '../../src/api/paths'
import { kycAnswersSchema, kycStatusUpdateSchema } from '../../src/api/schemas/documents'
import { db } from '../db'
import { driverTypeFromQuery } from '../lib/driver-type-query'
import { kycStatusOf, reviewDocuments, setKycStatus } from '../lib/kyc'
import { parseCountry } from '../lib/required-documents'
import { errorResponse, noContent, readBody } from '../lib/respond'
import { route } from '../lib/route'
import { requireUser } from '../lib/session'

// KYC questions and the per-driver KYC status (SPEC §7 "Identity").

export const kycHandlers = [
  route<{ countryCode: string }>(
    'get',
    'platform',
    identityPaths.residentQuestions,
    async ({ request, params, cookies }) => {
      const user = await requireUser(cookies)
      const country = parseCountry(params.countryCode)
      if (!country) return errorResponse(404, 'Unknown country', { code: 'NOT_FOUND' })
      const driverType = driverTypeFromQuery(request)
      const questions = db.residentQuestions.findMany(
        (q) => q.where((question) => question.countryCode === country),
        { orderBy: { order: 'asc' } },
      )
      const answers = db.residentAnswers.findMany((q) =>
        q.where((answer) => answer.ownerId === user.userId && answer.driverType === driverType),
      )
      return HttpResponse.json({
        questions: questions.map(({ id, question }) => ({
          id,
          question,
          answer: answers.find((answer) => answer.questionId === id)?.answer ?? null,
        })),
      })
    },
  ),

  route('post', 'platform', identityPaths.kycAnswers, async ({ request, cookies }) => {
    const user = await requireUser(cookies)
    const { driverType, answers } = await readBody(request, kycAnswersSchema)
    const fieldErrors: Record<string, string[]> = {}
    answers.forEach(({ id }, index) => {
      if (!db.residentQuestions.findFirst((q) => q.where({ id }))) {
        fieldErrors[`answers.${index}.id`] = ['Unknown question']
      }
    })
    if (Object.keys(fieldErrors).length > 0) {
      return errorResponse(422, 'Some answers are for unknown questions', {
        code: 'UNKNOWN_QUESTION',
        fieldErrors,
      })
    }
    for (const { id: questionId, answer } of answers) {
      const existing = db.residentAnswers.findFirst((q) =>
        q.where(
          (record) =>
            record.ownerId === user.userId &&
            record.driverType === driverType &&
            record.questionId === questionId,
        ),
      )
      if (existing) {
        await db.residentAnswers.update(existing, {
          data(draft) {
            draft.answer = answer
          },
        })
      } else {
        await db.residentAnswers.create({ ownerId: user.userId, driverType, questionId, answer })
      }
    }
    return noContent()
  }),

  route('get', 'platform', identityPaths.kycStatus, async ({ cookies }) => {
    const user = await requireUser(cookies)
    await reviewDocuments(user)
    return HttpResponse.json(await kycStatusOf(user.userId))
  }),

  route('patch', 'platform', identityPaths.kycStatus, async ({ request, cookies }) => {
    const user = await requireUser(cookies)
    const { driverType, status } = await readBody(request, kycStatusUpdateSchema)
    await setKycStatus(user.userId, driverType, status)
    return HttpResponse.json(await kycStatusOf(user.userId))
  }),
]
