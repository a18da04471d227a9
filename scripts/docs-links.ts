import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

// Relative links in the README and docs/ break silently when a page is renamed or a heading
// changes; this finds every one whose file or heading is missing, the way GitHub resolves them.

export interface BrokenLink {
  /** The Markdown file holding the link, relative to the root. */
  file: string
  target: string
  reason: 'no such file' | 'no such heading'
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const line of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)
    if (!heading?.[1]) continue
    const slug = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count === 0 ? slug : `${slug}-${count}`)
  }
  return anchors
}

/** The lines outside fenced code blocks. */
function proseLines(markdown: string): string[] {
  const lines: string[] = []
  let fenced = false
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced
      continue
    }
    if (!fenced) lines.push(line)
  }
  return lines
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i

/** Every relative link (and same-page anchor) in `files` whose target does not resolve. */
export function findBrokenLinks(root: string, files: readonly string[]): BrokenLink[] {
  const broken: BrokenLink[] = []
  const anchorsOf = new Map<string, Set<string>>()
  const anchors = (path: string) => {
    let found = anchorsOf.get(path)
    if (!found) {
      found = headingAnchors(readFileSync(path, 'utf8'))
      anchorsOf.set(path, found)
    }
    return found
  }
  for (const file of files) {
    const path = resolve(root, file)
    for (const line of proseLines(readFileSync(path, 'utf8'))) {
      // A link written inside inline code is text, not a link.
      const prose = line.replace(/`[^`]*`/g, '')
      for (const match of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        const target = match[1]
        if (!target || EXTERNAL.test(target)) continue
        const [pathPart = '', anchor] = target.split('#', 2)
        const linked = pathPart === '' ? path : resolve(dirname(path), decodeURI(pathPart))
        if (!existsSync(linked)) {
          broken.push({ file: relative(root, path), target, reason: 'no such file' })
        } else if (anchor && linked.endsWith('.md') && !anchors(linked).has(anchor)) {
          broken.push({ file: relative(root, path), target, reason: 'no such heading' })
        }
      }
    }
  }
  return broken
}

/** README.md and every Markdown file under docs/, relative to `root`. */
export function documentationFiles(root: string): string[] {
  const files = ['README.md']
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir))) {
      const path = join(dir, name)
      if (statSync(join(root, path)).isDirectory()) walk(path)
      else if (name.endsWith('.md')) files.push(path)
    }
  }
  if (existsSync(join(root, 'docs'))) walk('docs')
  return files
}
