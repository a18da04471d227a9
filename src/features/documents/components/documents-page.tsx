import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import type { KycCountry } from '../../../../machines/kyc/kyc.types'
import { bookingQueries } from '../../../api/queries/booking-queries'
import type { DriverType } from '../../../api/schemas/common'
import type { User } from '../../../api/schemas/user'
import { SimplePage } from '../../../components/ui/simple-page'
import { cityByCode, type CityInfo } from '../../../domain/cities'
import { localePrefix } from '../../../domain/locales'
import { useCurrentCity, useLocale } from '../../../i18n/use-locale'
import { KycFlow } from './kyc-flow'

const DRIVERS: readonly DriverType[] = ['MAIN', 'ADDITIONAL']

const tabs = css({ display: 'flex', flexWrap: 'wrap', gap: '2' })

/** SPEC §3 tourist flags exist for the UAE and Saudi Arabia; other cities follow the UAE's rules. */
function kycCountry(city: CityInfo): KycCountry {
  return city.countryCode === 'sa' ? 'sa' : 'ae'
}

/**
 * The documents page (SPEC §2): per driver, what the customer must hand in and where it stands.
 * The country of the booking's city (or of the city being browsed) decides the tourist rules.
 */
export function DocumentsPage(props: {
  user: User
  driverType: DriverType
  bookingId: string | undefined
}) {
  const { t } = useTranslation()
  const { locale, language } = useLocale()
  const currentCity = useCurrentCity()
  const bookings = useQuery({
    ...bookingQueries.list(props.user.userId),
    enabled: props.bookingId !== undefined,
  })
  const booking = bookings.data?.bookings.find((item) => item.bookingId === props.bookingId)
  const city = (booking ? cityByCode(booking.cityCode) : undefined) ?? currentCity
  const waitingForBooking = props.bookingId !== undefined && bookings.isPending

  return (
    <SimplePage title={t('pages.documents.title')} lead={t('pages.documents.lead')}>
      <nav aria-label={t('documents.drivers.label')} className={tabs}>
        {DRIVERS.map((driver) => (
          <Link
            key={driver}
            to="/{-$locale}/documents"
            params={{ locale: localePrefix(locale) }}
            search={{ driverType: driver, bookingId: props.bookingId }}
            aria-current={driver === props.driverType ? 'page' : undefined}
            className={cx(
              driver === props.driverType
                ? button({ variant: 'solid', size: 'sm' })
                : button({ variant: 'outline', size: 'sm' }),
            )}
          >
            {t(`documents.drivers.${driver}`)}
          </Link>
        ))}
      </nav>
      {waitingForBooking ? (
        <p aria-live="polite">{t('documents.stage.loading.title')}</p>
      ) : (
        <KycFlow
          key={`${props.driverType}-${city.code}`}
          input={{
            driverType: props.driverType,
            country: kycCountry(city),
            user: { isTouristUae: props.user.isTouristUae, isTouristKsa: props.user.isTouristKsa },
            language: language === 'ar' ? 'AR' : 'EN',
          }}
          country={kycCountry(city)}
          timeZone={city.timezone}
          bookingId={props.bookingId}
        />
      )}
    </SimplePage>
  )
}
