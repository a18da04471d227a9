import { loadScript } from '../../lib/load-script'
import { reportException } from '../../lib/monitoring'
import { emailFromIdToken } from './id-token'
import {
  loadProviderApi,
  type RenderedSocialProvider,
  type RenderOptions,
  type SocialToken,
} from './social-provider'

// Sign in with Apple through Sign in with Apple JS in its popup mode. Apple draws its own button
// (its logo and title, in the language of the script's URL) into `#appleid-signin` when
// `AppleID.auth.init` runs, as Apple's guidelines ask; the outcome of a press arrives on the
// document: `AppleIDSignInOnSuccess` with the authorization, whose `id_token` the platform takes as
// `accessToken` (`isGoogle: false`), or `AppleIDSignInOnFailure` with `{ error }`.

/** Apple serves its script once per language; the button's title is in that language. */
const APPLE_LOCALES = { en: 'en_US', ar: 'ar_SA' } as const

export function appleScriptUrl(locale: 'en' | 'ar'): string {
  return `https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/${APPLE_LOCALES[locale]}/appleid.auth.js`
}

/** The documented SignInResponseI. `user` comes only with a customer's first authorization. */
export interface AppleSignInResponse {
  authorization: { id_token: string; code: string; state?: string }
  user?: { email?: string; name?: { firstName?: string; lastName?: string } }
}

/** The documented SignInErrorI. */
export interface AppleSignInError {
  error: string
}

/** The part of `AppleID.auth` this adapter uses (AuthI). */
export interface AppleAuth {
  init(config: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void
}

declare global {
  interface Window {
    AppleID?: { auth?: AppleAuth }
  }
  interface DocumentEventMap {
    AppleIDSignInOnSuccess: CustomEvent<AppleSignInResponse>
    AppleIDSignInOnFailure: CustomEvent<AppleSignInError>
  }
}

/** Where Apple draws its button: one such element a page, so the login page has one Apple button. */
export const APPLE_BUTTON_ID = 'appleid-signin'

/**
 * Apple's button as the login page shows it (Displaying Sign in with Apple buttons on the web):
 * black with its border, titled "Continue with Apple" like the page's other ways in, logo and
 * title centred, as wide as the slot and as high as the app's buttons. Apple takes the corner
 * radius as a percentage of the height (50 is a capsule): 23 of 44 px is the app's 10 px.
 */
export const APPLE_BUTTON_ATTRIBUTES = {
  'data-color': 'black',
  'data-border': 'true',
  'data-type': 'continue',
  'data-mode': 'center-align',
  'data-width': '100%',
  'data-height': '44',
  'data-border-radius': '23',
} as const

/** The customer closed Apple's window, or started over in it. */
const CANCELLED = new Set([
  'popup_closed_by_user',
  'user_cancelled_authorize',
  'user_trigger_new_signin_flow',
])

function tokenFrom(response: AppleSignInResponse): SocialToken | undefined {
  const idToken = response.authorization.id_token
  const email = emailFromIdToken(idToken) ?? response.user?.email
  if (!email) return undefined
  // Apple shares the name only with the customer's first authorization: it fills the new
  // account's form, as Apple asks apps to do.
  const name = response.user?.name
  return {
    accessToken: idToken,
    email,
    ...(name ? { suggestedName: { firstName: name.firstName, lastName: name.lastName } } : {}),
  }
}

function answer(options: RenderOptions, error: string): void {
  // Closing Apple's window is a choice, not a failure: back to the button.
  if (CANCELLED.has(error)) return
  if (error === 'popup_blocked_by_browser' && options.onPopupBlocked) options.onPopupBlocked()
  else options.onFailure()
}

export function createAppleProvider(config: {
  clientId: string
  redirectUri: string
  load?: (src: string) => Promise<void>
  report?: (error: unknown, label: string) => void
}): RenderedSocialProvider {
  const load = config.load ?? loadScript
  const report = config.report ?? reportException
  // Every language's script defines the same `AppleID`: each one's is kept, so a page that goes
  // back to a language draws Apple's button in that language again.
  const apis = new Map<string, AppleAuth>()

  return {
    id: 'apple',
    kind: 'rendered',
    async render(slot: HTMLElement, options: RenderOptions) {
      const src = appleScriptUrl(options.locale)
      const auth =
        apis.get(src) ??
        (await loadProviderApi({
          provider: 'apple',
          src,
          name: 'Sign in with Apple JS',
          load,
          report,
          read: () => window.AppleID?.auth,
        }))
      apis.set(src, auth)

      const host = document.createElement('div')
      host.id = APPLE_BUTTON_ID
      for (const [name, value] of Object.entries(APPLE_BUTTON_ATTRIBUTES))
        host.setAttribute(name, value)
      // Apple's button fills this element, which fills the slot.
      host.style.inlineSize = '100%'
      slot.replaceChildren(host)

      const onSuccess = (event: CustomEvent<AppleSignInResponse>) => {
        const token = tokenFrom(event.detail)
        if (token) options.onToken(token)
        else options.onFailure()
      }
      const onFailure = (event: CustomEvent<AppleSignInError>) =>
        answer(options, event.detail.error)
      document.addEventListener('AppleIDSignInOnSuccess', onSuccess)
      document.addEventListener('AppleIDSignInOnFailure', onFailure)
      // Apple draws its button into the element now on the page.
      auth.init({
        clientId: config.clientId,
        scope: 'name email',
        redirectURI: config.redirectUri,
        usePopup: true,
      })
      return () => {
        document.removeEventListener('AppleIDSignInOnSuccess', onSuccess)
        document.removeEventListener('AppleIDSignInOnFailure', onFailure)
        // A button whose outcome nobody hears any more is not left to be pressed.
        host.remove()
      }
    },
  }
}
