import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { fleetSize } from '../mocks/seed/fleet'
import { generateFleet } from '../mocks/seed/listings'

// Browser builds (and the dev server) get the sandbox's fleet as plain data generated here, at
// build time, with the same faker seed Node uses: faker (~140 KB gz) never reaches the browser,
// and the page's first platform call does not wait for thousands of random draws.

export const FLEET_SOURCE = fileURLToPath(new URL('../mocks/seed/fleet-source.ts', import.meta.url))

/** The module that stands in for `mocks/seed/fleet-source.ts` in the browser. */
export function prebuiltFleetModule(count: number): string {
  // A JSON string parses faster than the same object literal (one pass, no JS grammar).
  const data = JSON.stringify(JSON.stringify(generateFleet(count)))
  return [
    '// Generated at build time by scripts/sandbox-plugins.ts from mocks/seed/listings.ts.',
    `const FLEET = JSON.parse(${data})`,
    'export function fleetOf(count) {',
    '  if (count > FLEET.length) throw new Error(`The prebuilt fleet has ${FLEET.length} cars, not ${count}`)',
    '  return FLEET.slice(0, count)',
    '}',
    '',
  ].join('\n')
}

/** `VITE_SEED_LISTINGS` sizes the prebuilt fleet, as it sizes the browser's seed. */
export function sandboxFleet(env: Record<string, string>): Plugin {
  const count = fleetSize(env.VITE_SEED_LISTINGS)
  return {
    name: 'rental-sandbox-fleet',
    enforce: 'pre',
    // Vitest runs in Node, where the seed is generated as usual.
    apply: () => !process.env.VITEST,
    load(id) {
      if (id.split('?')[0] === FLEET_SOURCE) return prebuiltFleetModule(count)
      return undefined
    },
  }
}

/**
 * MSW's cookie store wants tough-cookie, whose public-suffix list (tldts, ~105 KB gz) would sit on
 * the sandbox's critical path; the browser gets the small jar in `mocks/lib/cookie-jar-lite.ts`.
 */
export function sandboxCookieJar(): Plugin {
  return {
    name: 'rental-sandbox-cookie-jar',
    apply: () => !process.env.VITEST,
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^tough-cookie$/,
            replacement: fileURLToPath(new URL('../mocks/lib/cookie-jar-lite.ts', import.meta.url)),
          },
        ],
      },
    }),
  }
}
