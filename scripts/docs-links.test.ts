import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { documentationFiles, findBrokenLinks, headingAnchors } from './docs-links'

const ROOT = resolve(import.meta.dirname, '..')

describe('links in the README and docs/', () => {
  it('all resolve to a file, and to a heading where they name one', () => {
    expect(findBrokenLinks(ROOT, documentationFiles(ROOT))).toEqual([])
  })
})

describe('findBrokenLinks', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  function site(files: Record<string, string>): string {
    dir = mkdtempSync(join(tmpdir(), 'docs-links-'))
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true })
      writeFileSync(join(dir, path), text)
    }
    return dir
  }

  it('reports a missing file and a missing heading, and passes what resolves', () => {
    const root = site({
      'README.md': [
        '# Rental',
        '## Pointing at a real platform',
        '[ok](docs/a.md) [ok](docs/a.md#calls-beyond-spec-7) [ok](#pointing-at-a-real-platform)',
        '[gone](docs/gone.md) [wrong](docs/a.md#no-such) [web](https://example.com/x.md)',
      ].join('\n'),
      'docs/a.md': '# A\n\n## Calls beyond SPEC §7\n\n[up](../README.md#rental)\n',
    })
    expect(findBrokenLinks(root, ['README.md', 'docs/a.md'])).toEqual([
      { file: 'README.md', target: 'docs/gone.md', reason: 'no such file' },
      { file: 'README.md', target: 'docs/a.md#no-such', reason: 'no such heading' },
    ])
  })

  it('ignores links inside code', () => {
    const root = site({
      'README.md': '`[x](missing.md)`\n\n```md\n[y](missing.md)\n```\n',
    })
    expect(findBrokenLinks(root, ['README.md'])).toEqual([])
  })

  it('lists the README and every page under docs/', () => {
    const root = site({ 'README.md': '', 'docs/a.md': '', 'docs/decisions/001-x.md': '' })
    expect(documentationFiles(root).sort()).toEqual(
      ['README.md', join('docs', 'a.md'), join('docs', 'decisions', '001-x.md')].sort(),
    )
  })
})

describe('headingAnchors', () => {
  it('slugs headings as GitHub does, numbering repeats and skipping code', () => {
    const anchors = headingAnchors(
      "# The sandbox\n## Panda's `css()` calls\n## Notes\n## Notes\n```\n# not a heading\n```\n",
    )
    expect([...anchors]).toEqual(['the-sandbox', 'pandas-css-calls', 'notes', 'notes-1'])
  })
})
