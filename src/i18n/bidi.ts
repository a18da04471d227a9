/**
 * Wraps text in first-strong isolation marks, the plain-text form of `<bdi>`: a Latin name or
 * email keeps its own order inside an Arabic sentence (and the reverse). Used for values that
 * go through translation interpolation, which renders text only.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`
}
