import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { lazySearch } from '../-search'
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page'

/** The emailed token: opaque to us, so only its shape is checked. */
const tokenSearch = () =>
  z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(512))), undefined)

export const Route = createFileRoute('/{-$locale}/reset-password')({
  // The page talks to the session machine, which loads in the background; wait for it here.
  beforeLoad: ({ context }) => context.auth.load(),
  validateSearch: lazySearch(() => z.object({ token: tokenSearch() })),
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { token } = Route.useSearch()
  return <ResetPasswordPage token={token} />
}
