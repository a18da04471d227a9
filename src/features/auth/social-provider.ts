// What every social provider offers the sign-in page, and how a sign-in can end without a token.

export type SocialProviderId = 'google' | 'apple'

export interface SocialToken {
  accessToken: string
  email: string
}

/** A provider behind the app's own button: pressing it calls signIn. */
export interface ButtonSocialProvider {
  id: SocialProviderId
  kind: 'button'
  /** Starts fetching what signIn needs, so the press that follows opens the window at once. */
  prepare?(): void
  /**
   * Resolves with the provider's token; rejects with SocialSignInCancelled when abandoned,
   * SocialProviderUnavailable when its script did not load, SocialPopupBlocked when the browser
   * kept its window shut.
   */
  signIn(hint: { email: string }): Promise<SocialToken>
}

/**
 * A provider that draws its own button: Google hands an ID token to a page only through its
 * rendered button (or One Tap, which it may decline to show), so its script loads with the page.
 */
export interface RenderedSocialProvider {
  id: SocialProviderId
  kind: 'rendered'
  /** Draws the button into slot; rejects with SocialProviderUnavailable. */
  render(slot: HTMLElement, options: RenderOptions): Promise<void>
}

export interface RenderOptions {
  locale: 'en' | 'ar'
  onToken(token: SocialToken): void
  /** The provider answered with something the page cannot use. */
  onFailure(): void
}

export type SocialProvider = ButtonSocialProvider | RenderedSocialProvider

export class SocialSignInCancelled extends Error {
  override readonly name = 'SocialSignInCancelled'
}

export class SocialProviderUnavailable extends Error {
  override readonly name = 'SocialProviderUnavailable'
}

export class SocialPopupBlocked extends Error {
  override readonly name = 'SocialPopupBlocked'
}
