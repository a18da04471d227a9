import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { socialLoginSchema } from '../../api/schemas/auth'
import { ScriptLoadError } from '../../lib/load-script'
import {
  appleResponse,
  idToken,
  installAppleStandIn,
  removeProviderStandIns,
} from '../../test/social-provider-fixtures'
import { appleScriptUrl, createAppleProvider } from './apple-sign-in'
import { SocialProviderUnavailable } from './social-provider'

const EN_SCRIPT =
  'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js'
const AR_SCRIPT =
  'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/ar_SA/appleid.auth.js'

afterEach(() => {
  removeProviderStandIns()
  document.body.replaceChildren()
})

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
  // Apple's script finds its element in the document, as on the login page.
  const slot = document.createElement('div')
  document.body.append(slot)
  const options = {
    locale: 'en' as const,
    onToken: vi.fn(),
    onFailure: vi.fn(),
    onPopupBlocked: vi.fn(),
  }
  return { provider, slot, options, loads, report }
}

const press = () => screen.getByRole('button', { name: 'Continue with Apple' }).click()

function expectNothingSaid(options: ReturnType<typeof setup>['options']) {
  expect(options.onToken).not.toHaveBeenCalled()
  expect(options.onFailure).not.toHaveBeenCalled()
  expect(options.onPopupBlocked).not.toHaveBeenCalled()
}

