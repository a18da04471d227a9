import { afterEach, describe, expect, it, vi } from 'vitest'
import { login } from '../src/api/auth'
import { getBusinessHours } from '../src/api/availability'
import { getCity, getCitySettings } from '../src/api/configuration'
import { getDocumentStatus, getKycStatus, uploadDocument } from '../src/api/identity'
import { addCardToken, getAllowedMethods } from '../src/api/payment'
import { getChallenge, tokenizeCard } from '../src/api/sandbox'
import { db } from './db'
import { controls, DEFAULT_FLAGS } from './lib/controls'
import { REVIEW_DELAY_MS } from './lib/kyc'
import { startPlatformForTests } from './lib/test-platform'
import { nowInstant } from './lib/time'
import { server } from './node'
import { PERSONA_PASSWORD } from './seed/personas'
import { SCENARIOS } from './scenarios'
import { applyScenarioControls, injectFault, moveClock, setFlags } from './testing'

startPlatformForTests()

interface Answer {
  path: string
  status: number
  retryAfter: string | null
}

/** Every answer the platform gives while a test runs. */
function recordAnswers(): Answer[] {
  const answers: Answer[] = []
  const listener = ({ request, response }: { request: Request; response: Response }) => {
    answers.push({
      path: new URL(request.url).pathname,
      status: response.status,
      retryAfter: response.headers.get('Retry-After'),
    })
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
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      const answers = recordAnswers()
      applyScenarioControls('rate-limited')
      const settings = getCitySettings('DAILY', 'DXB')
      // The client waits out the two seconds the 429 asked for before it asks again.
      await vi.advanceTimersByTimeAsync(1900)
      expect(answers.map(({ status, retryAfter }) => ({ status, retryAfter }))).toEqual([
        { status: 429, retryAfter: '2' },
      ])
      await vi.advanceTimersByTimeAsync(100)
      expect(answers.map((answer) => answer.status)).toEqual([429, 200])
      await expect(settings).resolves.toMatchObject({ cityCode: 'DXB' })
      expect(controls.faults).toEqual([])

      // Used up: the next call goes straight through, and the definition is untouched.
      await getCitySettings('DAILY', 'AUH')
      expect(answers.map((answer) => answer.status)).toEqual([429, 200, 200])
      expect(SCENARIOS.find((scenario) => scenario.id === 'rate-limited')?.controls).toMatchObject({
        faults: [{ remaining: 1 }],
      })
    } finally {
      vi.useRealTimers()
    }
  })

  it('server-error: availability answers 500 until cleared, after the client gave up retrying', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
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
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
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

describe('scenario behaviour', () => {
  const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 7, 7, 7, 7])

  it('kyc-rejected: uploads are accepted, then the review declines them', async () => {
    const scenario = applyScenarioControls('kyc-rejected')
    await login({ email: scenario.persona ?? '', password: PERSONA_PASSWORD })
    for (const documentType of ['EMIRATES_ID', 'DRIVING_LICENSE'] as const) {
      for (const side of ['FRONT', 'BACK'] as const) {
        await uploadDocument(
          { driverType: 'MAIN', documentType, side },
          new Blob([JPEG], { type: 'image/jpeg' }),
          'scan.jpg',
        )
      }
    }
    await expect(getKycStatus()).resolves.toMatchObject({ MAIN: { status: 'SUBMITTED' } })

    moveClock(REVIEW_DELAY_MS)
    const reviewed = await getDocumentStatus('MAIN')
    expect(reviewed.overallStatus).toBe('DECLINED')
    expect(reviewed.uploadedDocuments.map((document) => document.status)).toEqual(
      Array(4).fill('DECLINED'),
    )
    expect(reviewed.currentDocument).toBe('EMIRATES_ID')
    await expect(getKycStatus()).resolves.toMatchObject({ MAIN: { status: 'DECLINED' } })
  })

  it('3ds-timeout: the challenge never decides and the card stays PENDING', async () => {
    const scenario = applyScenarioControls('3ds-timeout')
    const { userId } = await login({ email: scenario.persona ?? '', password: PERSONA_PASSWORD })
    const token = await tokenizeCard({
      number: '4000000000003220',
      expiryMonth: 12,
      expiryYear: 2030,
      cvc: '123',
    })
    const added = await addCardToken(
      userId,
      { cardToken: token.token, currency: 'AED', cardNetwork: token.brand, cityCode: 'DXB' },
      'scenario-3ds-timeout',
    )
    expect(added.paymentMethod.status).toBe('PENDING')
    const challengeId =
      new URL(added.threeDsRedirectUrl ?? '', 'http://localhost').searchParams.get('challenge') ??
      ''
    // The challenge page is told to go straight back without deciding.
    await expect(getChallenge(challengeId)).resolves.toMatchObject({
      status: 'PENDING',
      mode: 'return',
    })

    moveClock(60 * 60_000)
    await expect(getChallenge(challengeId)).resolves.toMatchObject({ status: 'PENDING' })
    const methods = await getAllowedMethods(userId)
    expect(
      methods.paymentMethods.find(
        (method) => method.paymentMethodId === added.paymentMethod.paymentMethodId,
      )?.status,
    ).toBe('PENDING')
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
