import type { Page } from '@playwright/test'
import privateKey from './id-token-private-key.json' with { type: 'json' }

// Stand-ins for Google Identity Services and Sign in with Apple JS, served at the providers' real
// script URLs (the build's Content-Security-Policy allows exactly those), implementing the
// documented surface the app's adapters use: `google.accounts.id.initialize/renderButton` with a
// CredentialResponse; `AppleID.auth.init`, which draws Apple's button into `#appleid-signin`, with
// a SignInResponseI announced as `AppleIDSignInOnSuccess` on the document. Each issues an RS256 ID
// token signed with the stand-in key whose public half the standalone platform is told to trust
// (e2e/stand-ins/id-token-jwks.json), as the real platform trusts Google's and Apple's keys.

export const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client'
/** Apple's script in each language the app loads it in (English, Arabic). */
export const APPLE_SCRIPTS = ['en_US', 'ar_SA'].map(
  (locale) =>
    `https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/${locale}/appleid.auth.js`,
)
export const STAND_IN_GOOGLE_CLIENT_ID = 'stand-in.apps.googleusercontent.com'
export const STAND_IN_APPLE_CLIENT_ID = 'com.rental.stand-in'

export interface StandInAccount {
  email: string
  givenName: string
  familyName: string
}

interface StandInConfig {
  jwk: JsonWebKey
  kid: string
  account: StandInAccount
}

/** Signs claims as an RS256 JWT with the stand-in key: runs in the page, so it is self-contained. */
function idTokenSigner(
  config: StandInConfig,
): (claims: Record<string, unknown>) => Promise<string> {
  const encode = (bytes: Uint8Array) => {
    let binary = ''
    for (const byte of bytes) binary += String.fromCharCode(byte)
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
  }
  const json = (value: unknown) => encode(new TextEncoder().encode(JSON.stringify(value)))
  return async (claims) => {
    const key = await crypto.subtle.importKey(
      'jwk',
      config.jwk,
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['sign'],
    )
    const head = `${json({ alg: 'RS256', kid: config.kid, typ: 'JWT' })}.${json(claims)}`
    const signature = await crypto.subtle.sign(
      'RSASSA-PKCS1-v1_5',
      key,
      new TextEncoder().encode(head),
    )
    return `${head}.${encode(new Uint8Array(signature))}`
  }
}

type Sign = ReturnType<typeof idTokenSigner>

/** Runs in the page as Google's script: its rendered button signs the customer in at a press. */
function googleIdentity(config: StandInConfig, sign: Sign): void {
  let settings: { client_id: string; callback: (response: unknown) => void } | undefined
  const target = window as unknown as Record<string, unknown>
  target.google = {
    accounts: {
      id: {
        initialize: (next: { client_id: string; callback: (response: unknown) => void }) => {
          settings = next
        },
        renderButton: (parent: HTMLElement, options: { locale?: string; width?: number }) => {
          const button = document.createElement('button')
          button.type = 'button'
          button.textContent =
            options.locale === 'ar' ? 'المتابعة باستخدام Google' : 'Continue with Google'
          button.style.inlineSize = `${options.width ?? 240}px`
          button.style.blockSize = '40px'
          button.addEventListener('click', () => {
            const current = settings
            if (!current) return
            const now = Math.floor(Date.now() / 1000)
            void sign({
              iss: 'https://accounts.google.com',
              aud: current.client_id,
              sub: '1' + String(config.account.email.length).padStart(20, '0'),
              email: config.account.email,
              email_verified: true,
              name: `${config.account.givenName} ${config.account.familyName}`,
              given_name: config.account.givenName,
              family_name: config.account.familyName,
              iat: now,
              exp: now + 3600,
            }).then((credential) => current.callback({ credential, select_by: 'btn' }))
          })
          parent.append(button)
        },
      },
    },
  }
}

/**
 * Runs in the page as Apple's script: init draws Apple's button into `#appleid-signin`, titled by
 * its `data-type` in the language of the script's own URL, as Apple's script is; a press answers
 * as Apple's popup does at a first sign-in, with `AppleIDSignInOnSuccess` on the document.
 */
function appleSignIn(config: StandInConfig, sign: Sign): void {
  const current = document.currentScript
  const src = current instanceof HTMLScriptElement ? current.src : ''
  const locale = /\/appleid\/1\/([a-z]{2}_[A-Z]{2})\//.exec(src)?.[1] ?? 'en_US'
  const titles: Record<string, Record<string, string | undefined> | undefined> = {
    en_US: {
      'sign-in': 'Sign in with Apple',
      continue: 'Continue with Apple',
      'sign-up': 'Sign up with Apple',
    },
    ar_SA: { continue: 'المتابعة باستخدام Apple' },
  }
  const target = window as unknown as Record<string, unknown>
  target.AppleID = {
    auth: {
      init: (settings: { clientId: string }) => {
        const host = document.getElementById('appleid-signin')
        if (!host) return
        const type = host.dataset.type ?? 'sign-in'
        const button = document.createElement('button')
        button.type = 'button'
        button.textContent = titles[locale]?.[type] ?? titles.en_US?.[type] ?? 'Sign in with Apple'
        button.style.inlineSize = '100%'
        button.style.blockSize = `${host.dataset.height ?? '44'}px`
        button.addEventListener('click', () => {
          const now = Math.floor(Date.now() / 1000)
          void sign({
            iss: 'https://appleid.apple.com',
            aud: settings.clientId,
            sub: '001234.standin.0001',
            email: config.account.email,
            email_verified: 'true',
            iat: now,
            exp: now + 600,
          }).then((idToken) =>
            document.dispatchEvent(
              new CustomEvent('AppleIDSignInOnSuccess', {
                detail: {
                  authorization: { id_token: idToken, code: 'stand-in-code' },
                  user: {
                    email: config.account.email,
                    name: {
                      firstName: config.account.givenName,
                      lastName: config.account.familyName,
                    },
                  },
                },
              }),
            ),
          )
        })
        host.replaceChildren(button)
      },
    },
  }
}

function script(
  install: (config: StandInConfig, sign: Sign) => void,
  account: StandInAccount,
): string {
  const config = JSON.stringify({ jwk: privateKey, kid: privateKey.kid, account })
  return `(${install.toString()})(${config}, (${idTokenSigner.toString()})(${config}));`
}

/**
 * Serves both stand-ins to `page`, signing in as `account`; `blocked` providers' scripts fail to
 * load, as when an extension or a network blocks them.
 */
export async function serveSocialStandIns(
  page: Page,
  account: StandInAccount,
  blocked: readonly ('google' | 'apple')[] = [],
): Promise<void> {
  const serve = (
    provider: 'google' | 'apple',
    url: string,
    install: (config: StandInConfig, sign: Sign) => void,
  ) =>
    page.route(url, (route) =>
      blocked.includes(provider)
        ? route.abort('blockedbyclient')
        : route.fulfill({
            contentType: 'text/javascript',
            headers: { 'Access-Control-Allow-Origin': '*' },
            body: script(install, account),
          }),
    )
  await serve('google', GOOGLE_SCRIPT, googleIdentity)
  for (const url of APPLE_SCRIPTS) await serve('apple', url, appleSignIn)
}
