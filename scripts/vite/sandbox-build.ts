import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'vite'

// The sandbox (mocks/: passwordless login, fault injection on `window.rentalSandbox`, the MSW
// worker, the /api/sandbox controls) is a demo and test tool. A build carries it only when asked:
// the dev server and tests run it, a build runs it in the modes below or with VITE_SANDBOX=true,
// and a build for the production environment never does.

/** Build modes that are the sandbox unless VITE_SANDBOX says otherwise (`npm run build:e2e`, `build:sandbox`). */
export const SANDBOX_BUILD_MODES: readonly string[] = ['e2e', 'sandbox']

/** Files of `public/` that only the sandbox uses: the service worker and MSW's worker it imports. */
export const SANDBOX_PUBLIC_FILES: readonly string[] = ['sandbox-worker.js', 'mockServiceWorker.js']

export interface SandboxChoice {
  sandbox: boolean
  /** Why, in words a build error can quote. */
  reason: string
}

interface SandboxInput {
  command: 'build' | 'serve'
  mode: string
  env: Record<string, string | undefined>
}

export function resolveSandbox({ command, mode, env }: SandboxInput): SandboxChoice {
  const value = env.VITE_SANDBOX ?? ''
  if (value === 'true') return { sandbox: true, reason: 'VITE_SANDBOX=true' }
  if (value === 'false') return { sandbox: false, reason: 'VITE_SANDBOX=false' }
  if (value !== '') {
    throw new Error(
      `VITE_SANDBOX must be "true" or "false" (or unset), not ${JSON.stringify(value)}`,
    )
  }
  if (command === 'serve') return { sandbox: true, reason: 'the dev server runs the sandbox' }
  return SANDBOX_BUILD_MODES.includes(mode)
    ? { sandbox: true, reason: `a build in mode "${mode}" is a sandbox build` }
    : { sandbox: false, reason: `a build in mode "${mode}" leaves the sandbox out` }
}

/** The message that stops a build for the production environment that would carry the sandbox. */
export function sandboxInProductionError(
  choice: SandboxChoice,
  appEnv: string | undefined,
): string | undefined {
  if (!choice.sandbox || appEnv !== 'production') return undefined
  return [
    `VITE_APP_ENV=production with the sandbox on (${choice.reason}).`,
    'A production build must not carry the sandbox: passwordless login, fault injection on',
    'window.rentalSandbox, the MSW worker and the /api/sandbox controls.',
    'Build without it (VITE_SANDBOX=false, or plain `npm run build`), or leave VITE_APP_ENV',
    'unset for a demo build (`npm run build:sandbox`).',
  ].join('\n')
}

/**
 * The value every module reads as `import.meta.env.VITE_SANDBOX`: always "true" or "false", so
 * `!== 'false'` checks fold at build time and a build without the sandbox drops its imports.
 */
export function sandboxDefine(choice: SandboxChoice): Record<string, string> {
  return { 'import.meta.env.VITE_SANDBOX': JSON.stringify(String(choice.sandbox)) }
}

/** Refuses the production environment with the sandbox; leaves the sandbox's workers out of other builds. */
export function sandboxBuild(choice: SandboxChoice, appEnv: string | undefined): Plugin {
  return {
    name: 'rental:sandbox-build',
    apply: 'build',
    configResolved() {
      const error = sandboxInProductionError(choice, appEnv)
      if (error) throw new Error(error)
    },
    // `public/` is copied into the output before the bundle is written.
    async writeBundle(options) {
      if (choice.sandbox || !options.dir) return
      const dir = options.dir
      await Promise.all(SANDBOX_PUBLIC_FILES.map((file) => rm(join(dir, file), { force: true })))
    },
  }
}
