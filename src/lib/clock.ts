// The app's "now". In the sandbox it follows the sandbox clock, so moving the clock in the panel
// moves both the fake platform and the app (same-day rules, "tomorrow", countdowns).

let offsetMs = 0

export function nowMs(): number {
  return Date.now() + offsetMs
}

export function setClockOffset(ms: number): void {
  offsetMs = ms
}
