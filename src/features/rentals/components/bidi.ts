/**
 * First-strong isolation marks, the plain-text form of `<bdi>`: a Latin reference or amount
 * keeps its order inside a translated Arabic sentence (interpolation renders text only).
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`
}
