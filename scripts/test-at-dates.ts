import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pinnedTestInstant, TEST_NOW_VARIABLE } from '../mocks/lib/test-clock'
import { SEED_CITIES } from '../mocks/seed/cities'
import { instantsAroundSeedDates } from './lib/test-dates'

// Runs the unit and feature tests (Vitest) once per instant around the seed's holidays, a month
// end and a year end, with RENTAL_TEST_NOW set to it, and writes pass/fail per instant to a
// results file. CI runs the suite at the one pinned instant; this is for trying the others.
//
//   npm run test:dates                                  every instant, every test file
//   npm run test:dates -- --at 2027-03-19T09:00:00+04:00 src/routes/-cars.test.tsx
//   npm run test:dates -- --list                        print the instants and stop
//
// Arguments other than the options are Vitest file filters.

const RESULTS_FILE = 'test-results/test-at-dates.json'

interface InstantResult {
  instant: string
  passed: boolean
  tests: { passed: number; failed: number }
  failed: string[]
  seconds: number
}

interface VitestJson {
  numPassedTests?: number
  numFailedTests?: number
  testResults?: {
    name: string
    assertionResults?: { fullName: string; status: string }[]
  }[]
}

function readArguments(argv: readonly string[]) {
  const instants: string[] = []
  const filters: string[] = []
  let list = false
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]
    if (argument === '--at') {
      const value = argv[++index]
      if (!value) throw new Error('--at needs an instant, such as 2027-03-19T09:00:00+04:00')
      pinnedTestInstant(value)
      instants.push(value)
    } else if (argument === '--list') list = true
    else if (argument !== undefined) filters.push(argument)
  }
  return { instants, filters, list }
}

function runAt(instant: string, filters: readonly string[]): InstantResult {
  const report = join(tmpdir(), `test-at-dates-${process.pid}.json`)
  const started = performance.now()
  const run = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...filters,
    ],
    { stdio: 'inherit', env: { ...process.env, [TEST_NOW_VARIABLE]: instant } },
  )
  const seconds = Math.round((performance.now() - started) / 1000)
  let json: VitestJson = {}
  try {
    json = JSON.parse(readFileSync(report, 'utf8')) as VitestJson
    rmSync(report)
  } catch {
    // No report: Vitest did not get as far as running tests; the exit code says it failed.
  }
  const failed = (json.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${file.name.replace(`${process.cwd()}/`, '')} > ${test.fullName}`),
  )
  return {
    instant,
    passed: run.status === 0,
    tests: { passed: json.numPassedTests ?? 0, failed: json.numFailedTests ?? 0 },
    failed,
    seconds,
  }
}

function main(): void {
  const { instants: chosen, filters, list } = readArguments(process.argv.slice(2))
  const instants = chosen.length
    ? chosen
    : instantsAroundSeedDates(SEED_CITIES, pinnedTestInstant())
  if (list) {
    console.log(instants.join('\n'))
    return
  }
  const results: InstantResult[] = []
  const write = () => {
    mkdirSync(dirname(RESULTS_FILE), { recursive: true })
    writeFileSync(
      RESULTS_FILE,
      `${JSON.stringify(
        {
          ranAt: new Date().toISOString(),
          node: process.version,
          // A run's seconds are only comparable with the load it ran under.
          cpus: availableParallelism(),
          loadAverage: loadavg().map((load) => Math.round(load * 100) / 100),
          filters,
          results,
        },
        null,
        2,
      )}\n`,
    )
  }
  for (const instant of instants) {
    console.log(`\n${TEST_NOW_VARIABLE}=${instant}`)
    results.push(runAt(instant, filters))
    write()
  }
  console.table(
    results.map((result) => ({
      instant: result.instant,
      result: result.passed ? 'pass' : 'FAIL',
      passed: result.tests.passed,
      failed: result.tests.failed,
      seconds: result.seconds,
    })),
  )
  console.log(`Results: ${RESULTS_FILE}`)
  if (results.some((result) => !result.passed)) process.exitCode = 1
}

main()
