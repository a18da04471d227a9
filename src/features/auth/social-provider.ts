// What every social provider offers the sign-in page, and how a sign-in can end without a token.

export type SocialProviderId = 'google' | 'apple'

export interface SocialToken {
  accessToken: string
  email: string
  /** The name the provider shared, to suggest for a new account (never sent as the login). */
  suggestedName?: SuggestedName
}

export interface SuggestedName {
  firstName?: string
  lastName?: string
}

/** A provider behind the app's own button: pressing it calls signIn. */
export interface ButtonSocialProvider {
  id: SocialProviderId
  kind: 'button'
  /**
   * Resolves with the provider's token; rejects with SocialSignInCancelled when abandoned,
   * SocialProviderUnavailable when its script did not load, SocialPopupBlocked when the browser
   * kept its window shut.
   */
  signIn(hint: { email: string }): Promise<SocialToken>
}

/**
 * A provider that draws its own button, so its script loads with the page: Google hands an ID
 * token to a page only through its rendered button (or One Tap, which it may decline to show), and
 * Apple's button carries Apple's logo and title, which the app has no licence to draw itself.
 */
export interface RenderedSocialProvider {
  id: SocialProviderId
  kind: 'rendered'
  /**
   * Draws the button into slot; rejects with SocialProviderUnavailable. Resolves with what undoes
   * the drawing, the provider's listeners on the document included, to call when the slot goes or
   * is drawn again.
   */
  render(slot: HTMLElement, options: RenderOptions): Promise<Dispose | undefined>
}

export type Dispose = () => void

export interface RenderOptions {
  locale: 'en' | 'ar'
  onToken(token: SocialToken): void
  /** The provider answered with something the page cannot use. */
  onFailure(): void
  /** The browser kept the provider's window shut (a failure when not given). */
  onPopupBlocked?(): void
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

/**
 * Loads a provider's script and returns the API it defines. A script that does not load, or
 * loads without its API (blocked in part, a changed URL), is reported once and becomes
 * SocialProviderUnavailable, which the page turns into a calm message beside the other ways in.
 */
export async function loadProviderApi<T>(options: {
  provider: SocialProviderId
  src: string
  /** The provider's product name, for the report. */
  name: string
  load: (src: string) => Promise<void>
  report: (error: unknown, label: string) => void
  read: () => T | undefined
}): Promise<T> {
  const label = `social-sign-in: ${options.name} did not load`
  try {
    await options.load(options.src)
  } catch (error) {
    options.report(error, label)
    throw new SocialProviderUnavailable(options.provider, { cause: error })
  }
  const api = options.read()
  if (api === undefined) {
    const error = new Error(`${options.name} loaded without its API`)
    options.report(error, label)
    throw new SocialProviderUnavailable(options.provider, { cause: error })
  }
  return api
}
