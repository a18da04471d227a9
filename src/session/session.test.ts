import { describe, expect, it } from 'vitest'
import { createSession } from './session'

describe('createSession', () => {
  it('evaluates the schemas and the auth machine in tasks of their own, the schemas first', async () => {
    const steps: string[] = []
    const session = createSession(() => steps.push('loaded'), {
      schemas: () => {
        steps.push('schemas')
        // A task boundary before the machine's code: a timer queued now runs before it loads.
        setTimeout(() => steps.push('another task'), 0)
        return Promise.resolve()
      },
      actor: async () => {
        steps.push('actor')
        return import('./auth-actor')
      },
    })
    await session.load()
    expect(steps.slice(0, 3)).toEqual(['schemas', 'another task', 'actor'])
    expect(steps).toContain('loaded')
    expect(session.actor).toBeDefined()
    session.actor?.stop()
  })
})
