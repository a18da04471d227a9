import type { AppleAuth, AppleSignInResponse } from '../features/auth/apple-sign-in'
import type { GoogleAccountsId, GoogleCredentialResponse } from '../features/auth/google-identity'

// Stand-ins for the providers' scripts, implementing the documented surface the adapters use,
// with responses shaped as the providers document them (GIS CredentialResponse, Sign in with
// Apple JS SignInResponseI / SignInErrorI). No network: the tests install them on window.

function base64Url(value: string): string {
  const bytes = new TextEncoder().encode(value)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** An unsigned JWT with the given claims: the page only reads it, the platform verifies. */
export function idToken(claims: Record<string, unknown>): string {
  return [
    base64Url(JSON.stringify({ alg: 'RS256', kid: 'test', typ: 'JWT' })),
    base64Url(JSON.stringify(claims)),
    'signature',
  ].join('.')
}

export const googleCredential: GoogleCredentialResponse = {
  credential: idToken({
    iss: 'https://accounts.google.com',
    aud: 'client.apps.googleusercontent.com',
    sub: '110169484474386276334',
    email: 'layla.haddad@gmail.com',
    email_verified: true,
    name: 'ليلى حداد',
    given_name: 'ليلى',
    family_name: 'حداد',
    iat: 1_700_000_000,
    exp: 1_700_003_600,
  }),
  select_by: 'btn',
}

export const appleResponse: AppleSignInResponse = {
  authorization: {
    id_token: idToken({
      iss: 'https://appleid.apple.com',
      aud: 'com.rental.web',
      sub: '001234.abcdef.0123',
      email: 'q7x2k9@privaterelay.appleid.com',
      email_verified: 'true',
      is_private_email: 'true',
    }),
    code: 'c1a2b3.0.mrq.ABCDEF',
    state: 'state-1',
  },
  user: {
    email: 'q7x2k9@privaterelay.appleid.com',
    name: { firstName: 'Omar', lastName: 'Saleh' },
  },
}

export interface GoogleStandIn {
  initialized: Parameters<GoogleAccountsId['initialize']>[0][]
  rendered: Parameters<GoogleAccountsId['renderButton']>[1][]
}

/** `google.accounts.id` whose button, when pressed, answers with `response`. */
export function installGoogleStandIn(
  response: GoogleCredentialResponse = googleCredential,
): GoogleStandIn {
  const standIn: GoogleStandIn = { initialized: [], rendered: [] }
  let callback: ((response: GoogleCredentialResponse) => void) | undefined
  window.google = {
    accounts: {
      id: {
        initialize: (config) => {
          standIn.initialized.push(config)
          callback = config.callback
        },
        renderButton: (parent, options) => {
          standIn.rendered.push(options)
          const button = document.createElement('button')
          button.type = 'button'
          button.textContent =
            options.locale === 'ar' ? 'المتابعة باستخدام Google' : 'Continue with Google'
          button.addEventListener('click', () => callback?.(response))
          parent.append(button)
        },
      },
    },
  }
  return standIn
}

/** What a press of Apple's button answers: a SignInResponseI, or a SignInErrorI's code. */
export type AppleOutcome = { response: AppleSignInResponse } | { error: string }

export interface AppleStandIn {
  inits: Parameters<AppleAuth['init']>[0][]
  /** What the next press of Apple's button answers. */
  outcome: AppleOutcome
}

/** The titles Apple's English script gives its button, by `data-type`. */
const APPLE_TITLES: Readonly<Record<string, string>> = {
  'sign-in': 'Sign in with Apple',
  continue: 'Continue with Apple',
  'sign-up': 'Sign up with Apple',
}

/**
 * `AppleID.auth` whose init draws Apple's button into `#appleid-signin` (titled by its
 * `data-type`, as Apple's English script does), and whose button, when pressed, announces
 * `outcome` on the document as Apple's popup mode does.
 */
export function installAppleStandIn(
  outcome: AppleOutcome = { response: appleResponse },
): AppleStandIn {
  const standIn: AppleStandIn = { inits: [], outcome }
  window.AppleID = {
    auth: {
      init: (config) => {
        standIn.inits.push(config)
        const host = document.getElementById('appleid-signin')
        if (!host) return
        const button = document.createElement('button')
        button.type = 'button'
        button.textContent = APPLE_TITLES[host.dataset.type ?? 'sign-in'] ?? 'Sign in with Apple'
        button.addEventListener('click', () => {
          const answer = standIn.outcome
          document.dispatchEvent(
            'response' in answer
              ? new CustomEvent('AppleIDSignInOnSuccess', { detail: answer.response })
              : new CustomEvent('AppleIDSignInOnFailure', { detail: { error: answer.error } }),
          )
        })
        host.replaceChildren(button)
      },
    },
  }
  return standIn
}

export function removeProviderStandIns(): void {
  delete window.google
  delete window.AppleID
}
