import { Link, useMatches } from '@tanstack/react-router'
import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import { GlobeIcon } from '../../../components/ui/line-icon'
import { cityByCode, type CitySlug } from '../../../domain/cities'
import { localePrefix, type LocationLanguageOption } from '../../../domain/locales'
import { useCurrentCity, useLocale } from '../../../i18n/use-locale'
import { useDisclosure } from '../hooks/use-disclosure'
import { useRememberLanguage } from '../hooks/use-remember-language'

const trigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '44px',
  paddingInline: '3',
  borderRadius: 'control',
  borderWidth: '1px',
  borderColor: 'border.strong',
  bg: 'bg.surface',
  cursor: 'pointer',
  fontSize: 'sm',
  fontWeight: 'medium',
  _hover: { bg: 'bg.subtle' },
})

// On phones the panel spans the header (the sticky header is its containing block), so no
// column is cut off whichever side the trigger sits on; from tablets it hangs from the trigger.
const container = css({ position: { base: 'static', tablet: 'relative' } })

const panel = css({
  position: 'absolute',
  insetInlineStart: { base: '3', tablet: 'auto' },
  insetInlineEnd: { base: '3', tablet: '0' },
  insetBlockStart: 'calc(100% + 8px)',
  zIndex: 20,
  width: { base: 'auto', tablet: 'min(92vw, 420px)' },
  maxHeight: '70vh',
  overflowY: 'auto',
  padding: '4',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  boxShadow: 'lg',
  display: 'grid',
  gap: '3',
})

const optionGrid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: '2',
  listStyle: 'none',
  padding: '0',
  margin: '0',
})

const optionLink = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '44px',
  paddingInline: '3',
  borderRadius: 'control',
  borderWidth: '1px',
  borderColor: 'border.default',
  color: 'fg.default',
  textDecoration: 'none',
  fontSize: 'sm',
  _hover: { bg: 'bg.subtle' },
  // The router marks the active link `page`; our own marker is `true`.
  '&[aria-current=true], &[aria-current=page]': {
    borderColor: 'bg.brand',
    bg: 'bg.brandSubtle',
    fontWeight: 'semibold',
  },
})

// Under 425 px the flag stands for the language (the button's name still says it in full).
const languageWord = css({ display: { base: 'none', mobileL: 'inline' } })

function citySlugOf(option: LocationLanguageOption): CitySlug {
  return cityByCode(option.cityCode)?.slug ?? 'dubai'
}

/**
 * SPEC §3 location-language options. Choosing one keeps the customer on the same page in the
 * new language and city (a car belongs to its city, so car details fall back to that city's list).
 */
export function LocationSwitcher({ options }: { options: readonly LocationLanguageOption[] }) {
  const { t } = useTranslation()
  const rememberLanguage = useRememberLanguage()
  const { language } = useLocale()
  const city = useCurrentCity()
  const { open, toggle, close, containerRef, triggerProps, panelId } = useDisclosure()
  const leafRouteId = useMatches({ select: (matches) => matches.at(-1)?.routeId })
  const onCarDetails = leafRouteId === '/{-$locale}/$city/cars/$listingsId'

  const cityCodes = [...new Set(options.map((option) => option.cityCode))]

  return (
    <div ref={containerRef} className={container}>
      <button
        {...triggerProps}
        type="button"
        className={trigger}
        aria-label={t('header.locationLanguage', {
          language: t(`languages.${language}`),
          city: t(`cities.${city.slug}`),
        })}
        onClick={toggle}
      >
        {/* A line icon, not the language's flag emoji: the flags show in the options (SPEC §3),
            and a system without an emoji font searches every font for the flag's glyphs during
            the page's first layout, a long task at 4× CPU, only to draw a box. */}
        <GlobeIcon />
        <span className={languageWord}>{t(`languages.${language}`)}</span>
        <span aria-hidden="true" className={cx(languageWord, css({ color: 'fg.subtle' }))}>
          ·
        </span>
        <span>{t(`cities.${city.slug}`)}</span>
      </button>
      {open ? (
        <nav id={panelId} aria-label={t('header.chooseLocation')} className={panel}>
          {cityCodes.map((code) => {
            const cityOptions = options.filter((option) => option.cityCode === code)
            const slug = cityByCode(code)?.slug ?? 'dubai'
            return (
              <div key={code} className={css({ display: 'grid', gap: '2' })}>
                <h2 className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted' })}>
                  {t(`cities.${slug}`)}
                </h2>
                <ul className={optionGrid}>
                  {cityOptions.map((option) => (
                    <li key={option.languageUtsCode}>
                      <SwitchLink
                        option={option}
                        current={option.serverLanguageCode === language && slug === city.slug}
                        leaveCarDetails={onCarDetails && slug !== city.slug}
                        onChoose={() => {
                          close()
                          rememberLanguage(option.serverLanguageCode)
                        }}
                      />
                    </li>
                  ))}
                </ul>
              </div>
            )
          })}
        </nav>
      ) : null}
    </div>
  )
}

function SwitchLink(props: {
  option: LocationLanguageOption
  current: boolean
  leaveCarDetails: boolean
  onChoose: () => void
}) {
  const { option, current } = props
  const locale = localePrefix(option.languageUtsCode)
  const city = citySlugOf(option)
  const content = (
    <>
      <span aria-hidden="true">{option.languageFlag}</span>
      <span lang={option.languageIsoCode}>{option.name}</span>
    </>
  )
  if (props.leaveCarDetails) {
    return (
      <Link
        to="/{-$locale}/$city/cars"
        params={{ locale, city }}
        className={optionLink}
        aria-current={current}
        onClick={props.onChoose}
      >
        {content}
      </Link>
    )
  }
  return (
    <Link
      to="."
      params={(previous) => ({ ...previous, locale, ...('city' in previous ? { city } : {}) })}
      search={(previous) => previous}
      className={optionLink}
      aria-current={current}
      onClick={props.onChoose}
    >
      {content}
    </Link>
  )
}
