import { deviceInfo, userAgent } from './device'

type LogType = 'error' | 'warn' | 'info'

/**
 * Reports to the platform logger (SPEC §7). Messages are fixed phrases, never personal data. The
 * call and its response schema load with the first report: the app's first script carries no zod
 * (docs/performance.md). Never throws, as `sendLog` does not.
 */
export async function logToPlatform(msg: string, type: LogType, label: string): Promise<void> {
  const sender = await import('../api/logger').catch(() => undefined)
  return sender?.sendLog({
    msg,
    type,
    additional: {
      label: label.slice(0, 200),
      userAgent: userAgent().slice(0, 500),
      deviceInfo: deviceInfo(),
    },
  })
}
