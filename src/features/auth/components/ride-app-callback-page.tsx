import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { FormAlert } from '../../../components/ui/form-alert'
import { localePrefix } from '../../../domain/locales'
import { useLocale } from '../../../i18n/use-locale'
import { AuthCard } from './auth-card'
import { describeFailure } from './auth-messages'
import { LoggedInNotice } from './logged-in-notice'
import { useAuthView } from './use-auth-view'

const spinner = css({
  width: '28px',
  height: '28px',
  borderRadius: 'full',
  borderWidth: '3px',
  borderColor: 'bg.brand',
  borderInlineEndColor: 'transparent',
  animation: 'spin',
  _reducedMotion: { animation: 'none' },
})

/** The query the ride app came back with, as sent, minus our own `redirect`. */
function rideAppQuery(searchStr: string): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [key, value] of new URLSearchParams(searchStr)) {
    if (key !== 'redirect') query[key] = value
  }
  return query
}

/**
 * Where the ride app's login returns (OAuth callback). The incoming query goes to the platform
 * once; `redirect` stays in the URL so the app's post-login navigation finds it.
 */
export function RideAppCallbackPage(props: { redirect: string | undefined }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const { actor, status, failure, user, method } = useAuthView()
  const searchStr = useRouterState({ select: (state) => state.location.searchStr })
  const query = useMemo(() => rideAppQuery(searchStr), [searchStr])
  const sent = useRef(false)

  useEffect(() => {
    // Sent once, as soon as the session is known to be anonymous (not while it is being read).
    if (status !== 'anonymous' || sent.current) return
    sent.current = true
    actor.send({ type: 'rideApp.callback', query })
  }, [actor, status, query])

  const ours = method === 'rideApp'
  if (status === 'authenticated' && user && !ours) {
    return (
      <AuthCard title={t('auth.rideApp.title')}>
        <LoggedInNotice user={user} redirect={props.redirect} />
      </AuthCard>
    )
  }
  if (status === 'anonymous' && ours && failure) {
    return (
      <AuthCard title={t('auth.rideApp.title')}>
        <FormAlert tone="error" title={t('auth.rideApp.failedTitle')} focusOnMount>
          <p>{t(describeFailure(failure, []).message ?? 'errors.unknown')}</p>
        </FormAlert>
        <Link
          to="/{-$locale}/login"
          params={{ locale: localePrefix(locale) }}
          search={{ redirect: props.redirect }}
          className={button()}
        >
          {t('auth.rideApp.backToLogin')}
        </Link>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t('auth.rideApp.title')}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
        <span aria-hidden="true" className={spinner} />
        <p role="status">{t('auth.rideApp.progress')}</p>
      </div>
    </AuthCard>
  )
}
