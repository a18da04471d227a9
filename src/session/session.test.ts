import { describe, expect, it, vi } from 'vitest'
import { yieldToMain } from '../domain/yield-to-main'
import { createSession } from './session'

describe('createSession', () => {
  it('evaluates the schemas and the auth machine in tasks of their own, after the app’s task', async () => {
    const steps: string[] = []
    // Each step queues a timer: a step that runs after it ran in a later task.
    const step = (name: string) => {
      steps.push(name)
      setTimeout(() => steps.push(`task after ${name}`), 0)
    }
    const session = createSession(() => steps.push('loaded'), {
      schemas: () => Promise.resolve(step('schemas')),
      actor: async () => {
        step('actor')
        return import('./auth-actor')
      },
    })
    step('app created')
    await session.load()
    expect(steps.slice(0, 5)).toEqual([
      'app created',
      'task after app created',
      'schemas',
      'task after schemas',
      'actor',
    ])
    expect(steps).toContain('loaded')
    expect(session.actor).toBeDefined()
    session.actor?.stop()
  })

  it('creates the actor (its first state) and starts it in separate tasks', async () => {
    const module = await import('./auth-actor')
    const steps: string[] = []
    const step = (name: string) => {
      steps.push(name)
      setTimeout(() => steps.push(`task after ${name}`), 0)
    }
    const session = createSession(() => steps.push('loaded'), {
      schemas: () => Promise.resolve(),
      actor: () =>
        Promise.resolve({
          ...module,
          createAuthActor: (...args: Parameters<typeof module.createAuthActor>) => {
            const actor = module.createAuthActor(...args)
            step('created')
            const start = actor.start.bind(actor)
            actor.start = () => {
              step('started')
              start()
            }
            return actor
          },
        }),
    })
    const actor = await session.load()
    expect(steps.slice(0, 4)).toEqual(['created', 'task after created', 'started', 'loaded'])
    expect(actor.getSnapshot().status).toBe('active')
    session.stop()
  })

  it('never starts an actor once stopped, so a torn-down app asks the platform nothing', async () => {
    const module = await import('./auth-actor')
    const createAuthActor = vi.fn(module.createAuthActor)
    let machineBuilt = () => {}
    const built = new Promise<void>((resolve) => (machineBuilt = resolve))
    const onLoaded = vi.fn()
    const session = createSession(onLoaded, {
      schemas: () => Promise.resolve(),
      actor: () =>
        Promise.resolve({
          ...module,
          sessionMachine: () => {
            machineBuilt()
            return module.sessionMachine()
          },
          createAuthActor,
        }),
    })
    void session.load()
    await built
    session.stop()
    // The task in which the actor would have been created and started.
    await yieldToMain()
    await yieldToMain()
    expect(createAuthActor).not.toHaveBeenCalled()
    expect(onLoaded).not.toHaveBeenCalled()
    expect(session.actor).toBeUndefined()
  })

  it('stops an actor it has started', async () => {
    const session = createSession(() => undefined)
    const actor = await session.load()
    session.stop()
    expect(actor.getSnapshot().status).toBe('stopped')
  })

  it('fetches its code again once back online when the start failed (offline), and carries on', async () => {
    let offline = true
    const schemas = vi.fn(() =>
      offline
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: identity.js'))
        : Promise.resolve(),
    )
    let backOnline: (() => void) | undefined
    const onLoaded = vi.fn()
    const session = createSession(
      onLoaded,
      { schemas, actor: () => import('./auth-actor') },
      (retry) => (backOnline = retry),
    )
    session.start()
    await vi.waitFor(() => expect(backOnline).toBeDefined())
    expect(onLoaded).not.toHaveBeenCalled()

    offline = false
    backOnline?.()
    await vi.waitFor(() => expect(onLoaded).toHaveBeenCalledTimes(1))
    expect(schemas).toHaveBeenCalledTimes(2)
    expect(session.actor?.getSnapshot().status).toBe('active')
    session.stop()
  })

  it('does not keep a failed load: the next load() tries again', async () => {
    const schemas = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(undefined)
    const session = createSession(() => undefined, { schemas, actor: () => import('./auth-actor') })
    await expect(session.load()).rejects.toThrow(/dynamically imported module/)
    const actor = await session.load()
    expect(actor.getSnapshot().status).toBe('active')
    session.stop()
  })
})
