import { lazy, Suspense, useEffect, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import type { ToasterProps } from 'sonner'
import type { Direction } from '../../../domain/locales'
import { TOAST_DURATION_MS, toasterMounted } from '../../../lib/toast'

// Toasts are never worth the page: if sonner cannot be loaded (the network drops just then), the
// page goes on without them instead of falling to its error state.
const Toaster = lazy((): Promise<{ default: ComponentType<ToasterProps> }> =>
  import('sonner').then(
    (module) => ({ default: module.Toaster }),
    () => ({ default: () => null }),
  ),
)

function Mounted() {
  useEffect(() => {
    toasterMounted()
  }, [])
  return null
}

// Alt+T moves focus to the toasts (sonner's default key, named here so the label says it).
const HOTKEY = ['altKey', 'KeyT']
const HOTKEY_LABEL = 'Alt+T'

/** SPEC §2: toasts top-right (mirrored in RTL), coloured by kind, closing after 10 seconds. */
export function ToastHost({ direction }: { direction: Direction }) {
  const { t } = useTranslation()
  return (
    <Suspense fallback={null}>
      <Toaster
        position={direction === 'rtl' ? 'top-left' : 'top-right'}
        dir={direction}
        duration={TOAST_DURATION_MS}
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