describe('Sign in with Apple JS adapter', () => {
  it.each([
    ['en', EN_SCRIPT],
    ['ar', AR_SCRIPT],
  ] as const)('loads Apple’s script for the page’s language (%s)', async (locale, src) => {
    installAppleStandIn()
    const { provider, slot, options, loads } = setup()
    await provider.render(slot, { ...options, locale })
    expect(loads).toEqual([src])
    expect(appleScriptUrl(locale)).toBe(src)
  })

  it('has Apple draw its own button, in popup mode, into the one #appleid-signin of the page', async () => {
    const standIn = installAppleStandIn()
    const { provider, slot, options } = setup()
    await provider.render(slot, options)
    const host = slot.querySelector('#appleid-signin')
    expect(host).toBeInstanceOf(HTMLDivElement)
    expect(document.querySelectorAll('#appleid-signin')).toHaveLength(1)
    expect(Object.fromEntries([...(host?.attributes ?? [])].map((a) => [a.name, a.value]))).toEqual(
      expect.objectContaining({
        'data-color': 'black',
        'data-border': 'true',
        'data-type': 'continue',
        'data-mode': 'center-align',
        'data-width': '100%',
        'data-height': '44',
        'data-border-radius': '23',
      }),
    )
    expect(standIn.inits).toEqual([
      {
        clientId: 'com.rental.web',
        scope: 'name email',
        redirectURI: 'https://rental.example/rental/login',
        usePopup: true,
      },
    ])
    // The stand-in draws only into an element on the page when init runs, as Apple's script does.
    expect(host?.querySelector('button')).toHaveAccessibleName('Continue with Apple')
  })

  it('hands on the ID token, its email and the name shared with the first authorization', async () => {
    installAppleStandIn()
    const { provider, slot, options } = setup()
    await provider.render(slot, options)
    press()
    const token = {
      accessToken: appleResponse.authorization.id_token,
      email: 'q7x2k9@privaterelay.appleid.com',
    }
    expect(options.onToken).toHaveBeenCalledExactlyOnceWith({
      ...token,
      suggestedName: { firstName: 'Omar', lastName: 'Saleh' },
    })
    // What the page then sends passes the platform contract (SPEC §7).
    expect(socialLoginSchema.parse({ ...token, isGoogle: false })).toBeTruthy()
  })

  it('takes the email from the ID token, else from the first authorization; without one it is a failure', async () => {
    const withoutEmail = idToken({ iss: 'https://appleid.apple.com', sub: '001234.abcdef.0123' })
    const standIn = installAppleStandIn({
      response: { authorization: { id_token: withoutEmail, code: 'c' }, user: { email: 'a@b.co' } },
    })
    const { provider, slot, options } = setup()
    await provider.render(slot, options)
    press()
    expect(options.onToken).toHaveBeenCalledExactlyOnceWith({
      accessToken: withoutEmail,
      email: 'a@b.co',
    })

    standIn.outcome = { response: { authorization: { id_token: withoutEmail, code: 'c' } } }
    press()
    expect(options.onToken).toHaveBeenCalledOnce()
    expect(options.onFailure).toHaveBeenCalledOnce()
  })

  it.each(['popup_closed_by_user', 'user_cancelled_authorize', 'user_trigger_new_signin_flow'])(
    'says nothing at %s: the customer’s choice',
    async (error) => {
      installAppleStandIn({ error })
      const { provider, slot, options, report } = setup()
      await provider.render(slot, options)
      press()
      expectNothingSaid(options)
      expect(report).not.toHaveBeenCalled()
    },
  )

  it('tells a blocked popup apart, and makes it a failure where the page has nothing to say of it', async () => {
    installAppleStandIn({ error: 'popup_blocked_by_browser' })
    const { provider, slot, options } = setup()
    const dispose = await provider.render(slot, options)
    press()
    expect(options.onPopupBlocked).toHaveBeenCalledOnce()
    expect(options.onFailure).not.toHaveBeenCalled()

    dispose?.()
    const { onPopupBlocked: _, ...withoutNotice } = options
    await provider.render(slot, withoutNotice)
    press()
    expect(options.onFailure).toHaveBeenCalledOnce()
  })

  it('reports any other error as a failure', async () => {
    installAppleStandIn({ error: 'invalid_client' })
    const { provider, slot, options } = setup()
    await provider.render(slot, options)
    press()
    expect(options.onFailure).toHaveBeenCalledOnce()
    expect(options.onToken).not.toHaveBeenCalled()
    expect(options.onPopupBlocked).not.toHaveBeenCalled()
  })

  it('rejects as unavailable, reporting once, when the script does not load', async () => {
    const failure = new ScriptLoadError(EN_SCRIPT, 'timeout')
    const { provider, slot, options, report } = setup(() => Promise.reject(failure))
    await expect(provider.render(slot, options)).rejects.toBeInstanceOf(SocialProviderUnavailable)
    expect(report).toHaveBeenCalledExactlyOnceWith(failure, expect.stringContaining('Apple'))
    expect(slot).toBeEmptyDOMElement()
  })

  it('rejects as unavailable when the script loads without AppleID.auth', async () => {
    const { provider, slot, options, report } = setup()
    await expect(provider.render(slot, options)).rejects.toBeInstanceOf(SocialProviderUnavailable)
    expect(report).toHaveBeenCalledOnce()
  })

  it('hears nothing more once disposed, and takes its button away', async () => {
    const standIn = installAppleStandIn()
    const { provider, slot, options } = setup()
    const dispose = await provider.render(slot, options)
    const button = screen.getByRole('button', { name: 'Continue with Apple' })
    dispose?.()
    expect(slot).toBeEmptyDOMElement()
    button.click()
    standIn.outcome = { error: 'invalid_client' }
    button.click()
    expectNothingSaid(options)
  })

  it('draws again in the language the page goes back to, each script loaded once', async () => {
    const english = installAppleStandIn()
    const { provider, slot, options, loads } = setup()
    const first = await provider.render(slot, options)
    first?.()
    const arabic = installAppleStandIn()
    const second = await provider.render(slot, { ...options, locale: 'ar' })
    second?.()
    await provider.render(slot, options)
    expect(loads).toEqual([EN_SCRIPT, AR_SCRIPT])
    expect(english.inits).toHaveLength(2)
    expect(arabic.inits).toHaveLength(1)
    expect(document.querySelectorAll('#appleid-signin')).toHaveLength(1)
  })
})
