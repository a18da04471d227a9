import {
  DEFAULT_FLAGS,
  ENDPOINT_FAMILIES,
  resetControls,
  updateControls,
  type FaultRule,
  type SandboxFlags,
} from './lib/controls'
import type { PERSONAS, RIDE_APP_USER } from './seed/personas'

// Named sandbox set-ups for demos, manual testing and tests: who is logged in, which page opens
// and how the fake platform behaves. Applying one always starts from default controls, so
// scenarios never stack. This module stays free of browser APIs (Node tests use it).

/** A persona's email (docs/sandbox.md, "Personas"), or the ride-app user's. */
export type ScenarioPersona = (typeof PERSONAS)[number]['email'] | (typeof RIDE_APP_USER)['email']

/** What a scenario changes in the controls; anything left out stays at its default. */
export interface ScenarioControls {
  latencyMs?: number
  faults?: readonly FaultRule[]
  clockOffsetMs?: number
  flags?: Partial<SandboxFlags>
}

export interface Scenario {
  id: string
  title: string
  description: string
  /** Logged in when the scenario is applied; without one the scenario logs out. */
  persona?: ScenarioPersona
  /** App path opened after applying (with the /rental base); otherwise the page reloads. */
  path?: string
  controls: ScenarioControls
}

export const SCENARIOS = [
  {
    id: 'customer',
    title: 'Returning customer',
    description:
      'customer@: documents approved, a saved Visa card, one upcoming, one active and one completed booking.',
    persona: 'customer@rental.test',
    controls: {},
  },
  {
    id: 'new-customer',
    title: 'New customer',
    description: 'new@: no documents, no cards and no bookings yet; identity checks come first.',
    persona: 'new@rental.test',
    controls: {},
  },
  {
    id: 'banned',
    title: 'Banned customer',
    description: 'banned@: the account is banned, so booking is refused.',
    persona: 'banned@rental.test',
    controls: {},
  },
  {
    id: 'vip',
    title: 'VIP customer',
    description: 'vip@: a VIP with the payment revamp enabled and a saved Visa card.',
    persona: 'vip@rental.test',
    controls: {},
  },
  {
    id: 'tourist-uae',
    title: 'Tourist in the UAE',
    description: 'tourist.uae@: a visitor to the UAE who needs tourist documents.',
    persona: 'tourist.uae@rental.test',
    controls: {},
  },
  {
    id: 'tourist-ksa',
    title: 'Tourist in Saudi Arabia',
    description: 'tourist.ksa@: a visitor to Saudi Arabia, browsing cars in Riyadh.',
    persona: 'tourist.ksa@rental.test',
    path: '/rental/riyadh/cars',
    controls: {},
  },
  {
    id: 'riyadh-mada',
    title: 'Riyadh customer with mada cards',
    description:
      'riyadh@ in Riyadh with three cards: mada authorised, mada not authorised and a non-mada Visa.',
    persona: 'riyadh@rental.test',
    path: '/rental/riyadh/cars',
    controls: {},
  },
  {
    id: 'arabic',
    title: 'Arabic-speaking customer',
    description: 'arabic@: prefers Arabic; the app opens in Arabic, right to left.',
    persona: 'arabic@rental.test',
    path: '/rental/ar-DXB/dubai/cars',
    controls: {},
  },
  {
    id: 'ride-app',
    title: 'Ride-app user',
    description: 'Arrives through the ride-app login (code sandbox-ride-app) and pays by wallet.',
    persona: 'rideapp@rental.test',
    controls: {},
  },
  {
    id: '3ds-failure',
    title: '3-D Secure fails',
    description: 'customer@: every 3-D Secure or wallet challenge is declined.',
    persona: 'customer@rental.test',
    controls: { flags: { challenge: 'decline' } },
  },
  {
    id: '3ds-timeout',
    title: '3-D Secure never completes',
    description: 'customer@: challenges stay pending forever, so payment polling times out.',
    persona: 'customer@rental.test',
    controls: { flags: { challenge: 'never' } },
  },
  {
    id: 'kyc-rejected',
    title: 'Documents rejected',
    description: 'new@: every uploaded identity document is declined on review.',
    persona: 'new@rental.test',
    path: '/rental/documents',
    controls: { flags: { documentReview: 'decline' } },
  },
  {
    id: 'car-sold-out',
    title: 'Car sold out',
    description: 'customer@: every booking attempt finds the car already taken (409).',
    persona: 'customer@rental.test',
    controls: { flags: { carsSoldOut: true } },
  },
  {
    id: 'slow-network',
    title: 'Slow network',
    description: 'Every platform call takes 2.5 seconds longer.',
    path: '/rental/dubai/cars',
    controls: { latencyMs: 2500 },
  },
  {
    id: 'server-error',
    title: 'Availability down',
    description: 'Availability calls answer 500 until the fault is cleared.',
    path: '/rental/dubai/cars',
    controls: {
      faults: [{ family: 'availability', fault: { kind: 'status', status: 500 } }],
    },
  },
  {
    id: 'rate-limited',
    title: 'Rate limited once',
    description: 'The next configuration call answers 429 with Retry-After: 2; the retry succeeds.',
    path: '/rental/dubai/cars',
    controls: {
      faults: [
        {
          family: 'configuration',
          fault: { kind: 'status', status: 429, retryAfterSeconds: 2 },
          remaining: 1,
        },
      ],
    },
  },
  {
    id: 'platform-offline',
    title: 'Platform offline',
    description: 'Every platform call fails with a network error until the faults are cleared.',
    path: '/rental/dubai/cars',
    controls: {
      faults: ENDPOINT_FAMILIES.map((family): FaultRule => ({
        family,
        fault: { kind: 'network' },
      })),
    },
  },
] as const satisfies readonly Scenario[]

export type ScenarioId = (typeof SCENARIOS)[number]['id']

export function findScenario(id: string): Scenario | undefined {
  return SCENARIOS.find((scenario) => scenario.id === id)
}

export function isScenarioId(id: string): id is ScenarioId {
  return findScenario(id) !== undefined
}

/**
 * Puts the controls in the scenario's state: defaults first, then its latency, faults, clock and
 * flags, and records it as the active scenario. Logging in is the caller's job.
 */
export function applyScenarioControls(id: ScenarioId): Scenario {
  const scenario = findScenario(id)
  if (!scenario) throw new Error(`Unknown sandbox scenario "${id}"`)
  resetControls()
  const wanted = scenario.controls
  updateControls((draft) => {
    draft.latencyMs = wanted.latencyMs ?? 0
    // Copies, so counting a fault down never changes the scenario's definition.
    draft.faults = (wanted.faults ?? []).map((rule) => ({ ...rule, fault: { ...rule.fault } }))
    draft.clockOffsetMs = wanted.clockOffsetMs ?? 0
    draft.flags = { ...DEFAULT_FLAGS, ...wanted.flags }
    draft.scenario = scenario.id
  })
  return scenario
}
