// Runs npm scripts side by side and fails when any of them fails. The static checks are
// single-threaded (tsc, ESLint, Prettier): on a 2-core machine running them together saves the
// time of the shorter ones. Each script's output is printed whole when it ends, so the log reads
// like a sequential run.
import { spawn } from 'node:child_process'

interface Outcome {
  script: string
  code: number
  output: string
  seconds: number
}

export function runScript(script: string): Promise<Outcome> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const finish = (code: number) =>
      resolve({ script, code, output, seconds: (performance.now() - started) / 1000 })
    child.on('error', (error) => {
      output += `${error.message}\n`
      finish(1)
    })
    child.on('close', (code) => finish(code ?? 1))
  })
}

export async function runParallel(scripts: readonly string[]): Promise<number> {
  const outcomes = await Promise.all(
    scripts.map((script) =>
      runScript(script).then((outcome) => {
        const verdict = outcome.code === 0 ? 'ok' : `failed (exit ${String(outcome.code)})`
        process.stdout.write(`\n> ${script}: ${verdict} in ${outcome.seconds.toFixed(1)} s\n`)
        process.stdout.write(outcome.output)
        return outcome
      }),
    ),
  )
  const failed = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.script)
  if (failed.length > 0) process.stderr.write(`\nFailed: ${failed.join(', ')}\n`)
  return failed.length > 0 ? 1 : 0
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const scripts = process.argv.slice(2)
  if (scripts.length === 0) {
    process.stderr.write('usage: tsx scripts/run-parallel.ts <npm script>...\n')
    process.exit(2)
  }
  process.exitCode = await runParallel(scripts)
}
