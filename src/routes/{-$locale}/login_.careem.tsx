import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { RideAppCallbackPage } from '../../features/auth/components/ride-app-callback-page'
import { lazySearch, redirectSearch } from '../-search'

/**
 * The ride app's OAuth callback (`/login/careem?code&state…`). Not nested in /login (`login_`):
 * it has its own page. The page forwards the raw query, so only `redirect` and `code` are typed.
 */
export const Route = createFileRoute('/{-$locale}/login_/careem')({
  // The page talks to the session machine, which loads in the background; wait for it here.
  beforeLoad: ({ context }) => context.auth.load(),
  validateSearch: lazySearch(() =>
    z.object({
      redirect: redirectSearch(),
      code: z.catch(z.optional(z.string().check(z.maxLength(2000))), undefined),
    }),
  ),
  component: RideAppCallbackRoute,
})

function RideAppCallbackRoute() {
  const { redirect } = Route.useSearch()
  return <RideAppCallbackPage redirect={redirect} />
}
