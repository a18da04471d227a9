import { toast } from 'sonner'

/** SPEC §2: toasts close after 10 seconds. */
export const TOAST_DURATION_MS = 10_000

export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast.info(message),
  warning: (message: string) => toast.warning(message),
}
