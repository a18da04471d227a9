import { createFileRoute, notFound } from '@tanstack/react-router'
import { RideAppConsentPage } from '../../../features/auth/components/ride-app-consent-page'
import { env } from '../../../lib/env'
import { searchParams, redirectSearch } from '../../-search'

/** Sandbox only: stands in for the ride app's login and consent screen. */
export const Route = createFileRoute('/{-$locale}/sandbox/ride-app-login')({
  validateSearch: searchParams({ redirect: redirectSearch }),
  beforeLoad: () => {
    if (!env.isSandbox) throw notFound()
  },
  staticData: { layout: 'none' },
  component: RideAppLoginRoute,
})

function RideAppLoginRoute() {
  const { redirect } = Route.useSearch()
  return <RideAppConsentPage redirect={redirect} />
}
