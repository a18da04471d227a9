import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { RegisterPage } from '../../features/auth/components/register-page'
import { citySearch, lazySearch, redirectSearch } from '../-search'

export const Route = createFileRoute('/{-$locale}/register')({
  // The page talks to the session machine, which loads in the background; wait for it here.
  beforeLoad: ({ context }) => context.auth.load(),
  validateSearch: lazySearch(() => z.object({ redirect: redirectSearch(), city: citySearch() })),
  component: RegisterRoute,
})

function RegisterRoute() {
  const { redirect, city } = Route.useSearch()
  return <RegisterPage redirect={redirect} city={city} />
}
