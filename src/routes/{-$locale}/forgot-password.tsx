import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '../../features/auth/components/forgot-password-page'
import { citySearch, searchParams, redirectSearch } from '../-search'

export const Route = createFileRoute('/{-$locale}/forgot-password')({
  // The page talks to the session machine, which loads in the background; wait for it here.
  beforeLoad: ({ context }) => context.auth.load(),
  validateSearch: searchParams({ redirect: redirectSearch, city: citySearch }),
  component: ForgotPasswordRoute,
})

function ForgotPasswordRoute() {
  const { redirect, city } = Route.useSearch()
  return <ForgotPasswordPage redirect={redirect} city={city} />
}
