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

/** SPEC: a wallet that has not answered within the polling window; the booking exists. */
export function Processing(props: { bookingId: string | null; onCheck: () => void }) {
  const { t } = useTranslation()
  return (
    <FormAlert tone="info" title={t('booking.checkout.processingTitle')}>
      <p>{t('booking.checkout.processingBody')}</p>
      {props.bookingId ? (
        <p>
          {t('booking.checkout.reference')}{' '}
          <bdi className={css({ fontWeight: 'semibold' })}>{props.bookingId}</bdi>
        </p>
      ) : null}
      <button
        type="button"
        className={`${button({ variant: 'outline' })} ${css({ justifySelf: 'start' })}`}
        onClick={props.onCheck}
      >
        {t('booking.checkout.checkAgain')}
      </button>
    </FormAlert>
  )
}
