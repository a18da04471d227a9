import { sandboxBuild } from '../../lib/env'

// Social sign-in behind one interface. A real provider (Google Identity Services, Sign in with
// Apple) would open its own window; the sandbox's stand-in asks in the page which email to sign
// in as and issues the token the fake platform accepts (`sandbox-<provider>:<email>`). Builds
// without the sandbox configure no provider, so no social buttons show.

export type SocialProviderId = 'google' | 'apple'

export interface SocialProvider {
  id: SocialProviderId
  /** Resolves with the provider's token; rejects with SocialSignInCancelled when abandoned. */
  signIn(hint: { email: string }): Promise<{ accessToken: string; email: string }>
}

export class SocialSignInCancelled extends Error {
  override readonly name = 'SocialSignInCancelled'
}

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

function sandboxProvider(id: SocialProviderId): SocialProvider {
  return {
    id,
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

export const socialProviders: readonly SocialProvider[] = sandboxBuild
  ? [sandboxProvider('google'), sandboxProvider('apple')]
  : []

/**
 * Where "Continue with the ride app" leads outside the sandbox: the ride app's OAuth screen,
 * which returns to /rental/login/careem. Unset means the button is not shown.
 */
export const rideAppLoginUrl: string | undefined =
  import.meta.env.VITE_RIDE_APP_LOGIN_URL || undefined
