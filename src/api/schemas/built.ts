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

/**
 * Builds a schema and every schema inside it, as its first parse would. A call does this while
 * its answer is on the way (src/api/http.ts), so the parse that follows does not also build the
 * schemas in the same task. Cheap once done: each schema is walked once.
 */
export function buildWhole(schema: object): void {
  if (builtWhole.has(schema)) return
  builtWhole.add(schema)
  walk(schema, new Set())
}

/** Through a schema's definition (its shape, items, inner and optional types, checks). */
function walk(value: unknown, seen: Set<object>): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return
  seen.add(value)
  const internals: unknown = Reflect.get(value, '_zod')
  const def: unknown =
    typeof internals === 'object' && internals !== null ? Reflect.get(internals, 'def') : value
  // A definition's own values: schemas, lists of them (options, items, checks) and an object's
  // shape; anything else (strings, patterns, functions) has no schema inside.
  if (typeof def !== 'object' || def === null) return
  for (const key of Object.keys(def)) walk(Reflect.get(def, key), seen)
}
