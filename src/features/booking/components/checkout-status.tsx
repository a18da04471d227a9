import { Link, useRouterState } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { FormAlert } from '../../../components/ui/form-alert'
import { Skeleton } from '../../../components/ui/skeleton'
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

export function OptionsLoading() {
  const { t } = useTranslation()
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <Skeleton className={css({ height: '76px' })} />
      <Skeleton className={css({ height: '76px' })} />
      <Skeleton className={css({ height: '44px', width: '50%' })} />
      <p role="status" className={css({ srOnly: true })}>
        {t('booking.checkout.loadingOptions')}
      </p>
    </div>
  )
}

export function OptionsFailed(props: { message: string; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <FormAlert tone="error" title={t('booking.checkout.optionsFailed')}>
      <p>{props.message}</p>
      <button
        type="button"
        className={`${button({ variant: 'outline' })} ${css({ justifySelf: 'start' })}`}
        onClick={props.onRetry}
      >
        {t('common.tryAgain')}
      </button>
    </FormAlert>
  )
}

/**
 * SPEC: a wallet, or a bank approving a new card, has not answered within the polling window;
 * the booking exists and keeps its reference.
 */
export function Processing(props: {
  waitingFor: 'wallet' | 'card'
  bookingId: string | null
  onCheck: () => void
  onPayAnotherWay?: () => void
}) {
  const { t } = useTranslation()
  const card = props.waitingFor === 'card'
  return (
    <FormAlert
      tone="info"
      title={t(card ? 'booking.checkout.cardPendingTitle' : 'booking.checkout.processingTitle')}
    >
      <p>{t(card ? 'booking.checkout.cardPendingBody' : 'booking.checkout.processingBody')}</p>
      {props.bookingId ? (
        <p>
          {t('booking.checkout.reference')}{' '}
          <bdi className={css({ fontWeight: 'semibold' })}>{props.bookingId}</bdi>
        </p>
      ) : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <button type="button" className={button({ variant: 'outline' })} onClick={props.onCheck}>
          {t('booking.checkout.checkAgain')}
        </button>
        {props.onPayAnotherWay ? (
          <button
            type="button"
            className={button({ variant: 'ghost' })}
            onClick={props.onPayAnotherWay}
          >
            {t('booking.checkout.payAnotherWay')}
          </button>
        ) : null}
      </div>
    </FormAlert>
  )
}

/** The booking exists but is unpaid: its trip is fixed, and its page is where it changes. */
export function HeldBooking(props: { bookingId: string }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  return (
    <FormAlert tone="info" title={t('booking.checkout.heldTitle')}>
      <p>{t('booking.checkout.heldBody')}</p>
      <p>
        {t('booking.checkout.reference')}{' '}
        <bdi className={css({ fontWeight: 'semibold' })}>{props.bookingId}</bdi>
      </p>
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
