import { Link } from '@tanstack/react-router'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { CITIES } from '../../../domain/cities'
import { localePrefix } from '../../../domain/locales'
import { useLocale } from '../../../i18n/use-locale'

const footer = css({
  marginBlockStart: 'auto',
  bg: 'bg.inverse',
  color: 'fg.inverse',
})

const inner = css({
  maxWidth: 'container',
  marginInline: 'auto',
  paddingInline: { base: '4', laptop: '6' },
  paddingBlock: '8',
  display: 'grid',
  gap: '6',
})

const cityList = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  listStyle: 'none',
  padding: '0',
})

const cityLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  paddingInline: '2',
  color: 'fg.inverse',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
})

export function AppFooter() {
  const { t } = useTranslation()
  const { locale } = useLocale()
  return (
    <footer className={footer}>
      <div className={inner}>
        <nav aria-label={t('footer.cities')}>
          <h2 className={css({ fontWeight: 'semibold', marginBlockEnd: '2' })}>
            {t('footer.cities')}
          </h2>
          <ul className={cityList}>
            {CITIES.map((city) => (
              <li key={city.slug}>
                <Link
                  to="/{-$locale}/$city/cars"
                  params={{ locale: localePrefix(locale), city: city.slug }}
                  className={cityLink}
                >
                  {t(`cities.${city.slug}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={css({ fontSize: 'sm', opacity: 0.85 })}>{t('footer.tagline')}</p>
      </div>
    </footer>
  )
}
