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
 * Puts `data-floating-dock` on <html> while a floating control is in the document, and takes it
 * off once none is. Writes only a change: a prerendered page comes with the attribute already.
 */
export function syncFloatingDock(doc: Document = document): void {
  const root = doc.documentElement
  const present = doc.querySelector(`[${FLOATING_CONTROL_ATTRIBUTE}]`) !== null
  if (root.hasAttribute(FLOATING_DOCK_ATTRIBUTE) !== present) {
    root.toggleAttribute(FLOATING_DOCK_ATTRIBUTE, present)
  }
}

/**
 * For a floating control's layout effect: syncs as it mounts, and again once it has left the
 * document (a layout effect's clean-up runs while its element is still there).
 */
export function holdFloatingDock(doc: Document = document): () => void {
  syncFloatingDock(doc)
  return () => queueMicrotask(() => syncFloatingDock(doc))
}
