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
