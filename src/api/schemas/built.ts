/**
 * A schema built the first time it is used rather than while its module is evaluated: zod builds
 * every schema as its module runs, the largest part of evaluating the API's code on a phone.
 * The answer stands in for the schema everywhere (parsing, composing, `z.infer`).
 */
export function built<T extends object>(build: () => T): T {
  let schema: T | undefined
  const target = (): T => (schema ??= build())
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key)
      return descriptor && { ...descriptor, configurable: true }
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(target()),
    set: (_, key, value) => Reflect.set(target(), key, value),
  })
}

const builtWhole = new WeakSet<object>()

/** How long building may hold the main thread before it gives the browser a turn. */
export const BUILD_SLICE_MS = 4

/**
 * Builds a schema and every schema inside it, as its first parse would. A call does this while
 * its answer is on the way (src/api/http.ts), so the parse that follows does not also build the
 * schemas in the same task. It gives the main thread back (`pause`) every few milliseconds: a
 * page's answer has dozens of schemas, and built in one go they made one of its longest tasks on
 * a phone. A parse that comes first builds what is left itself. Each schema is walked once.
 */
export async function buildWhole(
  schema: object,
  pause: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  if (builtWhole.has(schema)) return
  builtWhole.add(schema)
  const seen = new Set<object>()
  const waiting: unknown[] = [schema]
  let since = performance.now()
  while (waiting.length > 0) {
    const value = waiting.pop()
    if (typeof value !== 'object' || value === null || seen.has(value)) continue
    seen.add(value)
    waiting.push(...inside(value))
    if (performance.now() - since >= BUILD_SLICE_MS) {
      await pause()
      since = performance.now()
    }
  }
}

/**
 * What a schema's definition holds (its shape, items, inner and optional types, checks), built
 * as it is read: schemas, lists of them (options, items, checks) and an object's shape; anything
 * else (strings, patterns, functions) has no schema inside.
 */
function inside(value: object): unknown[] {
  const internals: unknown = Reflect.get(value, '_zod')
  const def: unknown =
    typeof internals === 'object' && internals !== null ? Reflect.get(internals, 'def') : value
  if (typeof def !== 'object' || def === null) return []
  return Object.keys(def).map((key): unknown => Reflect.get(def, key))
}
