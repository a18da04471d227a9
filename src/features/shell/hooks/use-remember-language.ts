import { useMutation } from '@tanstack/react-query'
import { identityCalls } from '../../../api/queries/platform-calls'
import type { Language } from '../../../domain/locales'
import { useSession, useUser } from '../../../session/use-auth'

/**
 * A logged-in customer who switches language keeps it: the platform stores it as their preferred
 * language, so the next login lands in it too.
 */
export function useRememberLanguage(): (language: Language) => void {
  const user = useUser()
  // Read when the answer comes: following the actor would draw the header again as it loads.
  const session = useSession()
  const mutation = useMutation({
    mutationFn: async (language: 'EN' | 'AR') =>
      (await identityCalls()).setPreferredLanguage(language),
    onSuccess: (updated) => session.actor?.send({ type: 'user.updated', user: updated }),
  })
  return (language) => {
    const wanted = language === 'ar' ? 'AR' : 'EN'
    if (user && user.preferredLanguage !== wanted) mutation.mutate(wanted)
  }
}
