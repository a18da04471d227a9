import { z } from 'zod/mini'
import { built } from '../../src/api/schemas/built'
import { identityPaths } from '../../src/api/paths'
import {
  careemLoginSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  registrationSchema,
  siteUserLoginSchema,
  socialLoginSchema,
  socialRegistrationSchema,
} from '../../src/api/schemas/auth'
import { db } from '../db'
import { hashPassword, hashToken } from '../lib/secrets'
import { loginWithPassword, loginWithRideAppCode, loginWithSocialToken } from '../lib/logins'
import { errorResponse, noContent, readBody } from '../lib/respond'
import { route } from '../lib/route'
import { withSession } from '../lib/session'
import { nowInstant, nowIso, parseInstant } from '../lib/time'
import {
  createUser,
  emailTaken,
  findUserByEmail,
  isValidSocialToken,
  judgeNewPassword,
  normaliseEmail,
  randomToken,
  readBodyWithNewPassword,
  refusal,
} from '../lib/users'

// The platform's own logins, registration and password reset (SPEC §7 "Identity").

const RESET_TOKEN_HOURS = 1

function isPast(moment: string): boolean {
  return parseInstant(moment).epochMilliseconds <= nowInstant().epochMilliseconds
}

// The reset reads its token first, so a spent link says so before the new password is judged
// (by the same shared rule, newPasswordSchema).
const passwordResetBodySchema = built(() =>
  z.extend(passwordResetSchema, { newPassword: z.unknown() }),
)

function invalidResetToken(): Response {
  const message = 'This reset link is not valid any more. Ask for a new one.'
  return errorResponse(422, message, { code: 'INVALID_TOKEN', fieldErrors: { token: [message] } })
}

export const loginHandlers = [
  route('post', 'platform', identityPaths.loginSiteUser, async ({ request }) =>
    loginWithPassword(await readBody(request, siteUserLoginSchema)),
  ),

  route('post', 'platform', identityPaths.loginSocial, async ({ request }) =>
    loginWithSocialToken(await readBody(request, socialLoginSchema)),
  ),

  route('post', 'platform', identityPaths.loginCareem, async ({ request }) => {
    const { authCode } = await readBody(request, careemLoginSchema)
    return loginWithRideAppCode(authCode)
  }),

  route('post', 'platform', identityPaths.registration, async ({ request }) => {
    // SPEC §5 field rules come with the schema: 422 with a code per field (WEAK_PASSWORD when
    // only the password breaks the policy).
    const body = await readBodyWithNewPassword(request, registrationSchema, 'password')
    if (findUserByEmail(body.email)) return emailTaken()
    const user = await createUser(body)
    return withSession(user.userId, { userId: user.userId }, 201)
  }),

  route('post', 'platform', identityPaths.registrationSocial, async ({ request }) => {
    const body = await readBody(request, socialRegistrationSchema)
    if (!(await isValidSocialToken(body))) {
      return errorResponse(401, 'The sign-in could not be verified', {
        code: 'INVALID_SOCIAL_TOKEN',
      })
    }
    if (findUserByEmail(body.email)) return emailTaken()
    // Social accounts sign in with their provider; the password only has to be unguessable.
    const user = await createUser({ ...body, password: randomToken() })
    return withSession(user.userId, { userId: user.userId }, 201)
  }),

  // Always 204, so the form cannot tell which emails have accounts. The mail lands in the
  // sandbox inbox.
  route('post', 'platform', identityPaths.passwordReset, async ({ request }) => {
    const { email } = await readBody(request, passwordResetRequestSchema)
    const user = findUserByEmail(email)
    if (!user) return noContent()
    const token = randomToken()
    await db.passwordResets.create({
      tokenHash: await hashToken(token),
      email: normaliseEmail(user.email),
      expiresAt: nowInstant().add({ hours: RESET_TOKEN_HOURS }).toString(),
      usedAt: null,
    })
    await db.inbox.create({
      id: `msg-${crypto.randomUUID()}`,
      to: user.email,
      subject: 'Reset your Rental password',
      body: `Hello ${user.firstName}, someone asked to reset the password of your Rental account. If it was you, open the link within an hour to choose a new password. If not, you can ignore this message.`,
      link: `/rental/reset-password?token=${encodeURIComponent(token)}`,
      sentAt: nowIso(),
    })
    return noContent()
  }),

  route('patch', 'platform', identityPaths.passwordReset, async ({ request }) => {
    const { token, newPassword } = await readBody(request, passwordResetBodySchema)
    const tokenHash = await hashToken(token)
    const reset = db.passwordResets.findFirst((q) => q.where({ tokenHash }))
    if (!reset || reset.usedAt !== null || isPast(reset.expiresAt)) return invalidResetToken()
    const user = findUserByEmail(reset.email)
    if (!user) return invalidResetToken()
    const judged = judgeNewPassword(newPassword)
    if (!judged.ok) return refusal({ newPassword: judged.codes }, 'newPassword')
    const passwordHash = await hashPassword(user.userId, judged.password)
    await db.users.update((q) => q.where({ userId: user.userId }), {
      data(draft) {
        draft.passwordHash = passwordHash
      },
    })
    // One reset spends every link sent to that address.
    await db.passwordResets.updateMany(
      (q) => q.where((record) => record.email === reset.email && record.usedAt === null),
      {
        data(draft) {
          draft.usedAt = nowIso()
        },
      },
    )
    return noContent()
  }),
]
