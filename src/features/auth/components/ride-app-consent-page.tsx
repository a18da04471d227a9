import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { PageHeading } from '../../../components/ui/page-heading'
import { localePrefix } from '../../../domain/locales'
import { useLocale } from '../../../i18n/use-locale'

/** The sandbox ride app hands out this code for its one user, Karim Nasser. */
const SANDBOX_RIDE_APP_CODE = 'sandbox-ride-app'

const page = css({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: '4',
  bg: 'bg.brandSubtle',
})

const card = css({
  width: 'min(100%, 440px)',
  display: 'grid',
  gap: '4',
  padding: { base: '5', tabletS: '8' },
  bg: 'bg.surface',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border.default',
  boxShadow: 'sm',
})

/**
 * Sandbox stand-in for the ride app's consent screen: continuing returns to the app's OAuth
 * callback with a code, as the real ride app would; the invalid code shows the failure path.
 */
export function RideAppConsentPage(props: { redirect: string | undefined }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const navigate = useNavigate()
  const prefix = localePrefix(locale)
  const answer = (code: string) =>
    void navigate({
      to: '/{-$locale}/login/careem',
      params: { locale: prefix },
      search: { code, redirect: props.redirect },
    })
  return (
    <main className={page}>
      <section aria-labelledby="page-title" className={card}>
        <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.brand' })}>
          {t('sandbox.challenge.badge')}
        </p>
        <PageHeading id="page-title">{t('auth.rideAppConsent.title')}</PageHeading>
        <p className={css({ color: 'fg.muted' })}>{t('auth.rideAppConsent.body')}</p>
        <div className={css({ display: 'grid', gap: '2' })}>
          <button type="button" className={button()} onClick={() => answer(SANDBOX_RIDE_APP_CODE)}>
            {t('auth.rideAppConsent.continue', { name: 'Karim Nasser' })}
          </button>
          <button
            type="button"
            className={button({ variant: 'outline' })}
            onClick={() => answer('sandbox-invalid-code')}
          >
            {t('auth.rideAppConsent.invalid')}
          </button>
          <Link
            to="/{-$locale}/login"
            params={{ locale: prefix }}
            search={{ redirect: props.redirect }}
            className={button({ variant: 'ghost' })}
          >
            {t('auth.rideAppConsent.cancel')}
          </Link>
        </div>
      </section>
    </main>
  )
}
