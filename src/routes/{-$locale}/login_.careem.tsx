import { createFileRoute } from '@tanstack/react-router'
import { RideAppCallbackPage } from '../../features/auth/components/ride-app-callback-page'
import { redirectSearch, searchParams, text } from '../-search'

/**
 * The ride app's OAuth callback (`/login/careem?code&state…`). Not nested in /login (`login_`):
 * it has its own page. The page forwards the raw query, so only `redirect` and `code` are typed.
 */
export const Route = createFileRoute('/{-$locale}/login_/careem')({
  // The page talks to the session machine, which loads in the background; wait for it here.
  beforeLoad: ({ context }) => context.auth.load(),
  validateSearch: searchParams({
    redirect: redirectSearch,
    code: text(2000),
  }),
  component: RideAppCallbackRoute,
})

function RideAppCallbackRoute() {
  const { redirect } = Route.useSearch()
  return <RideAppCallbackPage redirect={redirect} />
}
