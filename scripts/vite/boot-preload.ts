import type { HtmlTagDescriptor, Plugin } from 'vite'

// src/main.tsx evaluates the app in stages (one dynamic import each, a task between them), so no
// single task runs all of the first load's code. Left to the bundler, each stage's files would be
// asked for only when the stage before had run: a round trip per stage. The page asks for all of
// them with the entry instead (modulepreload: fetched and compiled, run when their stage comes).

/** What the build's bundle says of a chunk (Rolldown's output chunk, the fields used here). */
export interface BundleChunk {
  type: 'chunk' | 'asset'
  fileName: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

/**
 * The files of the entry's boot stages (everything src/main.tsx imports dynamically) and their
 * static imports, once each, without what the entry loads itself.
 */
export function bootFiles(bundle: Record<string, BundleChunk>): string[] {
  const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk')
  const entry = chunks.find((chunk) => chunk.isEntry)
  if (!entry) return []
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const closure = (fileName: string, into: string[], skip: readonly string[] = []) => {
    if (skip.includes(fileName) || into.includes(fileName)) return into
    into.push(fileName)
    for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into, skip)
    return into
  }
  // The entry's own static imports are preloaded by Vite already.
  const first = closure(entry.fileName, [])
  const files: string[] = []
  for (const fileName of entry.dynamicImports ?? []) closure(fileName, files, first)
  return files
}

export function bootPreload(): Plugin {
  let base = '/'
  return {
    name: 'rental:boot-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        const bundle = (context.bundle ?? {}) as Record<string, BundleChunk>
        return bootFiles(bundle).map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head',
        }))
      },
    },
  }
}
