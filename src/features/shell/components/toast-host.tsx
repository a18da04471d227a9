import { lazy, Suspense, useEffect } from 'react'
import type { Direction } from '../../../domain/locales'
import { TOAST_DURATION_MS, toasterMounted } from '../../../lib/toast'

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

function Mounted() {
  useEffect(() => {
    toasterMounted()
  }, [])
  return null
}

/** SPEC §2: toasts top-right (mirrored in RTL), coloured by kind, closing after 10 seconds. */
export function ToastHost({ direction }: { direction: Direction }) {
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
