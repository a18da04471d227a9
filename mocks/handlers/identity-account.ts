import { HttpResponse } from 'msw'
import { built } from '../../src/api/schemas/built'
import { z } from 'zod/mini'
import { identityPaths } from '../../src/api/paths'
import {
  isTouristSchema,
  marketingConsentSchema,
  passwordChangeSchema,
  preferredLanguageSchema,
  touristFlagsSchema,
  userEditSchema,
} from '../../src/api/schemas/user'
import { db, type UserRecord } from '../db'
import { driverTypeFromQuery } from '../lib/driver-type-query'
import { hashPassword, passwordMatches } from '../lib/secrets'
import { deleteDriverDocuments, kycStatusOf, setKycStatus } from '../lib/kyc'
import { errorResponse, noContent, readBody } from '../lib/respond'
import { route } from '../lib/route'
import { requireUser, sessionUser } from '../lib/session'
import {
  emailTaken,
  findUserByEmail,
  judgeNewPassword,
  kycRecord,
  normaliseEmail,
  refusal,
  toUser,
  touristFlagOf,
} from '../lib/users'
import type { ValidationCode } from '../../src/domain/validation'

// The customer's own profile (SPEC §7 "Identity": me/details and its parts).

// The password change checks the old password even when the new one is refused, so one answer
// names both; the new one is judged by the shared rule (newPasswordSchema) in the handler.
const passwordChangeBodySchema = built(() =>
  z.extend(passwordChangeSchema, { newPassword: z.unknown() }),
)

type UserDraft = Parameters<Parameters<typeof db.users.update>[1]['data']>[0]

async function updateUser(user: UserRecord, change: (draft: UserDraft) => void): Promise<Response> {
  const updated = await db.users.update((q) => q.where({ userId: user.userId }), {
    data: change,
  })
  return HttpResponse.json(toUser(updated ?? user))
}

/** The MAIN driver's KYC mirrors the tourist flag of the country the user rents in. */
async function syncMainDriverTourism(userId: string): Promise<void> {
  const user = db.users.findFirst((q) => q.where({ userId }))
  const flag = user && touristFlagOf(user)
  if (!user || !flag) return
  const record = await kycRecord(userId, 'MAIN')
  await db.kyc.update(record, {
    data(draft) {
      draft.isTourist = user[flag]
    },
  })
}

export const accountHandlers = [
  // SPEC §4: an empty answer means "logged out", so there is no 401 here.
  route('get', 'platform', identityPaths.meDetails, async ({ cookies }) => {
    const user = await sessionUser(cookies)
    return user ? HttpResponse.json(toUser(user)) : new HttpResponse(null, { status: 200 })
  }),

  route('patch', 'platform', identityPaths.meDetails, async ({ request, cookies }) => {
    const user = await requireUser(cookies)
    // SPEC §5 rules come with the schema: 422 VALIDATION_FAILED with a code per field. Names and
    // emails arrive trimmed, blank numbers as null.
    const edit = await readBody(request, userEditSchema)
    const owner = findUserByEmail(edit.email)
    if (owner && owner.userId !== user.userId) return emailTaken()
    return updateUser(user, (draft) => {
      draft.firstName = edit.firstName
      draft.lastName = edit.lastName
      draft.email = normaliseEmail(edit.email)
      draft.waNumber = edit.waNumber
      draft.isWaEnabled = edit.isWaEnabled
      draft.phoneNumber = edit.phoneNumber
    })
  }),

  route('patch', 'platform', identityPaths.marketingConsent, async ({ request, cookies }) => {
    const user = await requireUser(cookies)
    const { marketingMessagesAccepted } = await readBody(request, marketingConsentSchema)
    return updateUser(user, (draft) => {
      draft.marketingMessagesAccepted = marketingMessagesAccepted
    })
  }),

  route('patch', 'platform', identityPaths.preferredLanguage, async ({ request, cookies }) => {
    const user = await requireUser(cookies)
    const { preferredLanguage } = await readBody(request, preferredLanguageSchema)
    return updateUser(user, (draft) => {
      draft.preferredLanguage = preferredLanguage
    })
  }),

  route('patch', 'platform', identityPaths.touristFlags, async ({ request, cookies }) => {
    const user = await requireUser(cookies)
    const flags = await readBody(request, touristFlagsSchema)
    const response = await updateUser(user, (draft) => {
      draft.isTouristUae = flags.isTouristUae
      draft.isTouristKsa = flags.isTouristKsa
    })
    await syncMainDriverTourism(user.userId)
    return response
  }),

  route('patch', 'platform', identityPaths.password, async ({ request, cookies }) => {
    const user = await requireUser(cookies)
    const { oldPassword, newPassword } = await readBody(request, passwordChangeBodySchema)
    const judged = judgeNewPassword(newPassword)
    if (!(await passwordMatches(user, oldPassword))) {
      const fieldErrors: Record<string, string[]> = {
        oldPassword: ['wrongPassword' satisfies ValidationCode],
      }
      if (!judged.ok) fieldErrors.newPassword = judged.codes
      return errorResponse(422, 'The current password is wrong', {
        code: 'WRONG_PASSWORD',
        fieldErrors,
      })
    }
    if (!judged.ok) return refusal({ newPassword: judged.codes }, 'newPassword')
    const passwordHash = await hashPassword(user.userId, judged.password)
    await db.users.update((q) => q.where({ userId: user.userId }), {
      data(draft) {
        draft.passwordHash = passwordHash
      },
    })
    return noContent()
  }),

  // Switching between tourist and resident changes which documents a driver needs;
  // forceDelete drops what was uploaded for the old set.
  route('patch', 'platform', identityPaths.isTourist, async ({ request, cookies }) => {
    const user = await requireUser(cookies)
    const driverType = driverTypeFromQuery(request)
    const { forceDelete, isTourist } = await readBody(request, isTouristSchema)
    await db.kyc.update(await kycRecord(user.userId, driverType), {
      data(draft) {
        draft.isTourist = isTourist
      },
    })
    const flag = touristFlagOf(user)
    if (driverType === 'MAIN' && flag) {
      await db.users.update((q) => q.where({ userId: user.userId }), {
        data(draft) {
          draft[flag] = isTourist
        },
      })
    }
    if (forceDelete) {
      deleteDriverDocuments(user.userId, driverType)
      await setKycStatus(user.userId, driverType, 'NOT_STARTED')
    }
    return HttpResponse.json(await kycStatusOf(user.userId))
  }),
]
