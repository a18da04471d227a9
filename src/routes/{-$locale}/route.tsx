import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { featureQueries } from '../../api/queries/feature-queries'
import { isArabicAvailable } from '../../domain/features'
import { DEFAULT_LOCALE, localePrefix, parseLocaleCode, withLanguage } from '../../domain/locales'
import { env } from '../../lib/env'

/**
 * The optional locale prefix. Unknown prefixes are not found; the default locale and odd casing
 * redirect to the canonical URL; Arabic on the internal environment needs its flag (SPEC §6).
 */
export const Route = createFileRoute('/{-$locale}')({
  // A first segment that is not a locale is not this route's: `/dubai` is a city, not a prefix.
  params: {
    parse: (raw) =>
      raw.locale === undefined || parseLocaleCode(raw.locale) ? { locale: raw.locale } : false,
  },
  beforeLoad: async ({ params, location, context }) => {
    if (params.locale === undefined) return
    const code = parseLocaleCode(params.locale)
    if (!code) throw notFound()
    let target = code
    if (env.appEnvironment === 'internal' && code.startsWith('ar-')) {
      const features = await context.queryClient.query(featureQueries.list()).catch(() => undefined)
      if (!isArabicAvailable(env.appEnvironment, features?.features))
        target = withLanguage(code, 'en')
    }
    if (target === DEFAULT_LOCALE || target !== params.locale) {
      const rest = location.pathname.split('/').slice(2).join('/')
      const prefix = localePrefix(target)
      throw redirect({
        href: `/${prefix ? `${prefix}/` : ''}${rest}${location.searchStr}`,
        replace: true,
      })
    }
  },
})
