import { afterEach, describe, expect, it, vi } from 'vitest'
import { socialLoginSchema } from '../../api/schemas/auth'
import { ScriptLoadError } from '../../lib/load-script'
import {
  googleCredential,
  idToken,
  installGoogleStandIn,
  removeProviderStandIns,
} from '../../test/social-provider-fixtures'
import { createGoogleProvider, GOOGLE_SCRIPT_URL, googleButtonWidth } from './google-identity'
import { SocialProviderUnavailable } from './social-provider'

afterEach(removeProviderStandIns)

function setup(load: (src: string) => Promise<void> = () => Promise.resolve()) {
  const loads: string[] = []
  const report = vi.fn()
  const provider = createGoogleProvider({
    clientId: 'client.apps.googleusercontent.com',
    load: (src) => {
      loads.push(src)
      return load(src)
    },
    report,
  })
  const slot = document.createElement('div')
  const options = { locale: 'ar' as const, onToken: vi.fn(), onFailure: vi.fn() }
  return { provider, slot, options, loads, report }
}

describe('Google Identity Services adapter', () => {
  it('draws Google’s popup button in the page language and hands on the ID token', async () => {
    const standIn = installGoogleStandIn()
    const { provider, slot, options, loads } = setup()
    await provider.render(slot, options)
    expect(loads).toEqual([GOOGLE_SCRIPT_URL])
    expect(standIn.initialized).toEqual([
      expect.objectContaining({
        client_id: 'client.apps.googleusercontent.com',
        ux_mode: 'popup',
        auto_select: false,
      }),
    ])
    expect(standIn.rendered).toEqual([
      expect.objectContaining({ text: 'continue_with', locale: 'ar', width: 200 }),
    ])
    slot.querySelector('button')?.click()
    const token = { accessToken: googleCredential.credential, email: 'layla.haddad@gmail.com' }
    expect(options.onToken).toHaveBeenCalledExactlyOnceWith({
      ...token,
      suggestedName: { firstName: 'ليلى', lastName: 'حداد' },
    })
    // What the page then sends passes the platform contract (SPEC §7).
    expect(socialLoginSchema.parse({ ...token, isGoogle: true })).toBeTruthy()
  })

  it('draws again without a second button when the language changes', async () => {
    const standIn = installGoogleStandIn()
    const { provider, slot, options } = setup()
    await provider.render(slot, options)
    await provider.render(slot, { ...options, locale: 'en' })
    expect(slot.querySelectorAll('button')).toHaveLength(1)
    expect(standIn.rendered.map((rendered) => rendered.locale)).toEqual(['ar', 'en'])
  })

  it('reports a credential without an email as a failure, not a token', async () => {
    installGoogleStandIn({ credential: idToken({ sub: '1' }), select_by: 'btn' })
    const { provider, slot, options } = setup()
    await provider.render(slot, options)
    slot.querySelector('button')?.click()
    expect(options.onToken).not.toHaveBeenCalled()
    expect(options.onFailure).toHaveBeenCalledOnce()
  })

  it('rejects as unavailable, reporting once, when the script does not load', async () => {
    const failure = new ScriptLoadError(GOOGLE_SCRIPT_URL, 'error')
    const { provider, slot, options, report } = setup(() => Promise.reject(failure))
    await expect(provider.render(slot, options)).rejects.toBeInstanceOf(SocialProviderUnavailable)
    expect(report).toHaveBeenCalledExactlyOnceWith(failure, expect.stringContaining('Google'))
  })

  it('rejects as unavailable when the script loads without google.accounts.id', async () => {
    const { provider, slot, options, report } = setup()
    await expect(provider.render(slot, options)).rejects.toBeInstanceOf(SocialProviderUnavailable)
    expect(report).toHaveBeenCalledOnce()
  })

  it('keeps the button within Google’s widths', () => {
    expect([0, 320, 999].map(googleButtonWidth)).toEqual([200, 320, 400])
  })
})
