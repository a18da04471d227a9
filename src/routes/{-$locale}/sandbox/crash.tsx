import { createFileRoute, notFound } from '@tanstack/react-router'
import { env } from '../../../lib/env'

/** Sandbox only: a page that fails to render, to demo and test the global fallback. */
export const Route = createFileRoute('/{-$locale}/sandbox/crash')({
  beforeLoad: () => {
    if (!env.isSandbox) throw notFound()
  },
  component: CrashRoute,
})

function CrashRoute(): never {
  throw new Error('Sandbox crash requested')
}
