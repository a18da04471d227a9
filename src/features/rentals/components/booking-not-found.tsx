import { Link } from '@tanstack/react-router'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { PageHeading } from '../../../components/ui/page-heading'
import { localePrefix } from '../../../domain/locales'
import { useCurrentCity, useLocale } from '../../../i18n/use-locale'

/** A booking id that is not the customer's (or not anyone's): say so, and offer a way on. */
export function BookingNotFound() {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const city = useCurrentCity()
  const prefix = localePrefix(locale)
  return (
    <section
      aria-labelledby="booking-not-found-title"
      className={css({ display: 'grid', gap: '4', justifyItems: 'start', paddingBlock: '8' })}
    >
      <PageHeading id="booking-not-found-title">{t('postBooking.notFound.title')}</PageHeading>
      <p className={css({ color: 'fg.muted', maxWidth: '60ch' })}>
        {t('postBooking.notFound.body')}
      </p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <Link to="/{-$locale}/myrentals" params={{ locale: prefix }} className={button()}>
          {t('postBooking.actions.rentals')}
        </Link>
        <Link
          to="/{-$locale}/$city/cars"
          params={{ locale: prefix, city: city.slug }}
          className={button({ variant: 'outline' })}
        >
          {t('postBooking.notFound.browse')}
        </Link>
      </div>
    </section>
  )
}
