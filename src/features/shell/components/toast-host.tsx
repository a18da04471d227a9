import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import type { Direction } from '../../../domain/locales'
import {
  subscribeToastsWanted,
  TOAST_DURATION_MS,
  toastsWanted,
  toasterMounted,
} from '../../../lib/toast'

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

function Mounted() {
  useEffect(() => {
    toasterMounted()
  }, [])
  return null
}

/**
 * SPEC §2: toasts top-right (mirrored in RTL), coloured by kind, closing after 10 seconds. The
 * toaster is put on the page with the first toast (src/lib/toast.ts), not with the page.
 */
export function ToastHost({ direction }: { direction: Direction }) {
  const wanted = useSyncExternalStore(subscribeToastsWanted, toastsWanted, () => false)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Toaster
        position={direction === 'rtl' ? 'top-left' : 'top-right'}
        dir={direction}
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
      />
      <Mounted />
    </Suspense>
  )
}
