import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SocialLogin } from '../../../api/schemas/auth'
import {
  appleResponse,
  googleCredential,
  installAppleStandIn,
  installGoogleStandIn,
  removeProviderStandIns,
} from '../../../test/social-provider-fixtures'
import { renderInRouter } from '../../../test/render'
import type { SuggestedName } from '../social-provider'
import { appleScriptUrl } from '../apple-sign-in'
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

const APPLE_SCRIPT_URL = appleScriptUrl('en')

describe('social sign-in in a configured build', () => {
  it('loads both providers’ scripts with the page, and says so beside the other when one does not load', async () => {
    const { onToken } = await renderConfigured()
    ;(await script(GOOGLE_SCRIPT_URL)).dispatchEvent(new Event('error'))
    expect(
      await screen.findByText(/Google sign-in didn't load\. Check your connection/),
    ).toBeInTheDocument()

    ;(await script(APPLE_SCRIPT_URL)).dispatchEvent(new Event('error'))
    expect(await screen.findByText(/Apple sign-in didn't load/)).toBeInTheDocument()
    expect(document.querySelector('#appleid-signin')).toBeNull()
    expect(onToken).not.toHaveBeenCalled()
  })

  // The scripts load once for the file (lib/load-script keeps them): every press is in this test.
  it('sends each provider’s ID token as the access token; a closed Apple window says nothing, a blocked one says how to allow it', async () => {
    installGoogleStandIn()
    const apple = installAppleStandIn({ error: 'popup_closed_by_user' })
    const { user, onToken } = await renderConfigured()
    ;(await script(GOOGLE_SCRIPT_URL)).dispatchEvent(new Event('load'))
    ;(await script(APPLE_SCRIPT_URL)).dispatchEvent(new Event('load'))
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }))
    expect(onToken).toHaveBeenCalledExactlyOnceWith(
      { accessToken: googleCredential.credential, email: 'layla.haddad@gmail.com', isGoogle: true },
      { firstName: 'ليلى', lastName: 'حداد' },
    )

    // Apple's own button, drawn by its script into the one #appleid-signin.
    const appleButton = await screen.findByRole('button', { name: 'Continue with Apple' })
    expect(appleButton.closest('#appleid-signin')).not.toBeNull()
    await user.click(appleButton)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(onToken).toHaveBeenCalledOnce()

    apple.outcome = { error: 'popup_blocked_by_browser' }
    await user.click(appleButton)
    expect(
      await screen.findByText(/Your browser blocked the Apple window\. Allow pop-ups/),
    ).toBeInTheDocument()
    expect(onToken).toHaveBeenCalledOnce()

    apple.outcome = { response: appleResponse }
    await user.click(appleButton)
    expect(onToken).toHaveBeenLastCalledWith(
      {
        accessToken: appleResponse.authorization.id_token,
        email: 'q7x2k9@privaterelay.appleid.com',
        isGoogle: false,
      },
      { firstName: 'Omar', lastName: 'Saleh' },
    )
    expect(screen.queryByText(/Your browser blocked/)).not.toBeInTheDocument()

    // Leaving the page takes Apple's listeners off the document.
    const removed = vi.spyOn(document, 'removeEventListener')
    cleanup()
    expect(removed).toHaveBeenCalledWith('AppleIDSignInOnSuccess', expect.any(Function))
    expect(removed).toHaveBeenCalledWith('AppleIDSignInOnFailure', expect.any(Function))
  })
})
