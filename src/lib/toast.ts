// Toasts (sonner) load after the first render: nothing on first paint needs them. A toast asked
// for earlier waits until the toaster is mounted, so none is ever lost.

/** SPEC §2: toasts close after 10 seconds. */
export const TOAST_DURATION_MS = 10_000

type Kind = 'success' | 'error' | 'info' | 'warning'

let markReady: () => void = () => {}
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve
})

/** Called by the toaster host once sonner's Toaster is on the page. */
export function toasterMounted(): void {
  markReady()
}

function show(kind: Kind, message: string): void {
  // Without sonner (it could not be loaded) the toast is dropped; nothing else depends on it.
  void Promise.all([import('./sonner'), toasterReady])
    .then(([{ toast }]) => toast[kind](message))
    .catch(() => undefined)
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
}
