import { describe, expect, it } from 'vitest'
import { appleScriptUrl } from '../../src/features/auth/apple-sign-in'
import { GOOGLE_SCRIPT_URL } from '../../src/features/auth/google-identity'
import { socialSources } from './social-csp'

describe('sign-in providers in the Content-Security-Policy', () => {
  it('adds nothing when no provider is configured', () => {
    expect(socialSources({})).toEqual({ script: [], style: [], frame: [], connect: [] })
    // Apple shows only with its redirect URI, so its script is allowed only then too.
    expect(socialSources({ VITE_APPLE_CLIENT_ID: 'com.rental.web' }).script).toEqual([])
  })

  it('allows exactly the scripts the adapters load (Apple’s in each language), and Google’s frame and calls', () => {
    const sources = socialSources({
      VITE_GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
      VITE_APPLE_CLIENT_ID: 'com.rental.web',
      VITE_APPLE_REDIRECT_URI: 'https://rental.example/rental/login',
    })
    expect(sources.script).toEqual([GOOGLE_SCRIPT_URL, appleScriptUrl('en'), appleScriptUrl('ar')])
    expect(sources.frame).toEqual(['https://accounts.google.com/gsi/'])
    expect(sources.connect).toEqual(['https://accounts.google.com/gsi/'])
    expect(sources.style).toEqual(['https://accounts.google.com/gsi/style'])
  })
})
