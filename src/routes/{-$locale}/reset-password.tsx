import { createFileRoute } from '@tanstack/react-router'
import { searchParams, text } from '../-search'
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page'

/** The emailed token: opaque to us, so only its shape is checked. */
const tokenSearch = text(512, 1)

export const Route = createFileRoute('/{-$locale}/reset-password')({
  // The page talks to the session machine, which loads in the background; wait for it here.
  beforeLoad: ({ context }) => context.auth.load(),
  validateSearch: searchParams({ token: tokenSearch }),
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { token } = Route.useSearch()
  return <ResetPasswordPage token={token} />
}
