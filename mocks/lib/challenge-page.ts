import { safeRedirectPath } from '../../src/domain/redirect'
import type { ChallengeRecord } from '../db'

// The bank's 3-D Secure page as the standalone platform serves it. A real platform's redirect
// leads out of the app to the card issuer's page, which then sends the customer back; a build
// without the sandbox has no in-app challenge page, so the standalone platform plays the issuer:
// a plain HTML page under its own base, deciding by a form post and redirecting back with 303.

/** Under the platform base (`/api` through a gateway). */
export const CHALLENGE_PAGE_PATH = '/sandbox/challenge-page'

let servedByPlatform = false

/** The standalone platform serves the challenge page itself; the in-page sandbox has the app's. */
export function serveChallengePageFromPlatform(on: boolean): void {
  servedByPlatform = on
}

export function challengePageServedByPlatform(): boolean {
  return servedByPlatform
}

const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

/** Where the page sends the customer back: a path of the app, else the app's home. */
export function challengeReturnHref(returnUrl: string | null): string {
  return `/rental${safeRedirectPath(returnUrl ?? undefined) ?? '/'}`
}

/** The page for a pending challenge: what it is for, and Approve / Decline (English and Arabic). */
export function challengePageHtml(
  challenge: ChallengeRecord,
  returnUrl: string | null,
  action: string,
): string {
  const amount =
    challenge.amount === null
      ? 'No charge · دون خصم'
      : `${challenge.amount} ${challenge.currency ?? ''}`.trim()
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`
  const decision = (outcome: 'APPROVE' | 'DECLINE', label: string) =>
    `<form method="post" action="${escapeHtml(action)}">${hidden('challenge', challenge.challengeId)}` +
    `${returnUrl === null ? '' : hidden('returnUrl', returnUrl)}${hidden('outcome', outcome)}` +
    `<button type="submit">${label}</button></form>`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Card verification · التحقق من البطاقة</title>
<style>body{font:16px system-ui,sans-serif;margin:2rem auto;max-inline-size:32rem;padding-inline:1rem}
button{font:inherit;padding:.75rem 1.25rem;margin-block:.25rem;min-inline-size:10rem}</style></head>
<body><main>
<h1>Card verification <span lang="ar" dir="rtl">التحقق من البطاقة</span></h1>
<p>Test issuer standing in for the card's bank. <span lang="ar" dir="rtl">مصرف تجريبي بدلاً من مصرف البطاقة.</span></p>
<p>${escapeHtml(challenge.description)} ${escapeHtml(amount)}</p>
${decision('APPROVE', 'Approve · موافقة')}
${decision('DECLINE', 'Decline · رفض')}
</main></body></html>`
}
