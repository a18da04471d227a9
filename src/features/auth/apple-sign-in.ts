import { loadScript } from '../../lib/load-script'
import { reportException } from '../../lib/monitoring'
import { emailFromIdToken } from './id-token'
import {
  loadProviderApi,
  SocialPopupBlocked,
  SocialSignInCancelled,
  type ButtonSocialProvider,
} from './social-provider'

// Sign in with Apple through Sign in with Apple JS in its popup mode: `AppleID.auth.signIn()`
// resolves with the authorization, whose `id_token` the platform takes as `accessToken`
// (`isGoogle: false`), or rejects with `{ error }`.

export const APPLE_SCRIPT_URL =
  'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js'

/** The documented SignInResponseI. `user` comes only with a customer's first authorization. */
export interface AppleSignInResponse {
  authorization: { id_token: string; code: string; state?: string }
  user?: { email?: string; name?: { firstName?: string; lastName?: string } }
}

/** The part of `AppleID.auth` this adapter uses (AuthI). */
export interface AppleAuth {
  init(config: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void
  signIn(): Promise<AppleSignInResponse>
}

declare global {
  interface Window {
    AppleID?: { auth?: AppleAuth }
  }
}

/** The customer closed Apple's window, or started over in it. */
const CANCELLED = new Set([
  'popup_closed_by_user',
  'user_cancelled_authorize',
  'user_trigger_new_signin_flow',
])

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('error' in error)) return undefined
  return typeof error.error === 'string' ? error.error : undefined
}

export function createAppleProvider(config: {
  clientId: string
  redirectUri: string
  load?: (src: string) => Promise<void>
  report?: (error: unknown, label: string) => void
}): ButtonSocialProvider {
  const load = config.load ?? loadScript
  const report = config.report ?? reportException
  let initialised: AppleAuth | undefined

  const ready = async (): Promise<AppleAuth> => {
    const auth = await loadProviderApi({
      provider: 'apple',
      src: APPLE_SCRIPT_URL,
      name: 'Sign in with Apple JS',
      load,
      report,
      read: () => window.AppleID?.auth,
    })
    if (initialised !== auth) {
      auth.init({
        clientId: config.clientId,
        scope: 'name email',
        redirectURI: config.redirectUri,
        usePopup: true,
      })
      initialised = auth
    }
    return auth
  }

  return {
    id: 'apple',
    kind: 'button',
    // A failure here is only a head start lost: signIn loads (and reports) again.
    prepare: () => void load(APPLE_SCRIPT_URL).catch(() => undefined),
    async signIn() {
      const auth = await ready()
      let response: AppleSignInResponse
      try {
        response = await auth.signIn()
      } catch (error) {
        const code = errorCode(error)
        if (code !== undefined && CANCELLED.has(code)) throw new SocialSignInCancelled(code)
        if (code === 'popup_blocked_by_browser') throw new SocialPopupBlocked(code)
        throw new Error(`Sign in with Apple failed: ${code ?? 'unknown'}`, { cause: error })
      }
      const idToken = response.authorization.id_token
      const email = emailFromIdToken(idToken) ?? response.user?.email
      if (!email) throw new Error('Sign in with Apple answered without an email')
      // Apple shares the name only with the customer's first authorization: it fills the new
      // account's form, as Apple asks apps to do.
      const name = response.user?.name
      return {
        accessToken: idToken,
        email,
        ...(name ? { suggestedName: { firstName: name.firstName, lastName: name.lastName } } : {}),
      }
    },
  }
}
