import { Link } from '@tanstack/react-router'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { PageHeading } from '../../../components/ui/page-heading'
import { CITIES } from '../../../domain/cities'
import { localePrefix } from '../../../domain/locales'
import { useLocale } from '../../../i18n/use-locale'

const list = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', tabletS: 'repeat(2, 1fr)', laptop: 'repeat(3, 1fr)' },
  gap: '3',
  listStyle: 'none',
  padding: '0',
})

const cityLink = css({
  display: 'block',
  padding: '4',
  minHeight: '44px',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  fontWeight: 'semibold',
  color: 'fg.brand',
  textDecoration: 'none',
  _hover: { borderColor: 'bg.brand' },
})

/** Unknown paths and unknown cities: say so and offer the six cities. */
export function NotFoundPage() {
  const { t } = useTranslation()
  const { locale } = useLocale()
  return (
    <section
      aria-labelledby="not-found-title"
      className={css({ display: 'grid', gap: '5', paddingBlock: '8' })}
    >
      <PageHeading id="not-found-title">{t('notFound.title')}</PageHeading>
      <p className={css({ color: 'fg.muted' })}>{t('notFound.body')}</p>
      <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {t('notFound.chooseCity')}
      </h2>
      <ul className={list}>
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
    </section>
  )
}
