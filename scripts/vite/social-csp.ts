// The Content-Security-Policy entries a configured build's sign-in providers need, and no more:
// Google Identity Services loads its client and stylesheet, draws its button in a frame and calls
// back to /gsi/ (Google's setup guide lists exactly these); Sign in with Apple JS is one script
// per language (the page's, English or Arabic), which draws its button in the page, and its popup
// is a window of its own, which the page's policy does not govern.

export interface SocialSources {
  script: string[]
  style: string[]
  frame: string[]
  connect: string[]
}

export function socialSources(env: Record<string, string | undefined>): SocialSources {
  const sources: SocialSources = { script: [], style: [], frame: [], connect: [] }
  if (env.VITE_GOOGLE_CLIENT_ID) {
    sources.script.push('https://accounts.google.com/gsi/client')
    sources.style.push('https://accounts.google.com/gsi/style')
    sources.frame.push('https://accounts.google.com/gsi/')
    sources.connect.push('https://accounts.google.com/gsi/')
  }
  if (env.VITE_APPLE_CLIENT_ID && env.VITE_APPLE_REDIRECT_URI) {
    for (const locale of ['en_US', 'ar_SA'])
      sources.script.push(
        `https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/${locale}/appleid.auth.js`,
      )
  }
  return sources
}
