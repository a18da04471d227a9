// The page's floating controls (the support launcher, the sandbox toggle) carry
// `data-floating-control`. While one is on the page, <html> carries `data-floating-dock`, and the
// shell reserves a strip at the bottom for them
// (docs/decisions/011-floating-controls-never-cover-an-action-or-a-price.md). The attribute is
// written when a control comes or goes, rather than read by `:root:has([data-floating-control])`:
// Chrome re-checked that rule on every element added anywhere in the page and restyled all of it,
// the longest style recalculations of the first page (scripts/trace-long-tasks.ts).

export const FLOATING_CONTROL_ATTRIBUTE = 'data-floating-control'
export const FLOATING_DOCK_ATTRIBUTE = 'data-floating-dock'
/**
 * The value a control outside the app's React tree (the sandbox panel's root) gives the
 * attribute: it stays for the page's life, so the app finds it in the document.
 */
export const STANDALONE_FLOATING_CONTROL = 'standalone'

/** The app's controls on screen now: counted, since a hidden one (Suspense) stays in the DOM. */
let held = 0

/**
 * Puts `data-floating-dock` on <html> while a floating control is shown, and takes it off once
 * none is. Writes only a change: a prerendered page comes with the attribute already.
 */
export function syncFloatingDock(doc: Document = document): void {
  const standalone = doc.querySelector(
    `[${FLOATING_CONTROL_ATTRIBUTE}="${STANDALONE_FLOATING_CONTROL}"]`,
  )
  const present = held > 0 || standalone !== null
  const root = doc.documentElement
  if (root.hasAttribute(FLOATING_DOCK_ATTRIBUTE) !== present) {
    root.toggleAttribute(FLOATING_DOCK_ATTRIBUTE, present)
  }
}

/**
 * For a floating control's layout effect, so the strip is there before the control is painted:
 * holds the dock while the control is shown (React runs the clean-up when it hides or removes
 * it). The release is synced after the commit, so a control shown again in the same commit
 * (StrictMode's second run, a page swapped for the next) does not flicker the page's layout.
 */
export function holdFloatingDock(doc: Document = document): () => void {
  held += 1
  syncFloatingDock(doc)
  let released = false
  return () => {
    if (released) return
    released = true
    held -= 1
    queueMicrotask(() => syncFloatingDock(doc))
  }
}
