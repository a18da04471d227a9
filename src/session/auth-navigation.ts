import type { QueryClient } from '@tanstack/react-query'
import type { RegisteredRouter } from '@tanstack/react-router'
import { featureQueries } from '../api/queries/feature-queries'
import { citySlugForLocale, resolveLocale } from '../domain/locales'
import { isCitySlug } from '../domain/cities'
import { postLoginPath } from '../domain/redirect'
import { i18n } from '../i18n/i18n'
import { clearPrivateStorage } from '../lib/private-storage'
import { notify } from '../lib/toast'
import type { AuthActor } from './auth-actor'

/**
 * Where the customer is: the URL's locale (`chosenLocale` only when the URL has one; without it
 * the location is the default by absence) and the city the page names, if any.
 */
function currentPlace(router: RegisteredRouter) {
  const { location } = router.state
  const params: Record<string, unknown> = router.state.matches.at(-1)?.params ?? {}
  const search: Record<string, unknown> = location.search
  const prefix = typeof params.locale === 'string' ? params.locale : undefined
  const locale = resolveLocale({ locale: prefix })
  const namedCity = [params.city, search.city].find(isCitySlug)
  const city = namedCity ?? citySlugForLocale(locale.locale)
  return {
    locale,
    chosenLocale: prefix === undefined ? undefined : locale,
    namedCity,
    city,
    search,
  }
}

/**
 * Where the session's announcements lead (SPEC §2): after login to the redirect target in the
 * user's language; after logout to the city's cars, with private data gone; when a session ends
 * by itself, a notice. The router is the one src/app/router.tsx registers with TanStack Router,
 * named by its registered type so the session never imports the composition root.
 */
export function wireAuthNavigation(
  auth: AuthActor,
  router: RegisteredRouter,
  queryClient: QueryClient,
) {
  // The platform resolves flags for the session's user (per-user overrides), so a new or ended
  // session reads them again. Logout drops them with the other private queries.
  const refreshFlags = () =>
    void queryClient.invalidateQueries({ queryKey: featureQueries.list().queryKey })
  const loggedIn = auth.on('loggedIn', ({ user }) => {
    refreshFlags()
    const { chosenLocale, namedCity, search } = currentPlace(router)
    const href = postLoginPath({
      redirect: search.redirect,
      citySlug: namedCity,
      locationCityCode: chosenLocale?.cityCode,
      preferredLanguage: user.preferredLanguage,
      homeCityCode: user.cityCode,
    })
    void router.navigate({ href, replace: true })
  })
  const loggedOut = auth.on('loggedOut', () => {
    clearPrivateStorage()
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'configuration' })
    const { locale, city } = currentPlace(router)
    void router.navigate({
      to: '/{-$locale}/$city/cars',
      params: { locale: locale.locale === 'en-DXB' ? undefined : locale.locale, city },
    })
  })
  const ended = auth.on('sessionEnded', () => {
    clearPrivateStorage()
    refreshFlags()
    notify.warning(i18n.t('auth.sessionEnded'))
  })
  return () => {
    loggedIn.unsubscribe()
    loggedOut.unsubscribe()
    ended.unsubscribe()
  }
}
