import { lazy, Suspense, useEffect, type ComponentType } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import type { ToasterProps } from 'sonner'
import type { Direction } from '../../../domain/locales'
import { retriedWhenOnline } from '../../../domain/connection'
import { TOAST_DURATION_MS, toasterMounted } from '../../../lib/toast'

// Toasts are never worth the page: if sonner cannot be loaded the page goes on without them
// instead of falling to its error state. Offline (the connection dropped while the page started)
// it is fetched again once the browser is back online, so "You're back online" still shows. The
// failure is caught around the whole import: the bundler wraps the import in the loading of its
// stylesheet, and a handler chained on the import itself would miss a stylesheet that failed.
const loadSonner = retriedWhenOnline(() => import('../../../lib/sonner'))

async function loadToaster(): Promise<{ default: ComponentType<ToasterProps> }> {
  try {
    const { Toaster } = await loadSonner()
    return { default: Toaster }
  } catch {
    return { default: () => null }
  }
}

const Toaster = lazy(loadToaster)

function Mounted() {
  useEffect(() => {
    toasterMounted()
  }, [])
  return null
}

// Under the sticky header (its row and its 1 px rule), never over its language button or the
// account menu: a toast stays 10 s. Sonner's own offsets elsewhere (24 px, 16 px on phones).
const BELOW_HEADER = 'calc(var(--header-block-size) + 1px + 12px)'
const BELOW_HEADER_ON_PHONES = 'calc(var(--header-block-size) + 1px + 8px)'

// Alt+T moves focus to the toasts (sonner's default key, named here so the label says it).
const HOTKEY = ['altKey', 'KeyT']
const HOTKEY_LABEL = 'Alt+T'

/**
 * SPEC §2: toasts top-right (mirrored in RTL) below the header, coloured by kind, closing after
 * 10 seconds. On phones they span the width, so below the header matters most there.
 */
export function ToastHost({ direction }: { direction: Direction }) {
  const { t } = useTranslation()
  return (
    <Suspense fallback={null}>
      <Toaster
        position={direction === 'rtl' ? 'top-left' : 'top-right'}
        dir={direction}
        duration={TOAST_DURATION_MS}
        offset={{ top: BELOW_HEADER }}
        mobileOffset={{ top: BELOW_HEADER_ON_PHONES }}
        richColors
        closeButton
        hotkey={HOTKEY}
        // The whole label: sonner would add its own "alt+T" to `containerAriaLabel`.
        customAriaLabel={t('toasts.region', { shortcut: HOTKEY_LABEL })}
        toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
      />
      <Mounted />
    </Suspense>
  )
}
