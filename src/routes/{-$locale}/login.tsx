import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '../../features/auth/components/login-page'
import { citySearch, searchParams, redirectSearch } from '../-search'

export const Route = createFileRoute('/{-$locale}/login')({
  // The page talks to the session machine, which loads in the background; wait for it here.
  beforeLoad: ({ context }) => context.auth.load(),
  validateSearch: searchParams({ redirect: redirectSearch, city: citySearch }),
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect, city } = Route.useSearch()
  return <LoginPage redirect={redirect} city={city} />
}
