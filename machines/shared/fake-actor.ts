import { fromPromise } from 'xstate'

// Machine tests script the platform: each actor is a recorded fake.

/** A function may answer later (a promise), so a test can let a call overlap another. */
export type Answer<T, I> = T | Error | ((input: I) => T | Promise<T>)

/** A recorded fake: answers from a queue (the last answer repeats) and keeps every input. */
export function fake<T, I>(answers: Array<Answer<T, I>>) {
  const calls: I[] = []
  const answer = (input: I): Promise<T> => {
    calls.push(input)
    const next = answers.length > 1 ? answers.shift() : answers[0]
    if (next instanceof Error) return Promise.reject(next)
    if (next === undefined) return Promise.reject(new Error('no answer scripted'))
    return Promise.resolve(
      typeof next === 'function' ? (next as (input: I) => T | Promise<T>)(input) : next,
    )
  }
  const logic = fromPromise<T, I>(({ input }) => answer(input))
  return { logic, calls, answer }
}
