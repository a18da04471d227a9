import { createFileRoute, notFound } from '@tanstack/react-router'
import { sandboxBuild } from '../../../lib/env'

/** Sandbox only: a page that fails to render, to demo and test the global fallback. */
export const Route = createFileRoute('/{-$locale}/sandbox/crash')({
  beforeLoad: () => {
    if (!sandboxBuild) throw notFound()
  },
  component: SandboxOnly,
})

// Beside beforeLoad's not-found: a build without the sandbox drops the page's code.
function SandboxOnly() {
  return sandboxBuild ? <CrashRoute /> : null
}

function CrashRoute(): never {
  throw new Error('Sandbox crash requested')
}
