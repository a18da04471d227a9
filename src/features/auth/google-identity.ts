import { loadScript } from '../../lib/load-script'
import { reportException } from '../../lib/monitoring'
import { claimsFromIdToken } from './id-token'
import { loadProviderApi, type RenderedSocialProvider, type RenderOptions } from './social-provider'

// Sign in with Google through Google Identity Services: its rendered button in popup mode hands
// the page a CredentialResponse whose `credential` is the ID token the platform takes as
// `accessToken` (with `isGoogle: true`). The rendered button follows Google's branding itself.

export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client'

/** The documented CredentialResponse (js-reference#CredentialResponse). */
export interface GoogleCredentialResponse {
  credential: string
  select_by?: string
}

/** The part of `google.accounts.id` this adapter uses (js-reference). */
export interface GoogleAccountsId {
  initialize(config: {
    client_id: string
    callback: (response: GoogleCredentialResponse) => void
    ux_mode: 'popup'
    auto_select: boolean
  }): void
  renderButton(
    parent: HTMLElement,
    options: {
      type: 'standard'
      theme: 'outline'
      size: 'large'
      text: 'continue_with'
      shape: 'rectangular'
      logo_alignment: 'left'
      width: number
      locale: string
    },
  ): void
}

declare global {
  /** `window.google`: each Google script adds its own namespace (accounts, maps). */
  interface GoogleNamespace {
    accounts?: { id?: GoogleAccountsId }
  }
  interface Window {
    google?: GoogleNamespace
  }
}

/** Google draws the button between 200 px (narrower drops the personalised button) and 400 px. */
export function googleButtonWidth(available: number): number {
  return Math.round(Math.min(400, Math.max(200, available)))
}

export function createGoogleProvider(config: {
  clientId: string
  load?: (src: string) => Promise<void>
  report?: (error: unknown, label: string) => void
}): RenderedSocialProvider {
  const load = config.load ?? loadScript
  const report = config.report ?? reportException
  return {
    id: 'google',
    kind: 'rendered',
    async render(slot: HTMLElement, options: RenderOptions) {
      const api = await loadProviderApi({
        provider: 'google',
        src: GOOGLE_SCRIPT_URL,
        name: 'Google Identity Services',
        load,
        report,
        read: () => window.google?.accounts?.id,
      })
      api.initialize({
        client_id: config.clientId,
        callback: (response) => {
          const claims = claimsFromIdToken(response.credential)
          if (claims === undefined) options.onFailure()
          else
            options.onToken({
              accessToken: response.credential,
              email: claims.email,
              suggestedName: { firstName: claims.givenName, lastName: claims.familyName },
            })
        },
        ux_mode: 'popup',
        auto_select: false,
      })
      slot.replaceChildren()
      api.renderButton(slot, {
        type: 'standard',
        theme: 'outline',
        size: 'large',
        text: 'continue_with',
        shape: 'rectangular',
        logo_alignment: 'left',
        width: googleButtonWidth(slot.clientWidth),
        locale: options.locale,
      })
      // Google's button keeps nothing on the page outside the slot.
      return undefined
    },
  }
}
