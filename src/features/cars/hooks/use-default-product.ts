import { useSyncExternalStore } from 'react'
import type { ProductType } from '../../../api/schemas/common'
import { isPhoneViewport, PHONE_MEDIA_QUERY } from '../../../lib/viewport'

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_MEDIA_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** SPEC §4: DAILY on wide screens, MONTHLY on phones, following the viewport as it changes. */
export function defaultProductFor(phone: boolean): ProductType {
  return phone ? 'MONTHLY' : 'DAILY'
}

/** Whether the screen is a phone's (PHONE_MEDIA_QUERY), following the viewport as it changes. */
export function usePhoneViewport(): boolean {
  return useSyncExternalStore(subscribe, isPhoneViewport, isPhoneViewport)
}

export function useDefaultProduct(): ProductType {
  return defaultProductFor(usePhoneViewport())
}
