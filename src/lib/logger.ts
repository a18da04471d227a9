import { sendLog } from '../api/logger'
import { deviceInfo, userAgent } from './device'

type LogType = 'error' | 'warn' | 'info'

/** Reports to the platform logger (SPEC §7). Messages are fixed phrases, never personal data. */
export function logToPlatform(msg: string, type: LogType, label: string): Promise<void> {
  return sendLog({
    msg,
    type,
    additional: {
      label: label.slice(0, 200),
      userAgent: userAgent().slice(0, 500),
      deviceInfo: deviceInfo(),
    },
  })
}
