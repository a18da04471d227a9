import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { PageHeading } from '../../../components/ui/page-heading'
import { localePrefix } from '../../../domain/locales'
import { useLocale } from '../../../i18n/use-locale'
import { sandboxBuild } from '../../../lib/env'

/** Sandbox stand-in for the ride app's home screen, where phone users land on back. */
export const Route = createFileRoute('/{-$locale}/sandbox/ride-app-home')({
  beforeLoad: () => {
    if (!sandboxBuild) throw notFound()
  },
  staticData: { layout: 'none' },
  component: SandboxOnly,
})

// Beside beforeLoad's not-found: a build without the sandbox drops the page's code.
function SandboxOnly() {
  return sandboxBuild ? <RideAppHome /> : null
}

function RideAppHome() {
  const { t } = useTranslation()
  const { locale } = useLocale()
  return (
    <main
      className={css({
        minHeight: '100dvh',
        display: 'grid',
        placeContent: 'center',
        gap: '4',
        padding: '6',
        textAlign: 'center',
        bg: 'bg.brandSubtle',
      })}
    >
      <PageHeading>{t('sandbox.rideAppHome.title')}</PageHeading>
      <p className={css({ maxWidth: '48ch', color: 'fg.muted' })}>
        {t('sandbox.rideAppHome.body')}
      </p>
      <Link
        to="/{-$locale}/$city/cars"
        params={{ locale: localePrefix(locale), city: 'dubai' }}
        className={button()}
      >
        {t('sandbox.rideAppHome.back')}
      </Link>
    </main>
  )
}
