import { Link, useRouterState } from '@tanstack/react-router'
import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import {
  awaitsCustomerDocuments,
  useDocumentsPrompt,
} from '../../../api/queries/use-documents-prompt'
import { localePrefix } from '../../../domain/locales'
import { useCurrentCity, useLocale } from '../../../i18n/use-locale'
import { useSession, useSessionKnown, useUser } from '../../../session/use-auth'
import { useDisclosure } from '../hooks/use-disclosure'
import { badge, dot, entry, item, marker, panel, placeholder } from './account-menu-styles'

/** The account entry of the header: "Log in" for visitors, a menu for customers. */
export function AccountMenu() {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const user = useUser()
  const known = useSessionKnown()
  // The session's actor is read when the customer logs out: following it would draw the header
  // again, in one blocking task, the moment it loads.
  const session = useSession()
  const { open, toggle, close, containerRef, triggerProps, panelId } = useDisclosure()
  const href = useRouterState({ select: (state) => state.location.href })
  const onLogin = useRouterState({ select: (state) => state.location.pathname.endsWith('/login') })
  const prefix = localePrefix(locale)
  const city = useCurrentCity()
  // Fetched only once a customer is known; until it answers the menu shows no badge.
  const documentsNeeded = awaitsCustomerDocuments(useDocumentsPrompt(user, city.countryCode))

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
        className={cx(entry, css({ position: 'relative' }))}
        onClick={toggle}
        aria-label={t(documentsNeeded ? 'account.menuDocumentsNeeded' : 'account.menu', {
          name: user.firstName,
        })}
      >
        <span aria-hidden="true">{user.firstName}</span>
        {documentsNeeded ? <span className={dot} aria-hidden="true" /> : null}
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
            {links.map((link) => {
              const flagged = documentsNeeded && link.to === '/{-$locale}/documents'
              return (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    params={{ locale: prefix }}
                    className={item}
                    onClick={close}
                    aria-label={flagged ? t('account.documentsActionNeeded') : undefined}
                  >
                    {link.label}
                    {flagged ? <span className={marker}>{t('account.actionNeeded')}</span> : null}
                  </Link>
                </li>
              )
            })}
            <li>
              <button
                type="button"
                className={item}
                onClick={() => {
                  close()
                  session.actor?.send({ type: 'logout' })
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
