import { HttpResponse } from 'msw'
import { sandboxControlPaths as paths } from '../../src/api/paths'
import { checkControl, controlRoute, readControlBody } from '../lib/control-route'
import { errorResponse, noContent } from '../lib/respond'
import {
  changeClock,
  clearFaults,
  clockBodySchema,
  faultBodySchema,
  faultIndexSchema,
  flagsBodySchema,
  injectFault,
  latencyBodySchema,
  loginBodySchema,
  removeFault,
  resetSandbox,
  scenarioBodySchema,
  setFlags,
  setLatency,
  snapshotControls,
} from '../lib/sandbox-controls'
import { featureBodySchema, setFeature } from '../lib/features'
import { withoutSession, withSession } from '../lib/session'
import { nowIso } from '../lib/time'
import { findUserByEmail } from '../lib/users'
import { applyScenarioControls, findScenario, isScenarioId, SCENARIOS } from '../scenarios'

// The sandbox controls over HTTP (docs/sandbox.md, "Standalone platform server"): the same
// functions as `window.rentalSandbox`, which calls the session ones through here too. Sessions are
// started with the signed cookie a real login sets, answered with Set-Cookie outside the page.

/** The controls after a change, with the sandbox's idea of now (it follows the clock). */
function controlsAnswer(): Response {
  return HttpResponse.json({ ...snapshotControls(), now: nowIso() })
}

function unknownUser(email: string): Response {
  return errorResponse(404, `No account uses ${email}`, { code: 'USER_NOT_FOUND' })
}

export const sandboxControlHandlers = [
  controlRoute('get', paths.controls, () => controlsAnswer()),

  controlRoute('post', paths.reset, async () => {
    await resetSandbox()
    return withoutSession(controlsAnswer())
  }),

  controlRoute('get', paths.scenarios, () => HttpResponse.json({ scenarios: SCENARIOS })),

  // Like rentalSandbox.applyScenario() without the navigation: the answer carries the path.
  controlRoute('post', paths.scenario, async ({ request }) => {
    const { id } = await readControlBody(request, scenarioBodySchema)
    if (!isScenarioId(id)) {
      const known = SCENARIOS.map((scenario) => scenario.id).join(', ')
      return errorResponse(404, `Unknown scenario "${id}" (known: ${known})`, {
        code: 'SCENARIO_NOT_FOUND',
      })
    }
    const persona = findScenario(id)?.persona
    const user = persona === undefined ? undefined : findUserByEmail(persona)
    // Checked before anything changes, so a missing persona leaves the sandbox as it was.
    if (persona !== undefined && !user) return unknownUser(persona)
    const scenario = { ...applyScenarioControls(id) }
    return user ? withSession(user.userId, scenario) : withoutSession(HttpResponse.json(scenario))
  }),

  // Any account, without its password: the sandbox is a test bench, not a login.
  controlRoute('post', paths.login, async ({ request }) => {
    const { email } = await readControlBody(request, loginBodySchema)
    const user = findUserByEmail(email)
    if (!user) return unknownUser(email)
    return withSession(user.userId, { userId: user.userId, email: user.email })
  }),

  controlRoute('post', paths.logout, () => withoutSession(noContent())),

  controlRoute('post', paths.faults, async ({ request }) => {
    injectFault(await readControlBody(request, faultBodySchema))
    return controlsAnswer()
  }),

  controlRoute<{ index: string }>('delete', paths.fault, ({ params }) => {
    const index = checkControl(faultIndexSchema, params.index)
    if (!removeFault(index)) {
      return errorResponse(404, `There is no fault at index ${index}`, {
        code: 'FAULT_NOT_FOUND',
      })
    }
    return controlsAnswer()
  }),

  controlRoute('delete', paths.faults, () => {
    clearFaults()
    return controlsAnswer()
  }),

  controlRoute('put', paths.latency, async ({ request }) => {
    setLatency((await readControlBody(request, latencyBodySchema)).ms)
    return controlsAnswer()
  }),

  controlRoute('post', paths.clock, async ({ request }) => {
    changeClock(await readControlBody(request, clockBodySchema))
    return controlsAnswer()
  }),

  controlRoute('put', paths.flags, async ({ request }) => {
    setFlags(await readControlBody(request, flagsBodySchema))
    return controlsAnswer()
  }),

  // A SPEC §6 flag for everyone, or for one account (an override that wins over the default).
  controlRoute('put', paths.features, async ({ request }) => {
    const change = await readControlBody(request, featureBodySchema)
    const user = change.email === undefined ? undefined : findUserByEmail(change.email)
    if (change.email !== undefined && !user) return unknownUser(change.email)
    const feature = await setFeature(change.key, change.enabled, user?.userId)
    return feature
      ? HttpResponse.json(feature)
      : errorResponse(404, `Unknown feature ${change.key}`, { code: 'FEATURE_NOT_FOUND' })
  }),
]
