import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { ForgotPasswordPage } from '../../features/auth/components/forgot-password-page'
import { citySearch, lazySearch, redirectSearch } from '../-search'

export const Route = createFileRoute('/{-$locale}/forgot-password')({
  // The page talks to the session machine, which loads in the background; wait for it here.
  beforeLoad: ({ context }) => context.auth.load(),
  validateSearch: lazySearch(() => z.object({ redirect: redirectSearch(), city: citySearch() })),
  component: ForgotPasswordRoute,
})

function ForgotPasswordRoute() {
  const { redirect, city } = Route.useSearch()
  return <ForgotPasswordPage redirect={redirect} city={city} />
}
