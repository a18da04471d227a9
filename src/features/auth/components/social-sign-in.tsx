import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import type { SocialLogin } from '../../../api/schemas/auth'
import { FormAlert } from '../../../components/ui/form-alert'
import { localePrefix } from '../../../domain/locales'
import { useLocale } from '../../../i18n/use-locale'
import { sandboxBuild } from '../../../lib/env'
import {
  rideAppLoginUrl,
  sandboxSignInPrompt,
  SocialSignInCancelled,
  socialProviders,
  type SocialProvider,
} from '../social-providers'
import { SandboxSignInPanel } from './sandbox-sign-in-panel'

const divider = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  fontSize: 'sm',
  color: 'fg.muted',
  _before: {
    content: '""',
    flex: '1',
    borderBlockStartWidth: '1px',
    borderColor: 'border.default',
  },
  _after: { content: '""', flex: '1', borderBlockStartWidth: '1px', borderColor: 'border.default' },
})

const list = css({ display: 'grid', gap: '2', listStyle: 'none', padding: '0', margin: '0' })

const wide = css({ width: '100%' })

const LABELS = { google: 'auth.social.google', apple: 'auth.social.apple' } as const

/**
 * The other ways in: social providers (only those configured) and the ride app. A provider
 * answers with a token; the page sends it to the platform.
 */
export function SocialSignIn(props: {
  hintEmail: string
  busy: boolean
  redirect: string | undefined
  onToken: (login: SocialLogin) => void
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const prompt = useSyncExternalStore(
    sandboxSignInPrompt.subscribe,
    sandboxSignInPrompt.current,
    sandboxSignInPrompt.current,
  )
  const [providerFailed, setProviderFailed] = useState(false)
  const openers = useRef(new Map<string, HTMLButtonElement>())

  // Leaving the page abandons a sign-in that is waiting for the tester.
  useEffect(() => () => sandboxSignInPrompt.current()?.cancel(), [])

  const start = (provider: SocialProvider) => {
    setProviderFailed(false)
    provider.signIn({ email: props.hintEmail.trim() }).then(
      (token) => props.onToken({ ...token, isGoogle: provider.id === 'google' }),
      (error: unknown) => {
        if (error instanceof SocialSignInCancelled) {
          openers.current.get(provider.id)?.focus()
          return
        }
        setProviderFailed(true)
      },
    )
  }

  const hasRideApp = sandboxBuild || rideAppLoginUrl !== undefined
  if (socialProviders.length === 0 && !hasRideApp) return null
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <p className={divider}>{t('auth.social.or')}</p>
      {providerFailed ? (
        <FormAlert tone="error">{t('auth.errors.invalidSocialToken')}</FormAlert>
      ) : null}
      <ul className={list}>
        {socialProviders.map((provider) => (
          <li key={provider.id}>
            <button
              type="button"
              ref={(element) => {
                if (element) openers.current.set(provider.id, element)
              }}
              className={cx(button({ variant: 'outline' }), wide)}
              disabled={props.busy}
              aria-expanded={sandboxBuild ? prompt?.provider === provider.id : undefined}
              onClick={() => start(provider)}
            >
              {t(LABELS[provider.id])}
            </button>
          </li>
        ))}
        {sandboxBuild ? (
          <li>
            <Link
              to="/{-$locale}/sandbox/ride-app-login"
              params={{ locale: localePrefix(locale) }}
              search={{ redirect: props.redirect }}
              className={cx(button({ variant: 'outline' }), wide)}
            >
              {t('auth.social.rideApp')}
            </Link>
          </li>
        ) : rideAppLoginUrl ? (
          <li>
            <a href={rideAppLoginUrl} className={cx(button({ variant: 'outline' }), wide)}>
              {t('auth.social.rideApp')}
            </a>
          </li>
        ) : null}
      </ul>
      {prompt ? <SandboxSignInPanel key={prompt.provider} request={prompt} /> : null}
    </div>
  )
}
