// Runs in the page before its own scripts (page.addInitScript): `Date` reads `offsetMs` later
// than the machine's clock, and everything else about time (timers, animation frames,
// `performance` and its navigation entries) stays the browser's own. Self-contained, as
// Playwright sends it to the page as source.
export function shiftDate(offsetMs: number): void {
  const RealDate = Date
  const now = () => RealDate.now() + offsetMs
  globalThis.Date = new Proxy(RealDate, {
    // `new Date()` is now; `new Date(value)` is that value, as ever.
    construct(target, args: unknown[], newTarget: NewableFunction) {
      return Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as object
    },
    // `Date()` called without `new` answers the current time as a string.
    apply() {
      return new RealDate(now()).toString()
    },
    get(target, property, receiver) {
      return property === 'now' ? now : (Reflect.get(target, property, receiver) as unknown)
    },
  })
}
