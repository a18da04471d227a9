/**
 * Resolves once the browser has painted the current frame: a tap's handler shows its immediate
 * answer (a switch flipped) and leaves heavier work (redrawing a list) to run after that paint,
 * so the tap's next paint (INP) does not wait for it. Yielding between tasks is
 * src/domain/yield-to-main.ts.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0))
  })
}
