import { afterEach, describe, expect, it, vi } from 'vitest'
import { getBusinessHours } from '../src/api/availability'
import { getCity, getCitySettings } from '../src/api/configuration'
import { db } from './db'
import { controls, DEFAULT_FLAGS } from './lib/controls'
import { startPlatformForTests } from './lib/test-platform'
import { nowInstant } from './lib/time'
import { server } from './node'
import { SCENARIOS } from './scenarios'
import { applyScenarioControls, injectFault, moveClock, setFlags } from './testing'

startPlatformForTests()

/** The status of every answer the platform gives while a test runs. */
function recordAnswers(): { path: string; status: number }[] {
  const answers: { path: string; status: number }[] = []
  const listener = ({ request, response }: { request: Request; response: Response }) => {
    answers.push({ path: new URL(request.url).pathname, status: response.status })
  }
  server.events.on('response:mocked', listener)
  afterEach(() => {
    server.events.removeListener('response:mocked', listener)
  })
  return answers
}

describe('the scenario list', () => {
  it('has unique ids, app paths under /rental and personas that exist in the seed', () => {
    const ids = SCENARIOS.map((scenario) => scenario.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const scenario of SCENARIOS) {
      if ('path' in scenario) expect(scenario.path).toMatch(/^\/rental\//)
      if ('persona' in scenario) {
        const email = scenario.persona
        expect(
          db.users.findFirst((q) => q.where({ email })),
          email,
        ).toBeDefined()
      }
    }
  })

  it('covers what demos and tests need', () => {
    expect(SCENARIOS.map((scenario) => scenario.id)).toEqual(
      expect.arrayContaining([
        'banned',
        'vip',
        'tourist-uae',
        'tourist-ksa',
        'riyadh-mada',
        'arabic',
        'new-customer',
        'ride-app',
        '3ds-failure',
        '3ds-timeout',
        'kyc-rejected',
        'car-sold-out',
        'slow-network',
        'server-error',
        'rate-limited',
        'platform-offline',
      ]),
    )
  })
})

describe('applyScenarioControls', () => {
  it('starts from the defaults, so scenarios never stack', () => {
    injectFault('payment', { kind: 'network' })
    moveClock(86_400_000)
    setFlags({ carsSoldOut: true })
    applyScenarioControls('3ds-failure')
    expect(controls).toEqual({
      latencyMs: 0,
      faults: [],
      clockOffsetMs: 0,
      flags: { ...DEFAULT_FLAGS, challenge: 'decline' },
      scenario: '3ds-failure',
    })
    applyScenarioControls('slow-network')
    expect(controls.latencyMs).toBe(2500)
    expect(controls.flags).toEqual(DEFAULT_FLAGS)
  })

  it('rate-limited: one 429 with Retry-After 2 on configuration, then the retry succeeds', async () => {
    const answers = recordAnswers()
    applyScenarioControls('rate-limited')
    const started = Date.now()
    const settings = await getCitySettings('DAILY', 'DXB')
    expect(settings.cityCode).toBe('DXB')
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900)
    expect(answers.map((answer) => answer.status)).toEqual([429, 200])
    expect(controls.faults).toEqual([])

    // Used up: the next call goes straight through, and the definition is untouched.
    await getCitySettings('DAILY', 'AUH')
    expect(answers).toHaveLength(3)
    expect(SCENARIOS.find((scenario) => scenario.id === 'rate-limited')?.controls).toMatchObject({
      faults: [{ remaining: 1 }],
    })
  })

  it('server-error: availability answers 500 until cleared, after the client gave up retrying', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const answers = recordAnswers()
      applyScenarioControls('server-error')
      const call = getBusinessHours({ cityCode: 'DXB', deliveryType: 'SELF_PICKUP' })
      const failure = call.catch((error: unknown) => error)
      await vi.advanceTimersByTimeAsync(20_000)
      expect(await failure).toMatchObject({ kind: 'http', status: 500 })
      expect(answers.map((answer) => answer.status)).toEqual([500, 500, 500, 500])
      // Other families are unaffected.
      await expect(getCity('DXB')).resolves.toMatchObject({ code: 'DXB' })
      expect(controls.faults).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('platform-offline: every family fails with a network error until cleared', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      applyScenarioControls('platform-offline')
      const failure = getCity('DXB').catch((error: unknown) => error)
      await vi.advanceTimersByTimeAsync(20_000)
      expect(await failure).toMatchObject({ kind: 'network' })
      expect(new Set(controls.faults.map((rule) => rule.family)).size).toBe(8)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('the test helpers', () => {
  it('injectFault counts down and then lets calls through', async () => {
    const answers = recordAnswers()
    injectFault('configuration', { kind: 'status', status: 404 }, 1)
    await expect(getCity('DXB')).rejects.toMatchObject({ status: 404 })
    await expect(getCity('DXB')).resolves.toMatchObject({ code: 'DXB' })
    expect(answers.map((answer) => answer.status)).toEqual([404, 200])
  })

  it('moveClock moves the platform clock', () => {
    const before = nowInstant().epochMilliseconds
    moveClock(3_600_000)
    expect(nowInstant().epochMilliseconds - before).toBeGreaterThanOrEqual(3_600_000)
  })
})
