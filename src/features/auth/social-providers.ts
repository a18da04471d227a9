import { sandboxBuild } from '../../lib/env'
import { createAppleProvider } from './apple-sign-in'
import { createGoogleProvider } from './google-identity'
import {
  SocialSignInCancelled,
  type ButtonSocialProvider,
  type SocialProvider,
  type SocialProviderId,
} from './social-provider'

// Social sign-in behind one interface. A configured build uses the providers' own scripts (Google
// Identity Services, Sign in with Apple JS), each shown only when its client ID is set; the
// sandbox's stand-in asks in the page which email to sign in as and issues the token the fake
// platform accepts (`sandbox-<provider>:<email>`).

/** A sandbox sign-in waiting for the tester to choose an email. */
export interface SandboxSignInRequest {
  provider: SocialProviderId
  suggestedEmail: string
  complete(email: string): void
  cancel(): void
}

let pending: SandboxSignInRequest | null = null
const listeners = new Set<() => void>()

function setPending(next: SandboxSignInRequest | null): void {
  pending = next
  for (const listener of listeners) listener()
}

/** The sandbox prompt's state, for useSyncExternalStore. */
export const sandboxSignInPrompt = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  current: (): SandboxSignInRequest | null => pending,
}

function sandboxProvider(id: SocialProviderId): ButtonSocialProvider {
  return {
    id,
    kind: 'button',
    signIn: (hint) =>
      new Promise((resolve, reject) => {
        // Only one sign-in at a time: a second click replaces the first.
        pending?.cancel()
        const request: SandboxSignInRequest = {
          provider: id,
          suggestedEmail: hint.email,
          complete: (email) => {
            if (pending === request) setPending(null)
            const trimmed = email.trim()
            resolve({ accessToken: `sandbox-${id}:${trimmed}`, email: trimmed })
          },
          cancel: () => {
            if (pending === request) setPending(null)
            reject(new SocialSignInCancelled())
          },
        }
        setPending(request)
      }),
  }
}

export interface SocialConfig {
  googleClientId: string | undefined
  appleClientId: string | undefined
  appleRedirectUri: string | undefined
}

/** The providers a configured build offers: each one whose IDs are all set. */
export function configuredProviders(config: SocialConfig): SocialProvider[] {
  const providers: SocialProvider[] = []
  if (config.googleClientId)
    providers.push(createGoogleProvider({ clientId: config.googleClientId }))
  if (config.appleClientId && config.appleRedirectUri)
    providers.push(
      createAppleProvider({ clientId: config.appleClientId, redirectUri: config.appleRedirectUri }),
    )
  return providers
}

export const socialProviders: readonly SocialProvider[] = sandboxBuild
  ? [sandboxProvider('google'), sandboxProvider('apple')]
  : configuredProviders({
      googleClientId: import.meta.env.VITE_GOOGLE_CLIENT_ID || undefined,
      appleClientId: import.meta.env.VITE_APPLE_CLIENT_ID || undefined,
      appleRedirectUri: import.meta.env.VITE_APPLE_REDIRECT_URI || undefined,
    })

/**
 * Where "Continue with the ride app" leads outside the sandbox: the ride app's OAuth screen,
 * which returns to /rental/login/careem. Unset means the button is not shown.
 */
export const rideAppLoginUrl: string | undefined =
  import.meta.env.VITE_RIDE_APP_LOGIN_URL || undefined
