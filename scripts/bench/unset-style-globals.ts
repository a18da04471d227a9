import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { preset } from '@pandacss/preset-base'

// Panda's preset-base declares custom properties on every element and pseudo-element for
// its composite utilities (`filter: auto`, `backdropFilter: auto`, `transform: auto`, gradients,
// scroll snap, border spacing). The app uses none of those, so panda.config.ts drops the
// declarations: they sat in every element's style, through every style recalculation. A style
// that starts reading one would read nothing, so `npm run size` fails on it, and on the
// declarations coming back.

/** preset-base's rule on every element, whose custom properties the config drops. */
const EVERY_ELEMENT = '*, ::before, ::after, ::backdrop'

function presetGlobals(): readonly string[] {
  const rule = preset.globalCss[EVERY_ELEMENT]
  const names = Object.keys(rule ?? {}).filter((key) => key.startsWith('--'))
  if (names.length === 0) {
    throw new Error(
      `@pandacss/preset-base no longer declares custom properties on "${EVERY_ELEMENT}": check panda.config.ts and scripts/bench/unset-style-globals.ts`,
    )
  }
  return names
}

export const UNSET_STYLE_GLOBALS: readonly string[] = presetGlobals()

/** The dropped properties a stylesheet reads (`var(--name)` or `var(--name, …)`). */
export function unsetGlobalsRead(css: string): string[] {
  return UNSET_STYLE_GLOBALS.filter((name) => new RegExp(`var\\(\\s*${name}\\s*[,)]`).test(css))
}

/**
 * The dropped properties a stylesheet declares again on every element (preset-base's rule, whose
 * selectors start with `*`, came back). A utility class may set one for its own element: that
 * costs nothing beyond it.
 */
export function unsetGlobalsDeclared(css: string): string[] {
  const everyElement = [...css.matchAll(/(?:^|[{}])\s*(\*[^{}]*)\{([^}]*)\}/g)].map(
    (rule) => rule[2] ?? '',
  )
  return UNSET_STYLE_GLOBALS.filter((name) =>
    everyElement.some((body) => new RegExp(`(?:^|;)\\s*${name}\\s*:`).test(body)),
  )
}

export interface UnsetGlobalProblem {
  file: string
  name: string
  how: 'read' | 'declared'
}

/**
 * In a build's stylesheets: each dropped property a style reads (it would read nothing), and each
 * one declared again (the declarations on every element are back, with their cost).
 */
export async function findUnsetGlobalProblems(outDir: string): Promise<UnsetGlobalProblem[]> {
  const dir = join(outDir, 'assets')
  const found: UnsetGlobalProblem[] = []
  for (const file of await readdir(dir)) {
    if (!file.endsWith('.css')) continue
    const css = await readFile(join(dir, file), 'utf8')
    for (const name of unsetGlobalsRead(css)) found.push({ file, name, how: 'read' })
    for (const name of unsetGlobalsDeclared(css)) found.push({ file, name, how: 'declared' })
  }
  return found
}
