/** Below SPEC §9's `tablet` breakpoint (768 px) counts as a phone. */
export const PHONE_MEDIA_QUERY = '(max-width: 767.98px)'

let prerenderedForPhone = false

/**
 * Where there is no window (a page prerendered at build time), the viewport it is drawn for. A
 * prerendered page is hydrated only on that kind of screen (src/app/prerender/hydration.ts).
 */
export function prerenderForPhone(phone: boolean): void {
  prerenderedForPhone = phone
}

export function isPhoneViewport(): boolean {
  return typeof window === 'undefined'
    ? prerenderedForPhone
    : window.matchMedia(PHONE_MEDIA_QUERY).matches
}
