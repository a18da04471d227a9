// Answers to requests that index.html started before the app's script arrived
// (src/app/early/first-requests.ts): the first call of the same URL takes its answer instead of
// asking again. Each answer is used once, and only soon after the page loaded, so a later visit
// to the same URL always asks the platform afresh.

const FRESH_MS = 30_000

interface EarlyStore {
  at: number
  responses: Record<string, unknown>
}

function isEarlyStore(value: unknown): value is EarlyStore {
  return (
    typeof value === 'object' &&
    value !== null &&
    'at' in value &&
    typeof value.at === 'number' &&
    'responses' in value &&
    typeof value.responses === 'object' &&
    value.responses !== null
  )
}

export function takeEarlyResponse(key: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined
  const store: unknown = Reflect.get(window, '__rentalEarly')
  if (!isEarlyStore(store)) return undefined
  const response = store.responses[key]
  Reflect.deleteProperty(store.responses, key)
  if (!(response instanceof Promise) || performance.now() - store.at > FRESH_MS) return undefined
  return response.then((value: unknown) => {
    if (value instanceof Response) return value
    throw new TypeError(`The early answer for ${key} is not a response`)
  })
}
