import { afterEach, describe, expect, it, vi } from 'vitest'
import { socialLoginSchema } from '../../api/schemas/auth'
import { ScriptLoadError } from '../../lib/load-script'
import {
  appleResponse,
  installAppleStandIn,
  removeProviderStandIns,
} from '../../test/social-provider-fixtures'
import { APPLE_SCRIPT_URL, createAppleProvider } from './apple-sign-in'
import {
  SocialPopupBlocked,
  SocialProviderUnavailable,
  SocialSignInCancelled,
} from './social-provider'

afterEach(removeProviderStandIns)

function setup(load: (src: string) => Promise<void> = () => Promise.resolve()) {
  const loads: string[] = []
  const report = vi.fn()
  const provider = createAppleProvider({
    clientId: 'com.rental.web',
    redirectUri: 'https://rental.example/rental/login',
    load: (src) => {
      loads.push(src)
      return load(src)
    },
    report,
  })
  return { provider, loads, report }
}

describe('Sign in with Apple JS adapter', () => {
  it('initialises the popup flow once and answers with the ID token, its email and the name shared the first time', async () => {
    const standIn = installAppleStandIn()
    const { provider, loads } = setup()
    const token = await provider.signIn({ email: '' })
    expect(token).toEqual({
      accessToken: appleResponse.authorization.id_token,
      email: 'q7x2k9@privaterelay.appleid.com',
      suggestedName: { firstName: 'Omar', lastName: 'Saleh' },
    })
    expect(
      socialLoginSchema.parse({
        accessToken: token.accessToken,
        email: token.email,
        isGoogle: false,
      }),
    ).toBeTruthy()
    await provider.signIn({ email: '' })
    expect(loads).toEqual([APPLE_SCRIPT_URL, APPLE_SCRIPT_URL])
    expect(standIn.inits).toEqual([
      {
        clientId: 'com.rental.web',
        scope: 'name email',
        redirectURI: 'https://rental.example/rental/login',
        usePopup: true,
      },
    ])
    expect(standIn.signIns).toBe(2)
  })

  it.each(['popup_closed_by_user', 'user_cancelled_authorize', 'user_trigger_new_signin_flow'])(
    'treats %s as the customer’s choice',
    async (error) => {
      installAppleStandIn({ error })
      const { provider, report } = setup()
      await expect(provider.signIn({ email: '' })).rejects.toBeInstanceOf(SocialSignInCancelled)
      expect(report).not.toHaveBeenCalled()
    },
  )

  it('tells a blocked popup apart', async () => {
    installAppleStandIn({ error: 'popup_blocked_by_browser' })
    await expect(setup().provider.signIn({ email: '' })).rejects.toBeInstanceOf(SocialPopupBlocked)
  })

  it('rejects any other error as a failure', async () => {
    installAppleStandIn({ error: 'invalid_client' })
    const failure = setup().provider.signIn({ email: '' })
    await expect(failure).rejects.toThrow('invalid_client')
    await expect(failure).rejects.not.toBeInstanceOf(SocialSignInCancelled)
  })

  it('rejects as unavailable, reporting once, when the script does not load', async () => {
    const failure = new ScriptLoadError(APPLE_SCRIPT_URL, 'timeout')
    const { provider, report } = setup(() => Promise.reject(failure))
    await expect(provider.signIn({ email: '' })).rejects.toBeInstanceOf(SocialProviderUnavailable)
    expect(report).toHaveBeenCalledExactlyOnceWith(failure, expect.stringContaining('Apple'))
  })

  it('starts loading on prepare without an unhandled rejection when that fails', async () => {
    const { provider, loads, report } = setup(() =>
      Promise.reject(new ScriptLoadError(APPLE_SCRIPT_URL, 'error')),
    )
    provider.prepare?.()
    await Promise.resolve()
    expect(loads).toEqual([APPLE_SCRIPT_URL])
    expect(report).not.toHaveBeenCalled()
  })
})
