import { Link } from '@tanstack/react-router'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { localePrefix, type LocationLanguageOption } from '../../../domain/locales'
import { useCurrentCity, useLocale } from '../../../i18n/use-locale'
import { AccountMenu } from './account-menu'
import { LocationSwitcher } from './location-switcher'

export const bar = css({
  bg: 'bg.surface',
  borderBlockEndWidth: '1px',
  borderColor: 'border.default',
  position: 'sticky',
  insetBlockStart: '0',
  zIndex: 10,
})

export const inner = css({
  maxWidth: 'container',
  marginInline: 'auto',
  paddingInline: { base: '4', laptop: '6' },
  minBlockSize: 'var(--header-block-size)',
  display: 'flex',
  alignItems: 'center',
  gap: '3',
})

const brand = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  fontWeight: 'bold',
  fontSize: 'xl',
  color: 'fg.brand',
  textDecoration: 'none',
  minHeight: '44px',
  marginInlineEnd: 'auto',
})

// Under 375 px the logo alone stands for the brand, so the switcher and the account entry fit
// on one line; the word stays for screen readers as the link's name.
const brandWord = css({ srOnly: { base: true, mobileM: false } })

export function AppHeader({ options }: { options: readonly LocationLanguageOption[] }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const city = useCurrentCity()
  const prefix = localePrefix(locale)
  return (
    <header className={bar}>
      <div className={inner}>
        <Link
          to="/{-$locale}/$city/cars"
          params={{ locale: prefix, city: city.slug }}
          className={brand}
        >
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={28} height={28} />
          <span className={brandWord}>{t('brand.name')}</span>
        </Link>
        <LocationSwitcher options={options} />
        <AccountMenu />
      </div>
    </header>
  )
}
