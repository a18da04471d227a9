import { Link, useRouterState } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { css } from '../../../../styled-system/css'
import { localePrefix } from '../../../domain/locales'
import { useLocale } from '../../../i18n/use-locale'
import { useAuthActor, useSessionKnown, useUser } from '../../../session/use-auth'
import { useDisclosure } from '../hooks/use-disclosure'

const entry = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '44px',
  paddingInline: '3',
  borderRadius: 'control',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
  color: 'fg.default',
  textDecoration: 'none',
  bg: 'transparent',
  borderWidth: '1px',
  borderColor: 'transparent',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
})

const placeholder = css({ display: 'inline-block', minWidth: '72px', minHeight: '44px' })

const badge = css({
  fontSize: 'xs',
  fontWeight: 'bold',
  letterSpacing: '0.04em',
  paddingInline: '2',
  paddingBlock: '0.5',
  borderRadius: 'full',
  bg: 'sand.900',
  color: 'amber.200',
})

const panel = css({
  position: 'absolute',
  insetInlineEnd: '0',
  insetBlockStart: 'calc(100% + 8px)',
  zIndex: 20,
  minWidth: '240px',
  padding: '2',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  boxShadow: 'lg',
  display: 'grid',
  gap: '1',
})

const item = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: '3',
  borderRadius: 'control',
  color: 'fg.default',
  textDecoration: 'none',
  textAlign: 'start',
  width: '100%',
  bg: 'transparent',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
})

/** The account entry of the header: "Log in" for visitors, a menu for customers. */
export function AccountMenu() {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const user = useUser()
  const known = useSessionKnown()
  const auth = useAuthActor()
  const { open, toggle, close, containerRef, triggerProps, panelId } = useDisclosure()
  const href = useRouterState({ select: (state) => state.location.href })
  const onLogin = useRouterState({ select: (state) => state.location.pathname.endsWith('/login') })
  const prefix = localePrefix(locale)

  // Until the session is known the entry keeps its place without guessing "Log in".
  if (!known) return <span className={placeholder} aria-hidden="true" />

  if (!user) {
    return (
      <Link
        to="/{-$locale}/login"
        params={{ locale: prefix }}
        search={onLogin ? (previous) => previous : { redirect: href }}
        className={entry}
      >
        {t('header.login')}
      </Link>
    )
  }

  const links = [
    { to: '/{-$locale}/myrentals', label: t('account.rentals') },
    { to: '/{-$locale}/documents', label: t('account.documents') },
    { to: '/{-$locale}/details', label: t('account.profile') },
    { to: '/{-$locale}/payment-center', label: t('account.paymentCenter') },
  ] as const

  return (
    <div ref={containerRef} className={css({ position: 'relative' })}>
      <button
        {...triggerProps}
        type="button"
        className={entry}
        onClick={toggle}
        aria-label={t('account.menu', { name: user.firstName })}
      >
        <span aria-hidden="true">{user.firstName}</span>
        {user.isVip ? (
          <span className={badge} aria-hidden="true">
            {t('account.vip')}
          </span>
        ) : null}
      </button>
      {open ? (
        <nav id={panelId} aria-label={t('account.navigation')} className={panel}>
          <p
            className={css({
              paddingInline: '3',
              paddingBlock: '2',
              fontSize: 'sm',
              color: 'fg.muted',
            })}
          >
            <bdi>{`${user.firstName} ${user.lastName}`}</bdi>
            {user.isVip ? (
              <span
                className={css({ display: 'block', fontWeight: 'semibold', color: 'fg.default' })}
              >
                {t('account.vipMember')}
              </span>
            ) : null}
          </p>
          <ul
            className={css({
              listStyle: 'none',
              padding: '0',
              margin: '0',
              display: 'grid',
              gap: '1',
            })}
          >
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} params={{ locale: prefix }} className={item} onClick={close}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={item}
                onClick={() => {
                  close()
                  auth?.send({ type: 'logout' })
                }}
              >
                {t('account.logout')}
              </button>
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  )
}
