import { describe, expect, it } from 'vitest'
import { createSession } from './session'

describe('createSession', () => {
  it('evaluates the libraries, the schemas and the auth machine in tasks of their own, in that order', async () => {
    const steps: string[] = []
    // Each step queues a timer: a step that runs after it ran in a later task.
    const step = (name: string) => {
      steps.push(name)
      setTimeout(() => steps.push(`task after ${name}`), 0)
    }
    const session = createSession(() => steps.push('loaded'), {
      libraries: [() => Promise.resolve(step('zod')), () => Promise.resolve(step('xstate'))],
      schemas: () => Promise.resolve(step('schemas')),
      actor: async () => {
        step('actor')
        return import('./auth-actor')
      },
    })
    step('app created')
    await session.load()
    expect(steps.slice(0, 8)).toEqual([
      'app created',
      'task after app created',
      'zod',
      'xstate',
      'task after zod',
      'task after xstate',
      'schemas',
      'task after schemas',
    ])
    expect(steps.indexOf('actor')).toBeGreaterThan(steps.indexOf('task after schemas'))
    expect(steps).toContain('loaded')
    expect(session.actor).toBeDefined()
    session.actor?.stop()
  })
})
