import { createFileRoute, notFound } from '@tanstack/react-router'
import { ChallengePage } from '../../../features/sandbox/components/challenge-page'
import { sandboxBuild } from '../../../lib/env'
import { idSearch, searchParams, redirectSearch } from '../../-search'

/**
 * Sandbox only: the page a 3-D Secure or ride-app wallet redirect lands on. The tester approves
 * or declines, and the page returns to the app's return URL (only ever a path of this app).
 */
export const Route = createFileRoute('/{-$locale}/sandbox/challenge')({
  validateSearch: searchParams({ challenge: idSearch, returnUrl: redirectSearch }),
  beforeLoad: () => {
    if (!sandboxBuild) throw notFound()
  },
  staticData: { layout: 'none' },
  component: SandboxOnly,
})

// Beside beforeLoad's not-found: a build without the sandbox drops the page's code.
function SandboxOnly() {
  return sandboxBuild ? <ChallengeRoute /> : null
}

function ChallengeRoute() {
  const { challenge, returnUrl } = Route.useSearch()
  return <ChallengePage challengeId={challenge} returnUrl={returnUrl} />
}
