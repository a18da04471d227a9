/** Below SPEC §9's `tablet` breakpoint (768 px) counts as a phone. */
export const PHONE_MEDIA_QUERY = '(max-width: 767.98px)'

export function isPhoneViewport(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(PHONE_MEDIA_QUERY).matches
}
