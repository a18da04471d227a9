import { createFileRoute, notFound } from '@tanstack/react-router'
import { RideAppConsentPage } from '../../../features/auth/components/ride-app-consent-page'
import { sandboxBuild } from '../../../lib/env'
import { searchParams, redirectSearch } from '../../-search'

/** Sandbox only: stands in for the ride app's login and consent screen. */
export const Route = createFileRoute('/{-$locale}/sandbox/ride-app-login')({
  validateSearch: searchParams({ redirect: redirectSearch }),
  beforeLoad: () => {
    if (!sandboxBuild) throw notFound()
  },
  staticData: { layout: 'none' },
  component: SandboxOnly,
})

// Beside beforeLoad's not-found: a build without the sandbox drops the page's code.
function SandboxOnly() {
  return sandboxBuild ? <RideAppLoginRoute /> : null
}

function RideAppLoginRoute() {
  const { redirect } = Route.useSearch()
  return <RideAppConsentPage redirect={redirect} />
}
