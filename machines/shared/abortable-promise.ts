import {
  fromPromise,
  type EventObject,
  type NonReducibleUnknown,
  type PromiseActorLogic,
} from 'xstate'

// A promise actor whose late answer is dropped once it was stopped. React's development mode
// stops every actor after its first effect and restarts it from the stopped snapshot
// (@xstate/react rehydrates), so the first run's promise settles into the restarted actor: its
// aborted request would arrive as an error, and the flow would show "couldn't load" for a call
// nobody gave up on. An actor stopped for any reason (unmount, navigation, a state left) never
// reports; the restarted one asks again and reports its own answer.

type PromiseCreator<TOutput, TInput, TEmitted extends EventObject> = Parameters<
  typeof fromPromise<TOutput, TInput, TEmitted>
>[0]

const never = new Promise<never>(() => undefined)

export function fromAbortablePromise<
  TOutput,
  TInput = NonReducibleUnknown,
  TEmitted extends EventObject = EventObject,
>(
  creator: PromiseCreator<TOutput, TInput, TEmitted>,
): PromiseActorLogic<TOutput, TInput, TEmitted> {
  return fromPromise<TOutput, TInput, TEmitted>(async (args) => {
    try {
      const output = await creator(args)
      return args.signal.aborted ? await never : output
    } catch (error) {
      if (args.signal.aborted) return await never
      throw error
    }
  })
}
