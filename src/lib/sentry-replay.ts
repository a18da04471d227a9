import { addIntegration, replayIntegration } from '@sentry/react'

// Downloaded only for a session that records (monitoring.ts decides). `start` continues the
// tab's replay after a reload (Replay keeps its session in sessionStorage) or begins one.

export function startReplay(): void {
  const replay = replayIntegration({ maskAllText: true, blockAllMedia: true })
  addIntegration(replay)
  replay.start()
}
