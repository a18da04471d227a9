import { describe, expect, it } from 'vitest'
import { createActor, createMachine, fromPromise } from 'xstate'
import { fromAbortablePromise } from './abortable-promise'

// Stands in for fetch: rejects when its signal aborts, as an aborted request does.
function request<T>(signal: AbortSignal, answer: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true })
    answer.then(resolve, reject)
  })
}

const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((resolve) => setTimeout(() => resolve('pending'), ms)),
  ])

function run<T>(logic: { config?: unknown }) {
  const controller = new AbortController()
  // The logic's config is the promise creator it was made from.
  const creator = logic.config as (args: { signal: AbortSignal; input: undefined }) => Promise<T>
  return { controller, result: creator({ signal: controller.signal, input: undefined }) }
}

describe('fromAbortablePromise', () => {
  it('reports the answer of a call nobody gave up on', async () => {
    const logic = fromAbortablePromise(({ signal }) => request(signal, Promise.resolve(42)))
    const parent = createMachine({
      initial: 'loading',
      states: {
        loading: { invoke: { src: logic, onDone: 'loaded', onError: 'failed' } },
        loaded: {},
        failed: {},
      },
    })
    const actor = createActor(parent).start()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().value).toBe('loaded')
  })

  it('reports a real failure', async () => {
    const logic = fromAbortablePromise(({ signal }) =>
      request(signal, Promise.reject(new Error('HTTP 500'))),
    )
    const { result } = run(logic)
    await expect(result).rejects.toThrow('HTTP 500')
  })

  it('never settles a call aborted by its stopped actor, whatever the request did', async () => {
    const rejecting = fromAbortablePromise(({ signal }) => request(signal, new Promise(() => {})))
    const first = run(rejecting)
    first.controller.abort()
    expect(await settledWithin(first.result, 20)).toBe('pending')

    let answer: (value: number) => void = () => {}
    const late = fromAbortablePromise(() => new Promise<number>((resolve) => (answer = resolve)))
    const second = run(late)
    second.controller.abort()
    answer(7)
    expect(await settledWithin(second.result, 20)).toBe('pending')
  })

  it('differs from fromPromise, which settles the aborted request as an error', async () => {
    const plain = fromPromise(({ signal }) => request(signal, new Promise(() => {})))
    const { controller, result } = run(plain)
    controller.abort()
    expect(await settledWithin(result, 20)).toBe('rejected')
  })
})
