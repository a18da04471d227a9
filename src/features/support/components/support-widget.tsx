import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useLayoutEffect, useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { configurationQueries } from '../../../api/queries/configuration-queries'
import { featureQueries } from '../../../api/queries/feature-queries'
import type { ProductType } from '../../../api/schemas/common'
import { ChatIcon } from '../../../components/ui/icons'
import type { CityInfo } from '../../../domain/cities'
import { FEATURE_KEYS } from '../../../domain/features'
import { useLocale } from '../../../i18n/use-locale'
import { holdFloatingDock } from '../../../lib/floating-dock'
import { useFeatureFlag } from '../../../lib/use-feature-flag'

// The dialogs load on first use: only the launcher button is part of the page's first load.
const SupportChat = lazy(() =>
  import('./support-chat').then((module) => ({ default: module.SupportChat })),
)
const RideAppContactPopup = lazy(() =>
  import('./ride-app-contact-popup').then((module) => ({ default: module.RideAppContactPopup })),
)

/** On phones the launcher is a round icon button, so it covers as little as possible. */
const launcherText = css({ display: { base: 'none', tablet: 'inline' } })

// Bottom inline-start (the sandbox panel's button sits at inline-end), inside the strip the shell
// reserves for floating controls, or in the side gutter on wide screens: never over a page's
// actions or prices (docs/decisions/011-floating-controls-never-cover-an-action-or-a-price.md).
const launcher = css({
  position: 'fixed',
  // Centred in the 64 px strip.
  insetBlockEnd: '2',
  insetInlineStart: { base: '3', tablet: '5' },
  zIndex: 30,
  _floatingGutter: {
    insetBlockEnd: '5',
    // Never wider than the gutter beside the 1240 px column.
    maxInlineSize: 'calc((100vw - 1240px) / 2 - 28px)',
  },
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '48px',
  minWidth: '48px',
  justifyContent: 'center',
  paddingInline: { base: '3', tablet: '4' },
  borderRadius: 'full',
  bg: 'bg.inverse',
  color: 'fg.inverse',
  fontWeight: 'semibold',
  boxShadow: 'lg',
  cursor: 'pointer',
  _hover: { bg: 'bg.brandHover' },
})

interface WidgetProps {
  city: CityInfo
  product: ProductType
}

/**
 * The support entry point of a page, per city, product and language (SPEC §1). Ride-app users
 * get the "contact us in the ride app" popup instead while its flag is on (SPEC §6).
 */
export function SupportWidget(props: WidgetProps & { rideAppUser: boolean }) {
  return props.rideAppUser ? <RideAppAwareSupport {...props} /> : <SupportChatLauncher {...props} />
}

/**
 * Only ride-app visitors need the flag, so only they ask for it; their launcher appears once the
 * flag is known, so a quick click never opens the wrong thing.
 */
function RideAppAwareSupport(props: WidgetProps) {
  const flags = useQuery(featureQueries.list())
  const popup = useFeatureFlag(FEATURE_KEYS.rideAppContactUsPopup)
  if (flags.isPending) return null
  return popup ? <RideAppLauncher /> : <SupportChatLauncher {...props} />
}

function RideAppLauncher() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [started, setStarted] = useState(false)
  return (
    <>
      <Launcher
        label={t('support.open')}
        onOpen={() => {
          setStarted(true)
          setOpen(true)
        }}
      />
      {started ? (
        <Suspense fallback={null}>
          <RideAppContactPopup open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}

function SupportChatLauncher({ city, product }: WidgetProps) {
  const { t } = useTranslation()
  const { language } = useLocale()
  const [open, setOpen] = useState(false)
  // The conversation survives closing and reopening the chat.
  const [started, setStarted] = useState(false)
  const settings = useQuery({
    ...configurationQueries.citySettings(product, city.code),
    enabled: open,
  })
  const cityName = t(`cities.${city.slug}`)
  const productName = t(product === 'DAILY' ? 'filters.product.daily' : 'filters.product.monthly')
  return (
    <>
      <Launcher
        label={t('support.open')}
        onOpen={() => {
          setStarted(true)
          setOpen(true)
        }}
      />
      {started ? (
        <Suspense fallback={null}>
          <SupportChat
            // One conversation per city, product and language.
            key={`${city.code}-${product}-${language}`}
            open={open}
            onClose={() => setOpen(false)}
            title={t('support.title', { city: cityName, product: productName })}
            languageName={t(`languages.${language}`)}
            cityName={cityName}
            hours={settings.data?.customerServiceInfo.businessHours}
          />
        </Suspense>
      ) : null}
    </>
  )
}

function Launcher(props: { label: string; onOpen: () => void }) {
  // The shell reserves its strip from this commit on, before the launcher is painted.
  useLayoutEffect(() => holdFloatingDock(), [])
  return (
    <button
      type="button"
      className={launcher}
      aria-haspopup="dialog"
      aria-label={props.label}
      data-floating-control=""
      onClick={props.onOpen}
    >
      <ChatIcon />
      <span className={launcherText}>{props.label}</span>
    </button>
  )
}
