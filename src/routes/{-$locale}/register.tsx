import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '../../features/auth/components/register-page'
import { citySearch, searchParams, redirectSearch } from '../-search'

export const Route = createFileRoute('/{-$locale}/register')({
  // The page talks to the session machine, which loads in the background; wait for it here.
  beforeLoad: ({ context }) => context.auth.load(),
  validateSearch: searchParams({ redirect: redirectSearch, city: citySearch }),
  component: RegisterRoute,
})

function RegisterRoute() {
  const { redirect, city } = Route.useSearch()
  return <RegisterPage redirect={redirect} city={city} />
}
