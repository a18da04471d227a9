// Toasts (sonner) load with the first toast: nothing on a page needs them until then, and sonner
// adds its stylesheet when it loads, which makes the browser restyle the whole page (a long task
// while a phone's first page becomes interactive). The toaster is mounted first and the toast
// shown once it is on the page, so its live region is there before the message and none is lost.

/** SPEC §2: toasts close after 10 seconds. */
export const TOAST_DURATION_MS = 10_000

type Kind = 'success' | 'error' | 'info' | 'warning'

let wanted = false
const wantedListeners = new Set<() => void>()

/** Whether a toast has been asked for: until then the toaster's host renders nothing. */
export function toastsWanted(): boolean {
  return wanted
}

export function subscribeToastsWanted(listener: () => void): () => void {
  wantedListeners.add(listener)
  return () => wantedListeners.delete(listener)
}

let markReady: () => void = () => {}
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve
})

/** Called by the toaster host once sonner's Toaster is on the page. */
export function toasterMounted(): void {
  markReady()
}

function show(kind: Kind, message: string): void {
  if (!wanted) {
    wanted = true
    wantedListeners.forEach((listener) => listener())
  }
  void Promise.all([import('sonner'), toasterReady]).then(([{ toast }]) => toast[kind](message))
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
}
