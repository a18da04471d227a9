import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SocialLogin } from '../../../api/schemas/auth'
import {
  googleCredential,
  installAppleStandIn,
  installGoogleStandIn,
  removeProviderStandIns,
} from '../../../test/social-provider-fixtures'
import { renderInRouter } from '../../../test/render'
import type { SuggestedName } from '../social-provider'
import { APPLE_SCRIPT_URL } from '../apple-sign-in'
import { GOOGLE_SCRIPT_URL } from '../google-identity'
import { configuredProviders } from '../social-providers'
import { SocialSignIn } from './social-sign-in'

// A build configured with both providers, their scripts played by the test: the real loader adds
// each script element, which stays out of the document (happy-dom would fetch it) until the test
// fires its load or error event.

let scripts: HTMLScriptElement[] = []

beforeEach(() => {
  scripts = []
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) if (node instanceof HTMLScriptElement) scripts.push(node)
  })
})

afterEach(() => {
  vi.restoreAllMocks()
  removeProviderStandIns()
})

async function script(src: string): Promise<HTMLScriptElement> {
  let found: HTMLScriptElement | undefined
  await waitFor(() => {
    found = scripts.find((element) => element.src === src)
    expect(found).toBeDefined()
  })
  if (!found) throw new Error(`${src} was not requested`)
  return found
}

async function renderConfigured() {
  const onToken = vi.fn<(login: SocialLogin, name: SuggestedName | undefined) => void>()
  const providers = configuredProviders({
    googleClientId: 'client.apps.googleusercontent.com',
    appleClientId: 'com.rental.web',
    appleRedirectUri: 'https://rental.example/rental/login',
  })
  const user = await renderInRouter(
    <SocialSignIn
      hintEmail=""
      busy={false}
      redirect={undefined}
      onToken={onToken}
      providers={providers}
    />,
  )
  return { user, onToken }
}

describe('social sign-in in a configured build', () => {
  it('says so beside the buttons when a provider’s script does not load', async () => {
    const { user, onToken } = await renderConfigured()
    // Google's button needs its script on the page; Apple's waits for a press.
    ;(await script(GOOGLE_SCRIPT_URL)).dispatchEvent(new Event('error'))
    expect(
      await screen.findByText(/Google sign-in didn't load\. Check your connection/),
    ).toBeInTheDocument()
    expect(scripts.some((element) => element.src === APPLE_SCRIPT_URL)).toBe(false)

    const apple = screen.getByRole('button', { name: 'Continue with Apple' })
    await user.click(apple)
    ;(await script(APPLE_SCRIPT_URL)).dispatchEvent(new Event('error'))
    expect(await screen.findByText(/Apple sign-in didn't load/)).toBeInTheDocument()
    expect(apple).toBeEnabled()
    expect(onToken).not.toHaveBeenCalled()
  })

  it('sends Google’s ID token as the access token, and a closed Apple window says nothing', async () => {
    installGoogleStandIn()
    installAppleStandIn({ error: 'popup_closed_by_user' })
    const { user, onToken } = await renderConfigured()
    ;(await script(GOOGLE_SCRIPT_URL)).dispatchEvent(new Event('load'))
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }))
    expect(onToken).toHaveBeenCalledExactlyOnceWith(
      { accessToken: googleCredential.credential, email: 'layla.haddad@gmail.com', isGoogle: true },
      { firstName: 'ليلى', lastName: 'حداد' },
    )

    const apple = screen.getByRole('button', { name: 'Continue with Apple' })
    await user.click(apple)
    ;(await script(APPLE_SCRIPT_URL)).dispatchEvent(new Event('load'))
    await waitFor(() => expect(apple).toHaveFocus())
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(onToken).toHaveBeenCalledOnce()
  })
})
