import { HttpResponse } from 'msw'
import { identityPaths } from '../../src/api/paths'
import { serverLanguageSchema, type ServerLanguage } from '../../src/api/schemas/common'
import { kycAnswersSchema, kycStatusUpdateSchema } from '../../src/api/schemas/documents'
import { db } from '../db'
import { driverTypeFromQuery } from '../lib/driver-type-query'
import { kycStatusOf, reviewDocuments, setKycStatus } from '../lib/kyc'
import { parseCountry } from '../lib/required-documents'
import { checkAnswers, residentQuestionsFor } from '../lib/resident-questions'
import { BadRequest, errorResponse, noContent, readBody } from '../lib/respond'
import { route } from '../lib/route'
import { requireUser } from '../lib/session'

// KYC questions and the per-driver KYC status (SPEC §7 "Identity").

/**
 * The language the questions are worded in: the `language` query parameter (EN or AR); English
 * when absent (SPEC §9's fallback), a 400 naming it when it is anything else.
 */
function languageFromQuery(request: Request): ServerLanguage {
  const value = new URL(request.url).searchParams.get('language')
  if (value === null) return 'EN'
  const parsed = serverLanguageSchema.safeParse(value)
  if (parsed.success) return parsed.data
  throw new BadRequest(
    errorResponse(400, 'Some query parameters are not valid', {
      code: 'BAD_QUERY',
      fieldErrors: { language: ['Expected EN or AR'] },
    }),
  )
}

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
      const language = languageFromQuery(request)
      return HttpResponse.json({
        questions: residentQuestionsFor(user.userId, driverType, country, language),
      })
    },
  ),

  route('post', 'platform', identityPaths.kycAnswers, async ({ request, cookies }) => {
    const user = await requireUser(cookies)
    const { driverType, answers } = await readBody(request, kycAnswersSchema)
    const checked = checkAnswers(answers)
    if (!checked.ok) {
      const message =
        checked.code === 'UNKNOWN_QUESTION'
          ? 'Some answers are for unknown questions'
          : 'Some answers do not fit their question'
      return errorResponse(422, message, { code: checked.code, fieldErrors: checked.fieldErrors })
    }
    for (const { questionId, answer } of checked.answers) {
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
