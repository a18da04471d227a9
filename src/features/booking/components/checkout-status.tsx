import { Link, useRouterState } from '@tanstack/react-router'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { FormAlert } from '../../../components/ui/form-alert'
import { Reference } from '../../../components/payments/reference'
import { localePrefix } from '../../../domain/locales'
import { useLocale } from '../../../i18n/use-locale'

// The checkout's stopping points: each says where the customer is and what next.

export function LoginNeeded() {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const href = useRouterState({ select: (state) => state.location.href })
  return (
    <FormAlert tone="info" title={t('booking.checkout.loginTitle')}>
      <p>{t('booking.checkout.loginBody')}</p>
      <Link
        to="/{-$locale}/login"
        params={{ locale: localePrefix(locale) }}
        search={{ redirect: href }}
        className={`${button()} ${css({ justifySelf: 'start' })}`}
      >
        {t('booking.checkout.loginAction')}
      </Link>
    </FormAlert>
  )
}

export function Blocked() {
  const { t } = useTranslation()
  return (
    <FormAlert tone="error" title={t('banned.title')}>
      <p>{t('banned.body')}</p>
    </FormAlert>
  )
}

/** The booking exists but is unpaid: its trip is fixed, and its page is where it changes. */
export function HeldBooking(props: { bookingId: string; reference: string }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  return (
    <FormAlert tone="info" title={t('booking.checkout.heldTitle')}>
      <p>{t('booking.checkout.heldBody')}</p>
      <Reference reference={props.reference} />
      <Link
        to="/{-$locale}/post-booking/$bookingId"
        params={{ locale: localePrefix(locale), bookingId: props.bookingId }}
        className={`${button({ variant: 'ghost' })} ${css({ justifySelf: 'start' })}`}
      >
        {t('booking.checkout.openBooking')}
      </Link>
    </FormAlert>
  )
}
