import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import type { SocialLogin } from '../../../api/schemas/auth'
import { FormAlert } from '../../../components/ui/form-alert'
import { localePrefix } from '../../../domain/locales'
import { useLocale } from '../../../i18n/use-locale'
import { sandboxBuild } from '../../../lib/env'
import {
  SocialPopupBlocked,
  SocialProviderUnavailable,
  SocialSignInCancelled,
  type ButtonSocialProvider,
  type SocialProvider,
  type SocialProviderId,
  type SocialToken,
  type SuggestedName,
} from '../social-provider'
import { rideAppLoginUrl, sandboxSignInPrompt, socialProviders } from '../social-providers'
import { RenderedSignInButton } from './rendered-sign-in-button'
import { PROVIDER_NAMES, SandboxSignInPanel } from './sandbox-sign-in-panel'

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

/** Why a provider gave no token, when the page has something to say about it. */
type Notice =
  | { kind: 'unavailable'; provider: SocialProviderId }
  | { kind: 'popupBlocked'; provider: SocialProviderId }
  | { kind: 'failed' }

/**
 * The other ways in: social providers (only those configured) and the ride app. A provider
 * answers with a token; the page sends it to the platform. A provider that cannot start says so
 * here and leaves the rest of the page as it was.
 */
export function SocialSignIn(props: {
  hintEmail: string
  busy: boolean
  redirect: string | undefined
  /** The login to send, and the name the provider shared for a new account's form. */
  onToken: (login: SocialLogin, suggestedName: SuggestedName | undefined) => void
  providers?: readonly SocialProvider[]
}) {
  const providers = props.providers ?? socialProviders
  const { t } = useTranslation()
  const { locale, language } = useLocale()
  const prompt = useSyncExternalStore(
    sandboxSignInPrompt.subscribe,
    sandboxSignInPrompt.current,
    sandboxSignInPrompt.current,
  )
  const [notice, setNotice] = useState<Notice | null>(null)
  const openers = useRef(new Map<string, HTMLButtonElement>())

  // Leaving the page abandons a sign-in that is waiting for the tester.
  useEffect(() => () => sandboxSignInPrompt.current()?.cancel(), [])

  const send = (id: SocialProviderId, token: SocialToken) => {
    setNotice(null)
    props.onToken(
      { accessToken: token.accessToken, email: token.email, isGoogle: id === 'google' },
      token.suggestedName,
    )
  }

  const start = (provider: ButtonSocialProvider) => {
    setNotice(null)
    provider.signIn({ email: props.hintEmail.trim() }).then(
      (token) => send(provider.id, token),
      (error: unknown) => {
        // Closing the provider's window is a choice, not a failure: back to the button.
        if (error instanceof SocialSignInCancelled) {
          openers.current.get(provider.id)?.focus()
          return
        }
        if (error instanceof SocialProviderUnavailable) {
          setNotice({ kind: 'unavailable', provider: provider.id })
          return
        }
        if (error instanceof SocialPopupBlocked) {
          setNotice({ kind: 'popupBlocked', provider: provider.id })
          return
        }
        setNotice({ kind: 'failed' })
      },
    )
  }

  const hasRideApp = sandboxBuild || rideAppLoginUrl !== undefined
  if (providers.length === 0 && !hasRideApp) return null
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <p className={divider}>{t('auth.social.or')}</p>
      {notice?.kind === 'failed' ? (
        <FormAlert tone="error">{t('auth.errors.invalidSocialToken')}</FormAlert>
      ) : notice ? (
        <FormAlert tone="info">
          {t(
            notice.kind === 'unavailable' ? 'auth.social.unavailable' : 'auth.social.popupBlocked',
            {
              provider: PROVIDER_NAMES[notice.provider],
            },
          )}
        </FormAlert>
      ) : null}
      <ul className={list}>
        {providers.map((provider) => (
          <li key={provider.id}>
            {provider.kind === 'rendered' ? (
              <RenderedSignInButton
                provider={provider}
                locale={language}
                busy={props.busy}
                onToken={(token) => send(provider.id, token)}
                onFailure={() => setNotice({ kind: 'failed' })}
                onPopupBlocked={() => setNotice({ kind: 'popupBlocked', provider: provider.id })}
                onUnavailable={() => setNotice({ kind: 'unavailable', provider: provider.id })}
              />
            ) : (
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
            )}
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
