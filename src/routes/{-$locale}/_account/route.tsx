import { createFileRoute, redirect } from '@tanstack/react-router'

/**
 * The customer's own pages (rentals, documents, profile, payment center). A visitor goes to
 * login with the page they wanted (path and query) as the redirect, and comes back to it.
 */
export const Route = createFileRoute('/{-$locale}/_account')({
  beforeLoad: async ({ context, location, params }) => {
    const user = await context.auth.currentUser()
    if (!user) {
      throw redirect({
        to: '/{-$locale}/login',
        params: { locale: params.locale },
        search: { redirect: location.href },
      })
    }
    return { user }
  },
})
