import { rentalPaths } from '../../src/api/paths'
import { loginFormSchema, socialLoginSchema } from '../../src/api/schemas/auth'
import { loginWithPassword, loginWithRideAppCode, loginWithSocialToken } from '../lib/logins'
import { errorResponse, noContent, readBody } from '../lib/respond'
import { route } from '../lib/route'
import { withoutSession } from '../lib/session'

// The rental API's session calls (SPEC §7 "Authentication and logging").

export const authHandlers = [
  route('post', 'rental', rentalPaths.login, async ({ request }) =>
    loginWithPassword(await readBody(request, loginFormSchema)),
  ),

  // Logging out without a session is fine: the answer is the same.
  route('post', 'rental', rentalPaths.logout, () => withoutSession(noContent())),

  route('post', 'rental', rentalPaths.socialLogin, async ({ request }) =>
    loginWithSocialToken(await readBody(request, socialLoginSchema)),
  ),

  // The ride app sends the customer back here with ?code&state.
  route('get', 'rental', rentalPaths.careemHandler, ({ request }) => {
    const code = new URL(request.url).searchParams.get('code')
    if (!code) {
      return errorResponse(400, 'The ride-app sign-in did not send a code', {
        code: 'MISSING_CODE',
      })
    }
    return loginWithRideAppCode(code)
  }),
]
