/**
 * Where a 3-D Secure or wallet redirect goes: the platform's URL, told where to come back to
 * unless it already says (a wallet intent carries the return URL it was created with). A URL
 * of this app stays a path, so the sandbox's challenge page is reached without a reload of origin.
 */
export function challengeTarget(url: string, returnUrl: string, origin: string): string {
  const target = new URL(url, origin)
  if (!target.searchParams.has('returnUrl')) target.searchParams.set('returnUrl', returnUrl)
  return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : target.href
}
