import { readFile } from 'node:fs/promises'
import { parseBuildChunks } from './prerender/chunks'
import { prerenderBuild, reportLines } from './prerender/run'

// Renders the cars page of every city in both languages, and the car pages of each city's first
// page of cars, to static HTML in a finished build, and a page's frame into its index.html for
// every other page (docs/performance.md, "Prerendered pages"; the step itself is
// scripts/prerender/run.ts). vite.config.ts runs it after every browser build:
// `tsx scripts/prerender.ts <outDir> <mode> [<chunks.json>]`, the last the build's chunks as
// vite.config.ts writes them (each page's loader then asks for the page's own code).

const [outDir = 'dist', mode = 'production', chunksFile] = process.argv.slice(2)
const started = performance.now()
const chunks = chunksFile ? parseBuildChunks(await readFile(chunksFile, 'utf8')) : undefined
const result = await prerenderBuild(outDir, mode, chunks)
const [summary = '', ...skipped] = reportLines(result, performance.now() - started)
console.log(summary)
// A page left out still works (the app draws it), so the build goes on; each one says why.
for (const line of skipped) console.warn(line)
// The app's session and query timers would keep Node alive.
process.exit(0)
